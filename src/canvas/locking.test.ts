import { Rect } from 'fabric';
import { describe, expect, it } from 'vitest';
import { registerCustomProperties, setId } from './customProperties';
import { enlivenDesign } from './designDocument';
import { isLocked, setLocked } from './locking';

registerCustomProperties();

function rect(id: string): Rect {
  const r = new Rect({ left: 10, top: 10, width: 20, height: 20 });
  setId(r, id);
  return r;
}

describe('locked objects', () => {
  it('cannot be moved, scaled or rotated by pointer and show no handles', () => {
    const r = rect('changeable-color-1');
    setLocked(r, true);
    expect(isLocked(r)).toBe(true);
    expect([r.lockMovementX, r.lockMovementY, r.lockScalingX, r.lockRotation]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(r.hasControls).toBe(false);
    setLocked(r, false);
    expect([r.lockMovementX, r.hasControls]).toEqual([false, true]);
  });

  it('stay locked through the design JSON (undo, copies, saved designs); others carry no flag', async () => {
    const locked = rect('changeable-color-1');
    setLocked(locked, true);
    const free = rect('changeable-color-2');
    const json = [locked, free].map((o) => o.toObject() as unknown as Record<string, unknown>);
    expect(json[0]!.locked).toBe(true);
    expect(JSON.stringify(json[1])).not.toContain('locked');
    const [back, other] = await enlivenDesign({ designVersion: 1, objects: json, background: '' });
    expect(isLocked(back!)).toBe(true);
    expect(back!.lockMovementX).toBe(true);
    expect(isLocked(other!)).toBe(false);
  });
});
