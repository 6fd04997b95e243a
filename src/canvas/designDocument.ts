/**
 * Canvas ↔ serialised design: what enters history, copy/paste and saved designs. Editor-only
 * objects (overlays, ruler guides, the shape-cut image) are never serialised; ids written with
 * the older 'changable' spelling are rewritten on load; borders lose their side handles.
 */
import type { Canvas, FabricObject } from 'fabric';
import { util } from 'fabric';
import { hasIdMarker, isEditorOnlyId, normalizeObjectId } from '../domain/editor/objectIds';
import type { SideDesign } from '../domain/export';
import { idOf, setId } from './customProperties';
import { settleBackground } from './backgrounds';
import { settleQrCode } from './qrCodes';

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
  return (await enliven(design.objects)).filter((o) => !isEditorOnlyId(idOf(o)));
}

async function enliven(raw: readonly Record<string, unknown>[]): Promise<FabricObject[]> {
  const objects = await util.enlivenObjects<FabricObject>(raw as Record<string, unknown>[]);
  for (const o of objects) {
    const id = idOf(o);
    if (id) setId(o, normalizeObjectId(id));
    // A border is resized from its corners and top and bottom (spec canvas §8): its sides'
    // middle handles would stretch its frame out of shape. Control visibility is not serialised.
    if (hasIdMarker(idOf(o), 'changeable-border'))
      o.setControlsVisibility({ ml: false, mr: false });
    settleQrCode(o);
    settleBackground(o);
  }
  return objects;
}

/**
 * Objects of a snapshot, made live, reusing each of `current` whose serialisation is exactly an
 * entry of the snapshot (an undo or redo changes one object of many: the others keep their
 * caches, pictures and decoded images, and are not built again). Order as in the snapshot.
 */
export async function enlivenReusing(
  design: DesignJson,
  current: readonly FabricObject[],
): Promise<FabricObject[]> {
  const byJson = new Map<string, FabricObject[]>();
  for (const o of current) {
    const key = JSON.stringify(o.toObject());
    const same = byJson.get(key);
    if (same) same.push(o);
    else byJson.set(key, [o]);
  }
  const live = new Set<unknown>(current);
  const isLive = (p: unknown): p is FabricObject => live.has(p);
  const plan = design.objects.map((raw) => byJson.get(JSON.stringify(raw))?.shift() ?? raw);
  const made = await enliven(plan.filter((p) => !isLive(p)) as Record<string, unknown>[]);
  let next = 0;
  const objects = plan.map((p) => (isLive(p) ? p : made[next++]!));
  return objects.filter((o) => !isEditorOnlyId(idOf(o)));
}
