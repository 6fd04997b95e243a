/**
 * Whether the browser can draw a font family. `document.fonts.check` answers true for any name it
 * has no font face for (a system font it may not have), so this measures instead: a family that
 * is present changes the width of a test string against each generic fallback.
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
/** Wide and narrow glyphs, so nearly any two fonts measure differently. */
const PROBE = 'mmmmmmmmmmlliWW@#0123456789';
/** Measuring size, px. */
const PROBE_PX = 72;

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

export function isFontAvailable(fontFamily: string): boolean {
  const family = primaryFamily(fontFamily);
  if (!family || GENERIC.has(family.toLowerCase())) return true;
  const cached = known.get(family);
  if (cached !== undefined) return cached;
  const quoted = `"${family.replace(/"/g, '')}"`;
  const available = ['monospace', 'serif', 'sans-serif'].some(
    (fallback) =>
      measure(`${PROBE_PX}px ${quoted}, ${fallback}`) !== measure(`${PROBE_PX}px ${fallback}`),
  );
  known.set(family, available);
  return available;
}
