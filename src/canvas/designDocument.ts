/**
 * Canvas ↔ serialised design: what enters history, copy/paste and saved designs. Editor-only
 * objects (overlays, ruler guides, the shape-cut image) are never serialised; ids written with
 * the older 'changable' spelling are rewritten on load.
 */
import type { Canvas, FabricObject } from 'fabric';
import { util } from 'fabric';
import { isEditorOnlyId, normalizeObjectId } from '../domain/editor/objectIds';
import type { SideDesign } from '../domain/export';
import { idOf, setId } from './customProperties';

/** Version of the serialised canvas written into every snapshot. */
export const DESIGN_JSON_VERSION = 1;

/** One side's serialised design (the design document's side, src/domain/export). */
export type DesignJson = SideDesign;

/** The snapshot of an empty design (reset). */
export const EMPTY_DESIGN_JSON = JSON.stringify({
  designVersion: DESIGN_JSON_VERSION,
  objects: [],
  background: '',
} satisfies DesignJson);

/** The user's objects, bottom to top (no overlays, guides or shape image). */
export function designObjects(canvas: Canvas): FabricObject[] {
  return canvas.getObjects().filter((o) => !isEditorOnlyId(idOf(o)));
}

export function serializeDesign(canvas: Canvas): string {
  const background = typeof canvas.backgroundColor === 'string' ? canvas.backgroundColor : '';
  const json: DesignJson = {
    designVersion: DESIGN_JSON_VERSION,
    objects: designObjects(canvas).map((o) => o.toObject() as Record<string, unknown>),
    background,
  };
  return JSON.stringify(json);
}

/** Parses a snapshot; anything unreadable is an empty design. */
export function parseDesign(json: string | null): DesignJson {
  const empty: DesignJson = { designVersion: DESIGN_JSON_VERSION, objects: [], background: '' };
  if (!json) return empty;
  try {
    const raw = JSON.parse(json) as Partial<DesignJson>;
    return {
      designVersion: DESIGN_JSON_VERSION,
      objects: Array.isArray(raw.objects)
        ? raw.objects.filter((o) => o && typeof o === 'object')
        : [],
      background: typeof raw.background === 'string' ? raw.background : '',
    };
  } catch {
    return empty;
  }
}

/** Objects of a snapshot, made live (ids normalised, editor-only objects dropped). */
export async function enlivenDesign(design: DesignJson): Promise<FabricObject[]> {
  const objects = await util.enlivenObjects<FabricObject>(design.objects);
  for (const o of objects) {
    const id = idOf(o);
    if (id) setId(o, normalizeObjectId(id));
  }
  return objects.filter((o) => !isEditorOnlyId(idOf(o)));
}
