/**
 * Inputs the benchmarks add to the fixture corpus: the make-large files, and a 24 MP camera-like
 * JPEG (6000×4000, q90) encoded once with jpeg-js from a smooth, noisy synthetic picture.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { ensureLargeFiles, LARGE_DIR } from '../../tests/largeFiles';

const JPEG_24MP = path.join(LARGE_DIR, 'jpeg-24mp-6000x4000-q90.jpg');

function writeJpeg24(): void {
  const width = 6000;
  const height = 4000;
  const data = Buffer.alloc(width * height * 4);
  let seed = 1;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 17) - 8;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const v = Math.sin(x / 97) * Math.cos(y / 131);
      data[i] = Math.max(0, Math.min(255, 128 + 100 * v + noise()));
      data[i + 1] = Math.max(0, Math.min(255, (255 * y) / height + noise()));
      data[i + 2] = Math.max(0, Math.min(255, (255 * x) / width + noise()));
      data[i + 3] = 255;
    }
  }
  writeFileSync(JPEG_24MP, jpeg.encode({ data, width, height }, 90).data);
}

/** The large files (written on first use; throws when tests/corpus/make-large.mjs fails). */
export function benchLargeInputs(): string[] {
  ensureLargeFiles();
  if (!existsSync(JPEG_24MP)) {
    console.error('Encoding the 24 MP JPEG (once)…');
    writeJpeg24();
  }
  return [
    JPEG_24MP,
    path.join(LARGE_DIR, 'rgb-100mp-12500x8000-lzw-strips-300dpi.tif'),
    path.join(LARGE_DIR, 'rgb-120mp-12000x10000-phys-300dpi.png'),
    path.join(LARGE_DIR, 'rgb-144mp-12000x12000-uncompressed-150dpi.tif'),
  ].filter((f) => existsSync(f));
}
