/**
 * Valid images written on the fly for the upload and preview tests (the corpus has no 40 MB
 * file, and no picture of one known colour): uncompressed 24-bit BMPs.
 */
import { writeFileSync } from 'node:fs';

const HEADER_BYTES = 54;

/** Writes a `side` × `side` 24-bit BMP at 300 dpi whose pixel (x, y) is `pixel(x, y)` as RGB. */
function writeSquareBmp(
  file: string,
  side: number,
  pixel: (x: number, y: number) => readonly [number, number, number],
): void {
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
      const [r, g, b] = pixel(x, y);
      data[row + x * 3] = b;
      data[row + x * 3 + 1] = g;
      data[row + x * 3 + 2] = r;
    }
  }
  writeFileSync(file, data);
}

/**
 * Writes a BMP of about `bytes` bytes (a square) whose pixels are a deterministic pattern, so
 * every byte differs from its neighbours' chunks and a mixed-up chunk order would show; returns
 * its pixel size.
 */
export function writeBmp(file: string, bytes: number): { width: number; height: number } {
  const side = Math.floor(Math.sqrt((bytes - HEADER_BYTES) / 3));
  writeSquareBmp(file, side, (x, y) => [
    (x * y + (y >> 4)) & 0xff,
    (x ^ y) & 0xff,
    (x * 7 + y * 3) & 0xff,
  ]);
  return { width: side, height: side };
}

/** Writes a `side` × `side` BMP of one colour (a user's picture of one colour). */
export function writeSolidBmp(file: string, side: number, rgb: readonly [number, number, number]) {
  writeSquareBmp(file, side, () => rgb);
}
