/**
 * Size limits (issue 13, README "File size limits"): no product file over 400 lines, no React
 * component over 200 lines.
 *
 * A product file is a source file the product is built or served from: a `.ts`, `.tsx`, `.css`,
 * `.js`, `.mjs` or `.cjs` file under `src/`, `workers/`, `wasm/` or `server/`, except tests
 * (`*.test.*`, `*.spec.*`), test helpers (anything in a `testing/` or `test/` folder) and generated
 * files (`wasm/build/`). The bench and tool pages live in `harness/`, outside the product folders.
 * A React component is measured by its file: every product `.tsx` file is at most 200 lines, so
 * no component in it can be longer. Lines are counted as `wc -l` does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Longest product file, lines. */
const MAX_FILE_LINES = 400;
/** Longest React component file (.tsx), lines. */
const MAX_COMPONENT_LINES = 200;

const ROOT = path.resolve(import.meta.dirname, '../..');
const PRODUCT_FOLDERS = ['src', 'workers', 'wasm', 'server'];
const SOURCE_EXTENSION = /\.(ts|tsx|css|js|mjs|cjs)$/;
const TEST_FILE = /\.(test|spec)\.[^/]+$/;
const TEST_FOLDER = /(^|\/)(testing|test)\//;
/** Folders under the product folders that are not product: generated files. */
const NOT_PRODUCT = ['wasm/build/'];

/** Whether a repository path (forward slashes, from the root) is a product file. */
function isProductFile(file: string): boolean {
  return (
    PRODUCT_FOLDERS.some((folder) => file.startsWith(`${folder}/`)) &&
    SOURCE_EXTENSION.test(file) &&
    !TEST_FILE.test(file) &&
    !TEST_FOLDER.test(file) &&
    !NOT_PRODUCT.some((folder) => file.startsWith(folder))
  );
}

/** Every file under a folder, as repository paths. */
function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

function lineCount(file: string): number {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

const productFiles = PRODUCT_FOLDERS.flatMap(filesUnder).filter(isProductFile).sort();

/** "path: N lines" for each file over `max`. */
function overLimit(files: string[], max: number): string[] {
  return files
    .map((file) => ({ file, lines: lineCount(file) }))
    .filter(({ lines }) => lines > max)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
}

describe('what a product file is', () => {
  it.each([
    ['src/features/uploads/uploadManager.ts', true],
    ['src/features/uploads/UploadsPanel.tsx', true],
    ['src/app/styles.css', true],
    ['workers/pipeline/pipeline.worker.ts', true],
    ['wasm/assembly/lzw.ts', true],
    ['wasm/reference/lzw.ts', true],
    ['server/app.ts', true],
    ['scripts/dev.mjs', false],
    ['tests/unit/fileSizes.test.ts', false],
    ['src/features/uploads/chunkedUpload.test.ts', false],
    ['src/features/preview/panelScene.spec.ts', false],
    ['server/testing/testApp.ts', false],
    ['workers/decoders/tiff/testing/tiffWriter.ts', false],
    ['wasm/test/lzwEncoder.ts', false],
    ['wasm/build/kernels.wasm', false],
    ['harness/editor/editorBench.ts', false],
    ['src/features/uploads/index.json', false],
    ['workers/export/README.md', false],
  ])('%s: %s', (file, product) => {
    expect(isProductFile(file)).toBe(product);
  });

  it('finds the product in this repository', () => {
    expect(productFiles).toContain('src/main.tsx');
    expect(productFiles).toContain('server/app.ts');
    expect(productFiles).toContain('workers/pipeline/pipeline.worker.ts');
    expect(productFiles).toContain('src/app/styles.css');
    expect(productFiles.filter((f) => f.endsWith('.tsx')).length).toBeGreaterThan(10);
  });
});

describe('size limits', () => {
  it(`no product file is over ${MAX_FILE_LINES} lines`, () => {
    expect(
      overLimit(productFiles, MAX_FILE_LINES),
      `split these along their concepts (README, File size limits)`,
    ).toEqual([]);
  });

  it(`no React component (product .tsx file) is over ${MAX_COMPONENT_LINES} lines`, () => {
    const components = productFiles.filter((file) => file.endsWith('.tsx'));
    expect(
      overLimit(components, MAX_COMPONENT_LINES),
      `split these into smaller components (README, File size limits)`,
    ).toEqual([]);
  });
});
