/**
 * The project's test corpus (tests/corpus, README "Test corpus") and its manifest: tests iterate
 * the manifest, never a hand-written list, and never edit it. Every file is in the repository, so
 * a missing one is an error that names it, never a reason to skip a test.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const FIXTURES_DIR = path.resolve(import.meta.dirname, 'corpus');

export interface ManifestExpected {
  width: number | null;
  height: number | null;
  unit?: string;
  pages?: number;
  dpi?: [number, number] | null;
  orientation?: number | null;
  display_width?: number;
  display_height?: number;
  decodable?: boolean | string;
  has_real_merged_data?: boolean;
  alpha?: boolean;
  bit_depth?: number;
}

export interface ManifestEntry {
  path: string;
  format: string;
  /** File size in bytes. */
  bytes: number;
  /** SHA-256 of the file, hex. */
  sha256: string;
  licence: string;
  expected: ManifestExpected;
  tests: string;
}

/** A corpus file's absolute path from its path under tests/corpus; throws when it is missing. */
export function corpusFile(relative: string): string {
  const file = path.join(FIXTURES_DIR, relative);
  if (!existsSync(file))
    throw new Error(`test corpus file missing: tests/corpus/${relative} (it is in the repository)`);
  return file;
}

export function manifestEntries(): ManifestEntry[] {
  const manifest = JSON.parse(readFileSync(corpusFile('MANIFEST.json'), 'utf8')) as {
    files: ManifestEntry[];
  };
  return manifest.files;
}

/** The manifest entry whose path ends with `suffix`; throws, naming it, when there is none. */
export function manifestEntry(suffix: string): ManifestEntry {
  const entry = manifestEntries().find((e) => e.path.endsWith(suffix));
  if (!entry) throw new Error(`no file ending in ${suffix} in tests/corpus/MANIFEST.json`);
  return entry;
}

export function fixturePath(entry: ManifestEntry): string {
  return corpusFile(entry.path);
}
