/** SHA-256 of a chunk with the platform's Web Crypto (browsers in secure contexts, Node 20). */

/** 64 lower-case hex digits. */
export async function sha256Hex(data: ArrayBuffer | Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', data as BufferSource);
  let hex = '';
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
