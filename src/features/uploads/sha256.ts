/**
 * SHA-256 of a chunk: the platform's Web Crypto where it exists (browsers in secure contexts,
 * Node 20), else the JS implementation of `@noble/hashes` (MIT) — a storefront served over plain
 * http, or the designer opened on a LAN address, has no `crypto.subtle` (issue 15, item 14).
 * The JS path feeds the bytes in slices and yields to the event loop between them, so hashing a
 * 2 MiB chunk (about 80 ms of JS on a slow machine) never blocks the page for one long task.
 */
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';

/**
 * Bytes hashed between two yields in the JS path: 256 KiB is about 10 ms of JS at 25 MB/s (the
 * slowest measured), well under the 50 ms long-task bar.
 */
export const JS_HASH_SLICE_BYTES = 256 * 1024;

/** Ends the current task (a message-channel task: not throttled like a timer in a hidden tab). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

function bytesOf(data: ArrayBuffer | Uint8Array): Uint8Array {
  return data instanceof Uint8Array ? data : new Uint8Array(data);
}

/** SHA-256 in JS (`@noble/hashes`), fed slice by slice: 64 lower-case hex digits. */
export async function jsSha256Hex(data: ArrayBuffer | Uint8Array): Promise<string> {
  const bytes = bytesOf(data);
  const hash = sha256.create();
  for (let offset = 0; offset < bytes.length; offset += JS_HASH_SLICE_BYTES) {
    if (offset > 0) await nextTask();
    hash.update(bytes.subarray(offset, offset + JS_HASH_SLICE_BYTES));
  }
  return bytesToHex(hash.digest());
}

/** SHA-256 with Web Crypto: 64 lower-case hex digits. */
export async function webCryptoSha256Hex(
  subtle: SubtleCrypto,
  data: ArrayBuffer | Uint8Array,
): Promise<string> {
  const digest = await subtle.digest('SHA-256', data as BufferSource);
  return bytesToHex(new Uint8Array(digest));
}

/**
 * 64 lower-case hex digits: Web Crypto when `subtle` (default the page's `crypto.subtle`, absent
 * outside secure contexts) is there, else (null) the JS implementation.
 */
export function sha256Hex(
  data: ArrayBuffer | Uint8Array,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string> {
  return subtle ? webCryptoSha256Hex(subtle, data) : jsSha256Hex(data);
}
