/**
 * The safe-zone contour from the product's image (type 3, one per size): an SVG drawn over the
 * whole artboard under the spec's id `saveZoneContour`, inert and never exported. A failed load
 * is logged only and the canvas goes on without it (spec canvas §8).
 */
import { FabricImage } from 'fabric';
import type { Size } from '../domain/artboard';
import { SPECIAL_IDS } from '../domain/editor/objectIds';
import { setId } from './customProperties';

export async function loadSafeZoneImage(url: string, artboard: Size): Promise<FabricImage | null> {
  try {
    const image = await FabricImage.fromURL(url, { crossOrigin: 'anonymous' });
    if (!image.width || !image.height) return null;
    image.set({
      left: 0,
      top: 0,
      originX: 'left',
      originY: 'top',
      scaleX: artboard.width / image.width,
      scaleY: artboard.height / image.height,
      selectable: false,
      evented: false,
      excludeFromExport: true,
      hoverCursor: 'default',
    });
    setId(image, SPECIAL_IDS.saveZoneContour);
    return image;
  } catch (error) {
    console.warn('safe-zone contour not loaded', error);
    return null;
  }
}
