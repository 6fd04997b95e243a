/**
 * The Fabric canvas that shows the artboard. The canvas element is the artboard at the current
 * zoom (so it scrolls inside its container when zoomed in); objects live in artboard pixels
 * (96 px per inch) and Fabric's viewport zoom maps them to the screen.
 */
import { Canvas } from 'fabric';
import type { Size } from '../domain/artboard';
import { displayedSize } from '../domain/artboard';

export interface DesignCanvas {
  /** Shows an artboard of `artboard` px (100 %) at `zoom`. */
  setArtboard(artboard: Size, zoom: number): void;
  /** Current on-screen size in CSS px. */
  displayed(): Size;
  dispose(): Promise<void>;
}

export function createDesignCanvas(
  element: HTMLCanvasElement,
  background = '#ffffff',
): DesignCanvas {
  const canvas = new Canvas(element, {
    backgroundColor: background,
    preserveObjectStacking: true,
    selection: true,
    controlsAboveOverlay: true,
  });
  let shown: Size = { width: canvas.getWidth(), height: canvas.getHeight() };
  return {
    setArtboard(artboard, zoom) {
      shown = displayedSize(artboard, zoom);
      canvas.setDimensions(shown);
      canvas.setZoom(zoom);
      canvas.requestRenderAll();
    },
    displayed: () => shown,
    dispose: async () => {
      await canvas.dispose();
    },
  };
}
