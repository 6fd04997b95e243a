/**
 * Every runtime dependency (the production tree of package-lock.json) carries a licence
 * compatible with the project's MIT licence. Copyleft packages may only be optional, separately
 * loaded parts, listed in OPTIONAL_COPYLEFT and named in the README. The test corpus
 * (tests/corpus, a licence per file in its MANIFEST.json, some LGPL or CC-BY-SA) is test data:
 * no shipped file reads it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** SPDX identifiers that may ship inside an MIT product. */
const PERMISSIVE = new Set([
  'MIT',
  'MIT-0',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  '0BSD',
  'Apache-2.0',
  'Zlib',
  'CC0-1.0',
  'CC-BY-4.0',
  'Unlicense',
  'BlueOak-1.0.0',
  'Python-2.0',
  'WTFPL',
]);

/**
 * Copyleft packages allowed only as separately loaded parts (see README, Licences), with the reason:
 * - libheif-js (LGPL-3.0): the HEIC decoder, loaded on demand as its own chunk inside the decoder
 *   worker and replaceable by another build, which is what the LGPL asks of a combined work.
 * - @okathira/ghostpdl-wasm (AGPL-3.0-or-later): the optional EPS renderer (AGPL_PART below).
 */
const OPTIONAL_COPYLEFT = new Set<string>(['libheif-js', '@okathira/ghostpdl-wasm']);

/**
 * The AGPL part (README, "EPS and Ghostscript"): Ghostscript compiled to wasm renders EPS files
 * without a preview. AGPL may not be combined with the product, so it is an optional dependency,
 * never imported by the product's code nor bundled: the server serves the package's own files
 * under their own URL (server/http/epsRenderer.ts, off with EPS_RENDERER=off) and the pipeline
 * worker fetches them by that URL only when an EPS needs them (codecs/eps/worker/loadGhostscript.ts).
 */
const AGPL_PART = '@okathira/ghostpdl-wasm';
/** The one product file that names the package: the server resolves its folder to serve it. */
const AGPL_PART_SERVER_FILE = 'server/http/epsRenderer.ts';

interface LockPackage {
  version?: string;
  license?: string;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
}

function lockPackages(): [string, LockPackage][] {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockPackage>;
  };
  return Object.entries(lock.packages).filter(([p]) => p !== '');
}

/** Reads the licence from the installed package.json (the lockfile omits some). */
function licenceOf(pkgPath: string, entry: LockPackage): string {
  if (entry.license) return entry.license;
  try {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, pkgPath, 'package.json'), 'utf8')) as {
      license?: string | { type?: string };
      licenses?: { type?: string }[];
    };
    if (typeof pkg.license === 'string') return pkg.license;
    if (pkg.license?.type) return pkg.license.type;
    if (pkg.licenses?.[0]?.type) return pkg.licenses[0].type;
  } catch {
    // not installed (another platform's optional binary): judged from the lockfile alone
  }
  return 'UNKNOWN';
}

/** An SPDX expression is acceptable when one alternative of every OR is permissive. */
export function isPermissive(expression: string): boolean {
  const alternatives = expression.replace(/[()]/g, '').split(/\s+OR\s+/i);
  return alternatives.some((alt) =>
    alt.split(/\s+AND\s+/i).every((id) => PERMISSIVE.has(id.trim())),
  );
}

describe('licences', () => {
  it('the project is MIT', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      license: string;
    };
    expect(pkg.license).toBe('MIT');
  });

  it('every runtime dependency is MIT-compatible', () => {
    const offenders = lockPackages()
      .filter(([, e]) => !e.dev)
      .map(([p, e]) => ({
        name: p.replace(/^.*node_modules\//, ''),
        licence: licenceOf(p, e),
        optional: e.optional,
      }))
      .filter((x) => !isPermissive(x.licence) && !OPTIONAL_COPYLEFT.has(x.name))
      .map((x) => `${x.name}: ${x.licence}`);
    expect(offenders).toEqual([]);
  });

  it('the AGPL EPS renderer is an optional dependency, outside every bundle', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    expect(pkg.dependencies[AGPL_PART]).toBeUndefined();
    expect(pkg.optionalDependencies?.[AGPL_PART]).toBeDefined();
    const agpl = lockPackages().filter(([, e]) => /AGPL/i.test(e.license ?? ''));
    expect(agpl.map(([p, e]) => [p.replace(/^.*node_modules\//, ''), e.optional])).toEqual([
      [AGPL_PART, true],
    ]);
    // No product or build file imports it (a static or dynamic import would put it in a bundle);
    // the worker reaches it by URL only, and the server only resolves its folder.
    const files = execFileSync(
      'git',
      [
        'ls-files',
        '-z',
        '-co',
        '--exclude-standard',
        'src',
        'workers',
        'codecs',
        'wasm',
        'server',
        'harness',
        '*.config.ts',
      ],
      { cwd: ROOT },
    )
      .toString('utf8')
      .split('\0')
      .filter((f) => /\.(ts|tsx|js|mjs)$/.test(f) && !/\.test\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(100);
    const naming = files.filter((f) =>
      /ghostpdl-wasm|ghostscript-wasm/.test(readFileSync(path.join(ROOT, f), 'utf8')),
    );
    expect(naming).toEqual([AGPL_PART_SERVER_FILE]);
    const loader = readFileSync(path.join(ROOT, 'codecs/eps/worker/loadGhostscript.ts'), 'utf8');
    expect(loader).toMatch(/import\(\s*\/\* @vite-ignore \*\/ new URL\('gs\.js', base\)/);
    expect(loader).toContain('EPS_RENDERER_PATH');
  });

  it('the test corpus is test data: no shipped file reads it', () => {
    const shipped = execFileSync(
      'git',
      ['ls-files', '-z', 'src', 'workers', 'wasm', 'public', 'server'],
      {
        cwd: ROOT,
      },
    )
      .toString('utf8')
      .split('\0')
      .filter((f) => /\.(ts|tsx|js|mjs|html|css)$/.test(f))
      .filter((f) => !/\.test\.tsx?$|\/test\/|\/testing\//.test(f));
    expect(shipped.length).toBeGreaterThan(100);
    const readers = shipped.filter((f) =>
      /tests\/(corpus|fixtures)/.test(readFileSync(path.join(ROOT, f), 'utf8')),
    );
    expect(readers).toEqual([]);
  });

  it.each([
    ['MIT', true],
    ['(MIT OR GPL-3.0)', true],
    ['MIT AND Zlib', true],
    ['GPL-3.0', false],
    ['AGPL-3.0-only', false],
    ['MIT AND GPL-2.0', false],
    ['UNKNOWN', false],
  ])('%s permissive: %s', (expr, ok) => expect(isPermissive(expr)).toBe(ok));
});
