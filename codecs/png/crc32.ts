/**
 * CRC-32 (ISO 3309 / ITU-T V.42, polynomial 0xEDB88320 reflected), the checksum of PNG chunks
 * (PNG spec §5.5). Table-driven: 1 KiB table, about 1 ns per byte.
 */

let table: Uint32Array | null = null;

function crcTable(): Uint32Array {
  if (table) return table;
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  table = t;
  return t;
}

/**
 * Continues a CRC-32 over `bytes`. Start with `crc = 0`; the result of one call is the `crc` of
 * the next, so a chunk can be checked piece by piece as it streams.
 */
export function updateCrc32(crc: number, bytes: Uint8Array): number {
  const t = crcTable();
  let c = ~crc >>> 0;
  for (let i = 0; i < bytes.length; i++) c = (t[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8)) >>> 0;
  return ~c >>> 0;
}
