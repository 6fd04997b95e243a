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
    ['src/imaging', 'workers', 'workers/protocol', true],
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
    ['src/tools', 'src/imaging', 'src/imaging', true],
    ['src/tools', 'workers', 'workers/allocationGuard', true],
    ['src/tools', 'workers', 'workers/pipeline/processJob', false],
    ['src/app', 'workers', 'workers/allocationGuard', false],
  ])('%s → %s (%s) allowed: %s', (from, to, rel, allowed) => {
    expect(check(from, to, rel) === null).toBe(allowed);
  });
});

describe('codec zones', () => {
  it.each([
    ['codecs/readHeader.ts', 'codecs'],
    ['codecs/tiff/header.ts', 'codecs'],
    ['codecs/tiff/ifd.ts', 'codecs'],
    ['codecs/shared/binary.ts', 'codecs'],
    ['codecs/tiff/worker/tiff.ts', 'codecs/worker'],
    ['codecs/heic/worker/codec.ts', 'codecs/worker'],
    ['codecs/worker/registry.ts', 'codecs/worker'],
  ])('%s is in %s', (file, expected) => {
    expect(zone(path.join(ROOT, file))).toBe(expected);
  });
});
