/**
 * A short fingerprint of a design as saved: both sides' JSON and the product selection. Save
 * compares the fingerprint of the design shown with the one taken when it was saved or opened:
 * equal means nothing changed, so Update existing is disabled (spec shell §4). Two FNV-1a
 * 32-bit hashes with different seeds: a collision would only leave the button enabled.
 */

function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function designFingerprint(parts: {
  front: string | null;
  back: string | null;
  request: unknown;
}): string {
  const text = JSON.stringify([parts.front, parts.back, parts.request]);
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  return `${hex(fnv1a(text, 0x811c9dc5))}${hex(fnv1a(text, 0x01234567))}`;
}
