/**
 * Whether the browser can draw a font family. `document.fonts.check` answers true for any name it
 * has no font face for (a system font it may not have), and `document.fonts.load` can resolve
 * without a face, so this measures instead: a family that is present changes the width of a test
 * string against at least one generic fallback (against each would wrongly refuse a monospace face
 * as wide as the generic monospace).
 */
const GENERIC = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
]);
/** Wide and narrow glyphs, so nearly any two fonts measure differently (all in the latin subset). */
const PROBE = 'mmmmmmmmmmlliWW@#0123456789';
/** Measuring size, px. */
const PROBE_PX = 72;
const FALLBACKS = ['monospace', 'serif', 'sans-serif'];

const known = new Map<string, boolean>();
let context: CanvasRenderingContext2D | null = null;

function measure(font: string): number {
  context ??= document.createElement('canvas').getContext('2d');
  if (!context) return 0;
  context.font = font;
  return context.measureText(PROBE).width;
}

/** The first family of a CSS font-family list, unquoted. */
export function primaryFamily(fontFamily: string): string {
  return (fontFamily.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
}

/**
 * Whether text in `family` at this weight and style is drawn in a face of its own: its probe
 * measures differently from at least one generic fallback.
 */
export function drawsInOwnFace(family: string, weight: number | string = 400, style = 'normal') {
  const quoted = `"${family.replace(/"/g, '')}"`;
  const prefix = `${style} ${weight} ${PROBE_PX}px`;
  return FALLBACKS.some(
    (fallback) => measure(`${prefix} ${quoted}, ${fallback}`) !== measure(`${prefix} ${fallback}`),
  );
}

export function isFontAvailable(fontFamily: string): boolean {
  const family = primaryFamily(fontFamily);
  if (!family || GENERIC.has(family.toLowerCase())) return true;
  const cached = known.get(family);
  if (cached !== undefined) return cached;
  const available = drawsInOwnFace(family);
  known.set(family, available);
  return available;
}

/** Forgets what was measured of `family` (a face of it arrived). */
export function forgetFontAvailability(family: string): void {
  known.delete(primaryFamily(family));
}
