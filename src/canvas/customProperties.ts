/**
 * The spec's object data fields (canvas §3) as Fabric custom properties: every object serialises
 * them (`toObject`), so they survive history, copy/paste and saved designs.
 */
import { FabricObject } from 'fabric';
import { OBJECT_CUSTOM_PROPERTIES } from '../domain/editor/objectData';
import { installLocking } from './locking';

/**
 * Also kept: what the editor itself marks on objects, and a text box's case transforms and
 * outline category (src/canvas/designText). Set as one list on FabricObject, which every class
 * reads through its constructor: a class declaring its own list would hide this one.
 */
const EDITOR_PROPERTIES = [
  'isPlaceholder',
  'uppercase',
  'lowercase',
  'firstLetterUpperCase',
  'outlineCategory',
  'autoFit',
  'autoFitMin',
  'autoFitMax',
  'fitHeight',
  'authoredFontSize',
  'curve',
  // A QR code's payload and module count (src/canvas/qrCodes).
  'qrCode',
  // A vector pattern background's tile and its printed size (src/canvas/patternBackground).
  'tileUrl',
  'tileInches',
  // Locked against moving, scaling and rotating (src/canvas/locking).
  'locked',
] as const;

let registered = false;

export function registerCustomProperties(): void {
  if (registered) return;
  registered = true;
  installLocking();
  FabricObject.customProperties = [...OBJECT_CUSTOM_PROPERTIES, ...EDITOR_PROPERTIES];
}

/** An object's `id` (custom property; '' when absent). */
export function idOf(object: FabricObject): string {
  const id = (object as unknown as { id?: unknown }).id;
  return typeof id === 'string' ? id : '';
}

export function setId(object: FabricObject, id: string): void {
  (object as unknown as { id: string }).id = id;
}
