/**
 * Names for Blobs that survive postMessage: a Blob reaches a worker as a new object with every
 * message, so the worker cannot recognise "the same file" by identity. The main thread gives
 * each Blob it sends one key (weakly held: a dropped Blob's key goes with it) and sends it along.
 */
const keys = new WeakMap<Blob, string>();
let counter = 0;

/** The key of `file`: the same for the same Blob object, different for any other. */
export function fileKeyOf(file: Blob): string {
  let key = keys.get(file);
  if (!key) {
    counter += 1;
    key = `file-${counter}`;
    keys.set(file, key);
  }
  return key;
}
