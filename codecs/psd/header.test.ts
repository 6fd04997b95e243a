/** Tricky and broken inputs for the PSD / PSB header parser. */
import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../src/domain/imaging/byteSource';
import { PipelineError } from '../../src/domain/imaging/errors';
import { readHeader } from '../readHeader';
import { bytes, u16be, u32be } from '../common/testing/bytes';

const read = (b: Uint8Array) => readHeader(bytesSource(b));

async function key(b: Uint8Array): Promise<string> {
  try {
    await read(b);
    return 'ok';
  } catch (error) {
    return error instanceof PipelineError ? error.failure.key : `other: ${String(error)}`;
  }
}

function resource(id: number, data: number[]): Uint8Array {
  return bytes('8BIM', u16be(id), [0, 0], u32be(data.length), data, data.length & 1 ? [0] : []);
}
const resolution = (dpi: number) =>
  resource(0x03ed, [...u32be(dpi * 65536), 0, 1, 0, 1, ...u32be(dpi * 65536), 0, 1, 0, 1]);
const versionInfo = (merged: boolean) => resource(0x0421, [0, 0, 0, 1, merged ? 1 : 0, 0, 0, 0, 0]);

function psd(opts: {
  version?: number;
  width?: number;
  height?: number;
  channels?: number;
  depth?: number;
  mode?: number;
  layerCount?: number;
  resources?: Uint8Array[];
  cut?: number;
}): Uint8Array {
  const psb = (opts.version ?? 1) === 2;
  const res = bytes(...(opts.resources ?? []));
  const layerInfo =
    opts.layerCount === undefined
      ? bytes()
      : bytes(psb ? [0, 0, 0, 0] : [], u32be(2), u16be(opts.layerCount & 0xffff));
  const layerLength = psb ? bytes([0, 0, 0, 0], u32be(layerInfo.length)) : u32be(layerInfo.length);
  const file = bytes(
    '8BPS',
    u16be(opts.version ?? 1),
    new Array<number>(6).fill(0),
    u16be(opts.channels ?? 3),
    u32be(opts.height ?? 200),
    u32be(opts.width ?? 360),
    u16be(opts.depth ?? 8),
    u16be(opts.mode ?? 3),
    u32be(0),
    u32be(res.length),
    res,
    layerLength,
    layerInfo,
    u16be(1),
    [0, 0, 0, 0],
  );
  return opts.cut ? file.subarray(0, opts.cut) : file;
}

describe('PSD/PSB header', () => {
  it('reads DPI, hasRealMergedData and the image data offset', async () => {
    const h = await read(psd({ resources: [resolution(300), versionInfo(false)] }));
    expect([h.format, h.width, h.height, h.dpi]).toEqual(['psd', 360, 200, [300, 300]]);
    expect(h.extra).toMatchObject({
      hasRealMergedData: false,
      compression: 1,
      channels: 3,
      colorMode: 3,
    });
    // header 26, colour mode length 4, resources length 4 + 28 + 22 (padded), layer length 4
    expect(h.extra?.imageDataOffset).toBe(26 + 4 + 4 + 28 + 22 + 4);
  });

  it('reads PSB (8-byte section lengths, 300,000 px limit)', async () => {
    const h = await read(psd({ version: 2, width: 40_000, layerCount: 3 }));
    expect([h.format, h.width, h.extra?.layerCount]).toEqual(['psb', 40_000, 3]);
  });

  it('reports merged transparency from a negative layer count', async () => {
    expect((await read(psd({ channels: 4, layerCount: -2 }))).hasAlpha).toBe(true);
    expect((await read(psd({ channels: 4, layerCount: 2 }))).hasAlpha).toBe(false);
  });

  it.each([
    ['width 2147483647', psd({ width: 2147483647 })],
    ['width 40,000 in a PSD', psd({ width: 40_000 })],
    ['zero height', psd({ height: 0 })],
    ['depth 7', psd({ depth: 7 })],
    ['colour mode 5', psd({ mode: 5 })],
    ['no channels', psd({ channels: 0 })],
    ['cut before the image data', psd({ resources: [resolution(72)], cut: 60 })],
    ['header only', psd({ cut: 26 })],
  ])('%s → corrupt, before allocating anything', async (_n, file) => {
    expect(await key(file)).toBe('corruptImage');
  });
});
