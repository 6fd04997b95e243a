/**
 * The test corpus lives in the repository (tests/corpus, README "Test corpus"): every file the
 * manifest lists is there with the manifest's size and SHA-256 and a licence, and no tracked
 * code reads a corpus from outside the repository (a clone on a fresh machine runs every test).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusFile, FIXTURES_DIR, manifestEntries } from '../fixtures';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Tracked files that are code, configuration or scripts (docs may tell the corpus's history). */
const CODE = /\.(ts|tsx|js|mjs|cjs|json|html)$|^\.ci\/|^scripts\//;

describe('the test corpus', () => {
  const entries = manifestEntries();

  it('is tests/corpus, with its manifest and the large-file generator', () => {
    expect(path.relative(ROOT, FIXTURES_DIR)).toBe(path.join('tests', 'corpus'));
    expect(statSync(corpusFile('make-large.mjs')).size).toBeGreaterThan(0);
    expect(entries.length).toBeGreaterThan(80);
  });

  it.each(entries.map((e) => [e.path, e] as const))(
    '%s is there, byte for byte, with its licence',
    (_path, entry) => {
      const bytes = readFileSync(corpusFile(entry.path));
      expect(bytes.length).toBe(entry.bytes);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(entry.sha256);
      expect(entry.licence.trim()).not.toBe('');
    },
  );

  it('every file of the corpus is in the manifest (but for the manifest, generator and notes)', () => {
    const tracked = execFileSync('git', ['ls-files', '-z', 'tests/corpus'], { cwd: ROOT })
      .toString('utf8')
      .split('\0')
      .filter(Boolean)
      .map((f) => path.posix.relative('tests/corpus', f));
    const listed = new Set(entries.map((e) => e.path));
    const own = new Set(['MANIFEST.json', 'make-large.mjs', 'README.md']);
    expect(tracked.filter((f) => !listed.has(f) && !own.has(f))).toEqual([]);
    expect([...listed].filter((f) => !tracked.includes(f))).toEqual([]);
  });

  it('no tracked code reads a corpus from outside the repository', () => {
    // Spelled in pieces so this file does not match itself.
    const outside = ['..' + '/shared', 'shared' + '/fixtures', '/work' + '/'];
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT })
      .toString('utf8')
      .split('\0')
      .filter((f) => f && CODE.test(f) && !f.startsWith('tests/corpus/'));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((f) => {
      const text = readFileSync(path.join(ROOT, f), 'utf8');
      return outside.filter((s) => text.includes(s)).map((s) => `${f}: ${s}`);
    });
    expect(offenders).toEqual([]);
  });
});
