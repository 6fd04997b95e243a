/** The lint rule that enforces the folder arrows, checked at each arrow of the README. */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
// @ts-expect-error -- plain JS module without types
import { checkArrow, zoneOf } from '../../eslint/import-arrows.js';

const check = checkArrow as (from: string, to: string, rel: string) => string | null;
const zone = zoneOf as (file: string) => string;
const ROOT = path.resolve(import.meta.dirname, '../..');

describe('import arrows', () => {
  it.each([
    ['src/domain', 'src/domain', 'src/domain/units', true],
    ['src/domain', 'src/api', 'src/api/baseApi', false],
    ['src/embed-sdk', 'src/domain', 'src/domain/embed/protocol', true],
    ['src/embed-sdk', 'src/platform', 'src/platform/parentWindow', false],
    ['src/domain', 'src/platform', 'src/platform/cookies', false],
    ['src/app', 'src/features/product', 'src/features/product/productSlice', true],
    ['src/features/product', 'src/domain', 'src/domain/units', true],
    ['src/features/product', 'src/api', 'src/api/baseApi', true],
    ['src/features/product', 'src/canvas', 'src/canvas', true],
    ['src/features/product', 'src/canvas', 'src/canvas/designCanvas', false],
    ['src/features/product', 'src/features/panels', 'src/features/panels', true],
    ['src/features/product', 'src/features/panels', 'src/features/panels/panelsSlice', false],
    ['src/features/product', 'src/app', 'src/app/store', false],
    ['src/api', 'src/domain', 'src/domain/apiErrors', true],
    ['src/api', 'src/features/product', 'src/features/product', false],
    ['src/canvas', 'src/domain', 'src/domain/artboard', true],
    ['src/canvas', 'src/features/editor', 'src/features/editor', false],
    ['src/editor', 'src/canvas', 'src/canvas', true],
    ['src/editor', 'src/canvas', 'src/canvas/designCanvas', false],
    ['src/editor', 'src/domain', 'src/domain/editor/history', true],
    ['src/editor', 'src/features/editor', 'src/features/editor', false],
    ['src/editor', 'src/app', 'src/app/store', false],
    ['src/features/editor', 'src/editor', 'src/editor', true],
    ['src/features/editor', 'src/editor', 'src/editor/editorController', false],
    ['src/canvas', 'src/editor', 'src/editor', false],
    ['src/imaging', 'workers', 'workers/pipeline/protocol', true],
    ['src/imaging', 'workers', 'workers/export/protocol', true],
    ['src/imaging', 'workers', 'workers/pipeline/processJob', false],
    ['src/imaging', 'codecs', 'codecs/detectFormat', true],
    ['src/imaging', 'codecs/worker', 'codecs/heic/worker/heif', false],
    ['src/features/uploads', 'codecs/worker', 'codecs/tiff/worker/tiff', false],
    ['server', 'codecs', 'codecs/readHeader', true],
    ['server', 'codecs', 'codecs/svg/svgTokenizer', true],
    ['server', 'codecs/worker', 'codecs/tiff/worker/tiff', false],
    ['codecs', 'src/domain', 'src/domain/imaging/errors', true],
    ['codecs', 'codecs/worker', 'codecs/tiff/worker/tiff', false],
    ['codecs', 'workers', 'workers/pipeline/context', false],
    ['codecs', 'wasm', 'wasm/kernels', false],
    ['codecs/worker', 'codecs', 'codecs/tiff/ifd', true],
    ['codecs/worker', 'workers', 'workers/pipeline/streamDecode', true],
    ['codecs/worker', 'wasm', 'wasm/kernels', true],
    ['codecs/worker', 'src/canvas', 'src/canvas', false],
    ['workers', 'codecs/worker', 'codecs/worker/registry', true],
    ['workers', 'codecs', 'codecs/readHeader', true],
    ['src/ui', 'src/domain', 'src/domain/panels', true],
    ['src/ui', 'src/api', 'src/api/baseApi', false],
    ['workers', 'src/domain', 'src/domain/units', true],
    ['workers', 'wasm', 'wasm/downscale', true],
    ['workers', 'src/canvas', 'src/canvas', false],
    ['wasm', 'src/domain', 'src/domain/units', false],
    ['server', 'src/domain', 'src/domain/pricing', true],
    ['server', 'src/api', 'src/api/baseApi', false],
    ['src/app', 'workers', 'workers/allocationGuard', false],
    // The harness uses the product through its public faces; the product never uses the harness.
    ['harness', 'src/domain', 'src/domain/export/tilePlan', true],
    ['harness', 'src/platform', 'src/platform/engine', true],
    ['harness', 'src/canvas', 'src/canvas', true],
    ['harness', 'src/canvas', 'src/canvas/designDocument', false],
    ['harness', 'src/imaging', 'src/imaging', true],
    ['harness', 'src/imaging', 'src/imaging/workerPool', false],
    ['harness', 'src/features/export', 'src/features/export', true],
    ['harness', 'src/features/export', 'src/features/export/renderSide', false],
    ['harness', 'workers', 'workers/allocationGuard', true],
    ['harness', 'workers', 'workers/decoders/tiff', false],
    ['harness', 'src/app', 'src/app/store', false],
    ['harness', 'root', 'vite.config', true],
    ['harness', 'tests', 'tests/chromium', false],
    ['src/app', 'harness', 'harness/pipeline/pipelineTool', false],
    ['src/features/export', 'harness', 'harness/export/naiveExport', false],
    ['src/canvas', 'harness', 'harness/common/compareRenders', false],
    ['src/imaging', 'harness', 'harness/common/toolPage', false],
    ['src/domain', 'harness', 'harness/common/compareRenders', false],
    ['workers', 'harness', 'harness/pipeline/utifBaseline.worker', false],
    ['server', 'harness', 'harness/pipeline/pipelineTool', false],
    ['tests', 'harness', 'harness/pipeline/pipelineTool', true],
    ['scripts', 'harness', 'harness/editor/editorBench', true],
  ])('%s → %s (%s) allowed: %s', (from, to, rel, allowed) => {
    expect(check(from, to, rel) === null).toBe(allowed);
  });
});

describe('codec zones', () => {
  it.each([
    ['codecs/readHeader.ts', 'codecs'],
    ['codecs/tiff/header.ts', 'codecs'],
    ['codecs/tiff/ifd.ts', 'codecs'],
    ['codecs/common/binary.ts', 'codecs'],
    ['codecs/tiff/worker/tiff.ts', 'codecs/worker'],
    ['codecs/heic/worker/codec.ts', 'codecs/worker'],
    ['codecs/worker/registry.ts', 'codecs/worker'],
  ])('%s is in %s', (file, expected) => {
    expect(zone(path.join(ROOT, file))).toBe(expected);
  });
});
