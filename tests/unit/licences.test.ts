/**
 * Every runtime dependency (the production tree of package-lock.json) carries a licence
 * compatible with the project's MIT licence. Copyleft packages may only be optional, separately
 * loaded parts, listed in OPTIONAL_COPYLEFT and named in the README. The test corpus
 * (tests/corpus, a licence per file in its MANIFEST.json, some LGPL or CC-BY-SA) is test data:
 * no shipped file reads it.
 *
 * Fonts: every face the server serves (server/fonts/catalogue.json) is under a licence cleared
 * for commercial printing and for embedding in the print files we make (FONT_LICENCES), recorded
 * in the catalogue as its package and the font's own metadata state it.
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
 * libvips (LGPL-3.0-or-later) under sharp, the server's image processing (`/images/process`):
 * npm installs one prebuilt shared library for the platform (`@img/sharp-libvips-<platform>`, or
 * inside the Windows and wasm builds), which sharp's Apache-2.0 addon links dynamically and which
 * can be replaced by any other libvips build (sharp's documented custom-libvips install) — what
 * the LGPL asks. Server only: nothing shipped to browsers imports sharp (checked below).
 */
const LIBVIPS_PART = /^@img\/sharp-(libvips-[a-z0-9-]+|wasm32|win32-[a-z0-9]+)$/;
/** The one product file that imports sharp. */
const SHARP_SERVER_FILE = 'server/images/render.ts';

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

/**
 * Font licences cleared for commercial printing, and for embedding subsets or outlines in a
 * customer's print file: the SIL Open Font License allows use, embedding and sale of printed
 * work (it only forbids selling the fonts alone), Apache-2.0 and MIT allow anything with notice.
 * Not here: the Ubuntu Font Licence (UFL-1.0) and anything non-commercial.
 */
const FONT_LICENCES = new Set(['OFL-1.1', 'Apache-2.0', 'MIT']);
/** Words the licence text shipped in each font package must contain. */
const LICENCE_TEXT: Record<string, RegExp> = {
  'OFL-1.1': /SIL Open Font License, Version 1\.1/,
  'Apache-2.0': /Apache License,?\s+Version 2\.0/,
  MIT: /Permission is hereby granted, free of charge/,
};
/** The packages our fonts come from. */
const FONT_PACKAGE = /^@fontsource\//;

interface CatalogueFamily {
  name: string;
  licence: string;
  package: string;
  version: string;
  variants: { name: string; files: { url: string; file: string }[] }[];
}

function fontCatalogue(): CatalogueFamily[] {
  const file = path.join(ROOT, 'server/fonts/catalogue.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { families: CatalogueFamily[] }).families;
}

function installed(pkg: string): { license?: string; version?: string } {
  return JSON.parse(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as {
    license?: string;
    version?: string;
  };
}

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
      .filter((x) => !(LIBVIPS_PART.test(x.name) && /LGPL-3\.0-or-later/.test(x.licence)))
      .filter((x) => !(FONT_PACKAGE.test(x.name) && FONT_LICENCES.has(x.licence)))
      .map((x) => `${x.name}: ${x.licence}`);
    expect(offenders).toEqual([]);
  });

  it('every served font face is under a licence cleared for commercial printing', () => {
    const faces = fontCatalogue().flatMap((f) =>
      f.variants.flatMap((v) =>
        v.files.map((file) => ({ family: f, face: `${f.name} ${v.name}`, file })),
      ),
    );
    expect(faces.length).toBeGreaterThan(240);
    const offenders = faces
      .filter(({ family }) => !FONT_LICENCES.has(family.licence))
      .map(({ face, family }) => `${face}: ${family.licence}`);
    expect(offenders).toEqual([]);
  });

  it("every family's recorded licence is its package's, and the package ships that licence's text", () => {
    const wrong: string[] = [];
    for (const family of fontCatalogue()) {
      const pkg = installed(family.package);
      const meta = JSON.parse(
        readFileSync(path.join(ROOT, 'node_modules', family.package, 'metadata.json'), 'utf8'),
      ) as { license: { type: string } };
      const text = readFileSync(path.join(ROOT, 'node_modules', family.package, 'LICENSE'), 'utf8');
      if (pkg.license !== family.licence) wrong.push(`${family.name}: package ${pkg.license}`);
      if (meta.license.type !== family.licence)
        wrong.push(`${family.name}: font ${meta.license.type}`);
      if (!LICENCE_TEXT[family.licence]?.test(text)) wrong.push(`${family.name}: LICENSE text`);
      if (pkg.version !== family.version) wrong.push(`${family.name}: version ${pkg.version}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every font package the product depends on is in the catalogue, and only those', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const dependencies = Object.keys(pkg.dependencies).filter((d) => FONT_PACKAGE.test(d));
    expect(
      fontCatalogue()
        .map((f) => f.package)
        .sort(),
    ).toEqual(dependencies.sort());
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

  it('libvips (LGPL) reaches only the server, through sharp, in one file', () => {
    const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], {
      cwd: ROOT,
    })
      .toString('utf8')
      .split('\0')
      .filter((f) => /\.(ts|tsx|js|mjs)$/.test(f) && !/\.test\.tsx?$|^tests\//.test(f));
    const importing = files.filter((f) =>
      /from 'sharp'|import\('sharp'\)|require\('sharp'\)/.test(
        readFileSync(path.join(ROOT, f), 'utf8'),
      ),
    );
    expect(importing).toEqual([SHARP_SERVER_FILE]);
    const lgpl = lockPackages()
      .filter(([, e]) => /LGPL/.test(e.license ?? ''))
      .map(([p]) => p.replace(/^.*node_modules\//, ''))
      .filter((name) => name !== 'libheif-js');
    expect(lgpl.length).toBeGreaterThan(0);
    expect(lgpl.filter((name) => !LIBVIPS_PART.test(name))).toEqual([]);
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

  it.each([
    ['OFL-1.1', true],
    ['Apache-2.0', true],
    ['MIT', true],
    ['UFL-1.0', false],
    ['CC-BY-NC-4.0', false],
    ['UNKNOWN', false],
  ])('font licence %s cleared for printing: %s', (id, ok) =>
    expect(FONT_LICENCES.has(id)).toBe(ok),
  );
});
