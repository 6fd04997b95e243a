/**
 * decodePsd on bad input: absurd headers, lying section lengths, truncations, damaged
 * compressed data, unsupported mode/depth pairs and aborts all end in a typed PipelineError,
 * fast and without reading (or allocating for) the claimed sizes.
 */
import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import { bytesSource } from '../../../src/domain/imaging/byteSource';
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import { testContext, testHeader } from '../../worker/testing/testContext';
import type { DecodeContext } from '../../worker/types';
import { decodePsd } from './psd';
import { buildPsd, plane } from './testing/psdBuilder';
import type { PsdSpec } from './testing/psdBuilder';
import { FIXTURES_DIR } from '../../../tests/fixtures';

const FIXTURES = FIXTURES_DIR;
const deflate = (d: Uint8Array): Uint8Array => zlib.deflateSync(d);
const rgb8 = new Uint8Array(readFileSync(`${FIXTURES}/psd/rgb8-layered-max-compat.psd`));
const rgb16 = new Uint8Array(readFileSync(`${FIXTURES}/psd/rgb16-layered.psd`));
/** rgb8-layered-max-compat.psd: section length fields (see the fixture's layout). */
const RESOURCES_LENGTH_AT = 30; // colour mode data is empty
const LAYER_LENGTH_AT = 34 + new DataView(rgb8.buffer).getUint32(30);
const IMAGE_DATA_AT = 70786;

/** A ByteSource that counts what is read. */
function counted(bytes: Uint8Array): ByteSource & { bytesRead: number } {
  const inner = bytesSource(bytes);
  const source = {
    size: inner.size,
    bytesRead: 0,
    read: async (offset: number, length: number) => {
      const got = await inner.read(offset, length);
      source.bytesRead += got.length;
      return got;
    },
  };
  return source;
}

/** Decodes, expects a PipelineError with `key`; returns the time taken (ms) and bytes read. */
async function failsWith(
  bytes: Uint8Array,
  key: string,
  ctx: Partial<DecodeContext> = {},
): Promise<{ ms: number; bytesRead: number }> {
  const source = counted(bytes);
  const sink = { rect: () => undefined, rowsDone: () => undefined };
  const t0 = performance.now();
  const error = await decodePsd(source, testHeader('psd', 1, 1), sink, testContext(ctx)).then(
    () => null,
    (e: unknown) => e,
  );
  const ms = performance.now() - t0;
  expect(error, `expected ${key}`).toBeInstanceOf(PipelineError);
  expect((error as PipelineError).failure.key).toBe(key);
  expect(ms).toBeLessThan(1000);
  return { ms, bytesRead: source.bytesRead };
}

function patched(bytes: Uint8Array, at: number, value: number, size: 2 | 4 = 4): Uint8Array {
  const copy = bytes.slice();
  const view = new DataView(copy.buffer);
  if (size === 2) view.setUint16(at, value);
  else view.setUint32(at, value);
  return copy;
}

const tiny: PsdSpec = {
  width: 8,
  height: 4,
  depth: 8,
  mode: 3,
  compression: 1,
  channels: [0, 1, 2].map((c) => plane(8, 4, 8, (x) => x * c)),
};

