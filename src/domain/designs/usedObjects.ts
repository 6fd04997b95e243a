/**
 * `usedObjects` of the design save and cart-item payloads (spec shell §3): what a design uses
 * from the library and the shopper's files — uploads, templates, backgrounds, stock and external
 * images, font families — read from the objects' data fields (spec canvas §3), each once, in the
 * order first met (front side first, bottom to top, into groups).
 */
import type { DesignDocument } from '../export';

export type UsedObjectType =
  'upload' | 'template' | 'background' | 'stockImage' | 'externalImage' | 'font';

export interface UsedObject {
  type: UsedObjectType;
  id: string | number;
  /** The provider of a stock or external image. */
  source?: string;
}

type Json = Record<string, unknown>;

function isId(v: unknown): v is string | number {
  return (typeof v === 'string' && v !== '') || (typeof v === 'number' && Number.isFinite(v));
}

function isRecord(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function refsOf(object: Json): UsedObject[] {
  const refs: UsedObject[] = [];
  const simple: [string, UsedObjectType][] = [
    ['data-usedUploadId', 'upload'],
    ['data-usedTemplateId', 'template'],
    ['data-usedBackgroundId', 'background'],
  ];
  for (const [field, type] of simple) {
    const id = object[field];
    if (isId(id)) refs.push({ type, id });
  }
  for (const [field, type] of [
    ['data-usedImage', 'stockImage'],
    ['data-usedExternalImage', 'externalImage'],
  ] as const) {
    const ref = object[field];
    if (isRecord(ref) && isId(ref.id))
      refs.push({ type, id: ref.id, source: typeof ref.source === 'string' ? ref.source : '' });
  }
  if (typeof object.fontFamily === 'string' && object.fontFamily !== '')
    refs.push({ type: 'font', id: object.fontFamily });
  return refs;
}

function walk(objects: unknown[], into: UsedObject[]): void {
  for (const object of objects) {
    if (!isRecord(object)) continue;
    into.push(...refsOf(object));
    if (Array.isArray(object.objects)) walk(object.objects, into);
  }
}

export function usedObjectsOf(document: DesignDocument): UsedObject[] {
  const all: UsedObject[] = [];
  for (const side of [document.sides.front, document.sides.back]) if (side) walk(side.objects, all);
  const seen = new Set<string>();
  return all.filter((ref) => {
    const key = `${ref.type}\n${String(ref.id)}\n${ref.source ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
