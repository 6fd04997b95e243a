/** Small helpers for the SVG files drawn at seed time. */

/** Text safe inside SVG/XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A standalone SVG document; `size` sets explicit width/height attributes (e.g. '24in'). */
export function svgDocument(
  viewBox: { width: number; height: number },
  body: string,
  options: { title?: string; size?: { width: string; height: string } } = {},
): string {
  const size = options.size ? ` width="${options.size.width}" height="${options.size.height}"` : '';
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : '';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewBox.width} ${viewBox.height}"${size} role="img">` +
    `${title}${body}</svg>\n`
  );
}

/** Deterministic pseudo-random numbers in [0, 1) (a linear congruential generator), so re-seeding writes identical files. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Rounds drawing coordinates to 2 decimals to keep files small. */
export function r2(n: number): number {
  return Math.round(n * 100) / 100;
}
