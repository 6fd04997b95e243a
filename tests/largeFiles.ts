/**
 * The large synthetic files of tests/corpus/make-large.mjs (a 100 MP LZW TIFF, a 120 MP
 * PNG, a 144 MP uncompressed TIFF), written once into .cache/large and reused by the unit tests
 * and the benchmarks.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusFile } from './fixtures';

export const LARGE_DIR = path.resolve(import.meta.dirname, '..', '.cache', 'large');
const MANIFEST = path.join(LARGE_DIR, 'large-manifest.json');

export interface LargeFile {
  path: string;
  width: number;
  height: number;
  dpi: [number, number];
  pixel_sha256: string;
}

/**
 * Writes the files when missing (about 10 s, 565 MB); throws, naming the script, when
 * make-large.mjs is absent or fails.
 */
export function ensureLargeFiles(): void {
  if (existsSync(MANIFEST)) return;
  const script = corpusFile('make-large.mjs');
  mkdirSync(LARGE_DIR, { recursive: true });
  const result = spawnSync(process.execPath, [script, LARGE_DIR], { stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(MANIFEST))
    throw new Error(
      `${script} failed (exit ${result.status}): the large files are not in ${LARGE_DIR}`,
    );
}

export function largeFiles(): LargeFile[] {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { files: LargeFile[] };
  return manifest.files;
}

export function largeFile(name: string): { file: string; entry: LargeFile } {
  const entry = largeFiles().find((f) => f.path === name);
  if (!entry) throw new Error(`${name} is not in ${MANIFEST}`);
  return { file: path.join(LARGE_DIR, name), entry };
}
