/**
 * The design's background (Background panel, spec canvas §3–4): a solid colour is the canvas's
 * background colour; a gradient or a pattern is one object, id `changeable-background`, at the
 * bottom, covering the artboard, neither selectable nor moved (Delete with nothing selected
 * removes it: src/canvas/editing). 'Transparent' removes both: white and transparent, as a
 * deleted background.
 *
 * - Gradient: the 100 × 100 SVG (`preserveAspectRatio="none"`) stretched over the artboard;
 *   Fabric keeps its gradient a vector fill.
 * - Pattern: a rectangle filled with the vector tile repeating at its printed size
 *   (`tileInches`): src/canvas/patternBackground (vector in the SVG, drawn at the resolution
 *   of the pixels it lands on in the editor and the print PNG).
 */
import type { Canvas, FabricObject } from 'fabric';
import { Group, loadSVGFromString } from 'fabric';
import type { Size } from '../domain/artboard';
import type { BackgroundFill } from '../domain/content/types';
import { hasIdMarker, ID_PREFIXES } from '../domain/editor/objectIds';
import { idOf, setId } from './customProperties';
import { PatternBackground } from './patternBackground';

/** What the Background panel chose: its fill and, for a gradient or pattern, its SVG's URL. */
export interface BackgroundChoice {
  fill: BackgroundFill;
  /** The SVG (gradient) or tile (pattern), absolute or root-relative. */
  url?: string;
}

/** The canvas colour and the covering object of `choice` on an artboard of `artboard` px. */
export async function createBackground(
  choice: BackgroundChoice,
  artboard: Size,
): Promise<{ colour: string; object: FabricObject | null }> {
  const { fill } = choice;
  if (fill.kind === 'transparent') return { colour: '', object: null };
  if (fill.kind === 'color') return { colour: fill.color ?? '', object: null };
  if (!choice.url) throw new Error('A gradient or pattern background needs its picture.');
  const centre = { left: artboard.width / 2, top: artboard.height / 2 };
  let object: FabricObject;
  if (fill.kind === 'gradient') {
    const answer = await fetch(choice.url, { credentials: 'omit' });
    if (!answer.ok) throw new Error(`Background ${choice.url}: ${answer.status}`);
    const parsed = await loadSVGFromString(await answer.text());
    const parts = parsed.objects.filter((o): o is FabricObject => o !== null);
    if (parts.length === 0) throw new Error('The background has no drawable part.');
    object = parts.length === 1 ? parts[0]! : new Group(parts);
    const width = parsed.options.width || object.width || 1;
    const height = parsed.options.height || object.height || 1;
    object.set({ ...centre, scaleX: artboard.width / width, scaleY: artboard.height / height });
  } else {
    object = await PatternBackground.create({
      ...centre,
      width: artboard.width,
      height: artboard.height,
      tileUrl: choice.url,
      tileInches: fill.tileInches ?? { width: 1, height: 1 },
    });
  }
  object.set({ originX: 'center', originY: 'center', strokeWidth: 0 });
  setId(object, ID_PREFIXES.background);
  settleBackground(object);
  return { colour: '', object };
}

/** A background is not picked, moved or scaled (control state is not serialised: loads call it). */
export function settleBackground(object: FabricObject): void {
  if (!hasIdMarker(idOf(object), 'changeable-background')) return;
  object.set({ selectable: false, evented: false, hoverCursor: 'default' });
}

/** Replaces the design's background; whether anything changed. */
export function applyBackground(
  canvas: Canvas,
  colour: string,
  object: FabricObject | null,
): boolean {
  // Read from all objects: overlays and guides never carry the marker.
  const old = canvas.getObjects().filter((o) => hasIdMarker(idOf(o), 'changeable-background'));
  if (old.length === 0 && !object && canvas.backgroundColor === colour) return false;
  canvas.remove(...old);
  canvas.backgroundColor = colour;
  if (object) canvas.insertAt(0, object);
  canvas.requestRenderAll();
  return true;
}
