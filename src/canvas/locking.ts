/**
 * Locked objects. `locked` is a custom property serialised with the object (so undo, copies and
 * saved designs keep it); a locked object stays selectable (the layers list must reach it to
 * unlock it) but cannot be moved, scaled or rotated — by pointer (Fabric's lock flags), by the
 * arrow keys or by alignment (src/canvas/editing) — and shows no handles.
 */
import { FabricObject } from 'fabric';

const LOCKS = ['lockMovementX', 'lockMovementY', 'lockScalingX', 'lockScalingY', 'lockRotation'];
const lockedObjects = new WeakSet<FabricObject>();

let installed = false;

/**
 * Makes `locked` an accessor of every object: Fabric's constructor sets it from a saved design
 * (`set` assigns each option), `toObject` reads it, and the lock flags follow it.
 */
export function installLocking(): void {
  if (installed) return;
  installed = true;
  Object.defineProperty(FabricObject.prototype, 'locked', {
    configurable: true,
    get(this: FabricObject): boolean | undefined {
      return lockedObjects.has(this) || undefined; // undefined: not written into the JSON
    },
    set(this: FabricObject, value: unknown) {
      const on = value === true;
      if (on) lockedObjects.add(this);
      else lockedObjects.delete(this);
      for (const flag of LOCKS) (this as unknown as Record<string, boolean>)[flag] = on;
      this.hasControls = !on;
    },
  });
}

export const isLocked = (object: FabricObject): boolean => lockedObjects.has(object);

export function setLocked(object: FabricObject, locked: boolean): void {
  (object as unknown as { locked: boolean }).locked = locked;
}
