/**
 * Shadows on elements, images and text (spec canvas §3 `data-shadow`): Fabric's own `shadow`,
 * which the editor, the print PNG (the same renderer, scaled by the export's viewport) and the
 * print SVG (Fabric's `<filter>`: feGaussianBlur with σ = blur / 2, as canvas `shadowBlur`)
 * draw alike. Its lengths are in the object's own units (Fabric scales them with the object);
 * the tools show printed inches (src/domain/editor/shadow). `data-shadow` says it is on.
 */
import type { Canvas, FabricObject } from 'fabric';
import { Shadow } from 'fabric';
import type { ShadowSettings } from '../domain/editor/shadow';
import {
  defaultShadow,
  parseShadowColour,
  patchShadow,
  shadowColour,
} from '../domain/editor/shadow';
import { PX_PER_INCH } from '../domain/units';

/** Artboard px per unit of the object (its scale, the mean of both axes). */
function unitPx(object: FabricObject): number {
  const s = object.getObjectScaling();
  return (s.x + s.y) / 2 || 1;
}

/** The shadow of `object` in printed inches, or null when it has none. */
export function shadowOf(object: FabricObject | undefined): ShadowSettings | null {
  const shadow = object?.shadow;
  if (!object || !shadow) return null;
  const colour = parseShadowColour(shadow.color) ?? { color: '#000000', opacity: 1 };
  const inches = (n: number) => Number(((n * unitPx(object)) / PX_PER_INCH).toFixed(2));
  return {
    ...colour,
    blur: inches(shadow.blur),
    offsetX: inches(shadow.offsetX),
    offsetY: inches(shadow.offsetY),
  };
}

function apply(object: FabricObject, settings: ShadowSettings | null): void {
  const units = (inches: number) => (inches * PX_PER_INCH) / unitPx(object);
  const shadow = settings
    ? new Shadow({
        color: shadowColour(settings),
        blur: units(settings.blur),
        offsetX: units(settings.offsetX),
        offsetY: units(settings.offsetY),
      })
    : null;
  object.set({ shadow, dirty: true });
  (object as unknown as { 'data-shadow'?: boolean })['data-shadow'] = settings !== null;
}

function onlySelected(canvas: Canvas): FabricObject | null {
  const selected = canvas.getActiveObjects();
  return selected.length === 1 ? selected[0]! : null;
}

/**
 * Turns the selected object's shadow on (soft, down and right, sized to the object) or off;
 * whether anything changed.
 */
export function toggleShadow(canvas: Canvas): boolean {
  const object = onlySelected(canvas);
  if (!object) return false;
  if (object.shadow) apply(object, null);
  else {
    const inches = (px: number) => px / PX_PER_INCH;
    const size = {
      width: inches(object.getScaledWidth()),
      height: inches(object.getScaledHeight()),
    };
    apply(object, defaultShadow(size));
  }
  return true;
}

/** Changes the selected object's shadow (kept in range); whether anything changed. */
export function setShadow(canvas: Canvas, patch: Partial<ShadowSettings>): boolean {
  const object = onlySelected(canvas);
  const current = shadowOf(object ?? undefined);
  if (!object || !current) return false;
  const next = patchShadow(current, patch);
  if (JSON.stringify(next) === JSON.stringify(current)) return false;
  apply(object, next);
  return true;
}
