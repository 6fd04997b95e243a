/** Deterministic test data: a seeded PRNG (mulberry32) and byte buffers drawn from it. */

/** A PRNG returning floats in [0, 1), the same sequence for the same seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `length` random bytes. */
export function randomBytes(length: number, seed: number): Uint8Array<ArrayBuffer> {
  const next = prng(seed);
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = Math.floor(next() * 256);
  return bytes;
}

/** Shuffles an array in place (Fisher–Yates) with the given seed. */
export function shuffle<T>(items: T[], seed: number): T[] {
  const next = prng(seed);
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
