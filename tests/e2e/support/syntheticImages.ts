/**
 * Valid images of a chosen byte size, written on the fly for the upload tests (the corpus has no
 * 40 MB file): an uncompressed 24-bit BMP whose pixels are a deterministic pattern, so every
 * byte differs from its neighbours' chunks and a mixed-up chunk order would show.
 */
import { writeFileSync } from 'node:fs';

const HEADER_BYTES = 54;

/** Writes a BMP of about `bytes` bytes (a square of 24-bit pixels); returns its pixel size. */
export function writeBmp(file: string, bytes: number): { width: number; height: number } {
  const side = Math.floor(Math.sqrt((bytes - HEADER_BYTES) / 3));
  const rowBytes = Math.ceil((side * 3) / 4) * 4;
  const size = HEADER_BYTES + rowBytes * side;
  const data = Buffer.alloc(size);
  data.write('BM', 0, 'latin1');
  data.writeUInt32LE(size, 2);
  data.writeUInt32LE(HEADER_BYTES, 10);
  data.writeUInt32LE(40, 14); // BITMAPINFOHEADER
  data.writeInt32LE(side, 18);
  data.writeInt32LE(side, 22);
  data.writeUInt16LE(1, 26);
  data.writeUInt16LE(24, 28);
  data.writeUInt32LE(rowBytes * side, 34);
  data.writeInt32LE(11811, 38); // 300 dpi
  data.writeInt32LE(11811, 42);
  for (let y = 0; y < side; y++) {
    const row = HEADER_BYTES + y * rowBytes;
    for (let x = 0; x < side; x++) {
      const p = row + x * 3;
      data[p] = (x * 7 + y * 3) & 0xff;
      data[p + 1] = (x ^ y) & 0xff;
      data[p + 2] = (x * y + (y >> 4)) & 0xff;
    }
  }
  writeFileSync(file, data);
  return { width: side, height: side };
}