describe('decodePsd on bad input', () => {
  it('bad/psd-absurd-width-2147483647.psd → corrupt from the header alone', async () => {
    const bytes = new Uint8Array(readFileSync(`${FIXTURES}/bad/psd-absurd-width-2147483647.psd`));
    const { bytesRead } = await failsWith(bytes, PipelineErrorKey.corrupt);
    expect(bytesRead).toBeLessThanOrEqual(64);
  });

  it.each([
    ['PSD 30001 px wide', { width: 30001 }, 1],
    ['PSD 30001 px tall', { height: 30001 }, 1],
    ['PSB 300001 px wide', { width: 300001 }, 2],
    ['zero width', { width: 0 }, 1],
    ['zero channels', { channels: 0 }, 1],
  ] as const)('%s → corrupt before reading on', async (_name, overrides, version) => {
    const { bytesRead } = await failsWith(
      buildPsd({ ...tiny, version, headerOverrides: overrides }, deflate),
      PipelineErrorKey.corrupt,
    );
    expect(bytesRead).toBeLessThanOrEqual(64);
  });

  it('a PSB within the limits but claiming more data than the file holds → corrupt, nothing big allocated', async () => {
    await failsWith(
      buildPsd(
        { ...tiny, version: 2, compression: 0, headerOverrides: { width: 300000, height: 300000 } },
        deflate,
      ),
      PipelineErrorKey.corrupt,
    );
    await failsWith(
      buildPsd(
        { ...tiny, version: 2, compression: 1, headerOverrides: { width: 300000, height: 300000 } },
        deflate,
      ),
      PipelineErrorKey.corrupt,
    );
  });

  it('header fields outside the spec', async () => {
    await failsWith(patched(rgb8, 0, 0x38425051), PipelineErrorKey.unsupportedType); // not 8BPS
    await failsWith(patched(rgb8, 4, 3, 2), PipelineErrorKey.corrupt); // version 3
    await failsWith(patched(rgb8, 22, 7, 2), PipelineErrorKey.corrupt); // depth 7
    await failsWith(patched(rgb8, 24, 5, 2), PipelineErrorKey.corrupt); // mode 5
  });

  it('lying section lengths → corrupt', async () => {
    await failsWith(patched(rgb8, 26, 0x7fffffff), PipelineErrorKey.corrupt); // colour mode data
    await failsWith(patched(rgb8, RESOURCES_LENGTH_AT, 0x7fffffff), PipelineErrorKey.corrupt);
    await failsWith(patched(rgb8, LAYER_LENGTH_AT, 0x7fffffff), PipelineErrorKey.corrupt);
    // Pointing into the layer data: what is read as the compression field is garbage.
    await failsWith(patched(rgb8, LAYER_LENGTH_AT, 1000), PipelineErrorKey.corrupt);
    // 2 bytes too long: the first row count is read as the compression field.
    await failsWith(
      patched(rgb8, LAYER_LENGTH_AT, new DataView(rgb8.buffer).getUint32(LAYER_LENGTH_AT) + 2),
      PipelineErrorKey.corrupt,
    );
    // PSB: an 8-byte layer length beyond 2^40.
    const psb = buildPsd({ ...tiny, version: 2 }, deflate);
    const lying = psb.slice();
    new DataView(lying.buffer).setUint32(34, 0x100);
    await failsWith(lying, PipelineErrorKey.corrupt);
  });

  it('RLE row counts that cannot be PackBits of a row → corrupt', async () => {
    await failsWith(patched(rgb8, IMAGE_DATA_AT + 2, 0xffff, 2), PipelineErrorKey.corrupt);
  });

  it.each([0, 10, 26, 29, 33, 1000, 22_154, 70_786, 70_790, 72_000, 80_000, 95_258])(
    'rgb8-layered-max-compat.psd cut at %i bytes → corrupt',
    async (cut) => {
      await failsWith(rgb8.subarray(0, cut), PipelineErrorKey.corrupt);
    },
  );

  it.each([175_176, 200_000, rgb16.length - 1])(
    'rgb16-layered.psd (raw 16-bit) cut at %i bytes → corrupt',
    async (cut) => {
      await failsWith(rgb16.subarray(0, cut), PipelineErrorKey.corrupt);
    },
  );

  it('unknown compression → corrupt; damaged or cut ZIP data → corrupt', async () => {
    await failsWith(patched(rgb8, IMAGE_DATA_AT, 7, 2), PipelineErrorKey.corrupt);
    const zip = buildPsd({ ...tiny, compression: 3, width: 8, height: 4 }, deflate);
    const damaged = zip.slice();
    for (let i = zip.length - 20; i < zip.length - 4; i++) damaged[i]! ^= 0xa5;
    await failsWith(damaged, PipelineErrorKey.corrupt);
    await failsWith(zip.subarray(0, zip.length - 10), PipelineErrorKey.corrupt);
  });

  it('mode/depth pairs Photoshop does not write → unsupportedType; Indexed without a palette → corrupt', async () => {
    const cmyk32 = buildPsd(
      {
        width: 2,
        height: 2,
        depth: 32,
        mode: 4,
        channels: [0, 1, 2, 3].map(() => plane(2, 2, 32, () => 0)),
      },
      deflate,
    );
    await failsWith(cmyk32, PipelineErrorKey.unsupportedType);
    const indexed16 = buildPsd(
      { width: 2, height: 2, depth: 16, mode: 2, channels: [plane(2, 2, 16, () => 0)] },
      deflate,
    );
    await failsWith(indexed16, PipelineErrorKey.unsupportedType);
    const noPalette = buildPsd(
      { width: 2, height: 2, depth: 8, mode: 2, channels: [plane(2, 2, 8, () => 0)] },
      deflate,
    );
    await failsWith(noPalette, PipelineErrorKey.corrupt);
    const rgbOneChannel = buildPsd(
      { width: 2, height: 2, depth: 8, mode: 3, channels: [plane(2, 2, 8, () => 0)] },
      deflate,
    );
    await failsWith(rgbOneChannel, PipelineErrorKey.corrupt);
  });

  it('an aborted signal stops the decode', async () => {
    const controller = new AbortController();
    controller.abort();
    await failsWith(rgb8, PipelineErrorKey.aborted, { signal: controller.signal });
  });
});
