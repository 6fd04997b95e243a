import { describe, expect, it } from 'vitest';
import { bytesSource } from '../../src/domain/imaging/byteSource';
import { detectFormat } from '../detectFormat';
import { PipelineError } from '../../src/domain/imaging/errors';
import { readHeader } from '../readHeader';
import type { Part } from '../common/testing/bytes';
import { box, bytes, exifEntries, fullBox, tiff, u16be, u32be } from '../common/testing/bytes';

interface Item {
  id: number;
  type: string;
  props: number[];
  /** construction method 0 (file offset into `mdat` payload) or 1 (idat); data appended there. */
  data?: { method: 0 | 1; bytes: Uint8Array };
}

interface Spec {
  brands?: string[];
  primary?: number | null;
  items: Item[];
  props: Uint8Array[];
  refs?: { type: string; from: number; to: number[] }[];
  mdatFirst?: boolean;
}

const ispe = (w: number, h: number) => fullBox('ispe', 0, 0, u32be(w), u32be(h));
const irot = (a: number) => box('irot', [a]);
const imir = (axis: number) => box('imir', [axis]);
const pixi = (...bits: number[]) => fullBox('pixi', 0, 0, [bits.length, ...bits]);
const auxC = (urn: string) => fullBox('auxC', 0, 0, urn, '\0');

/** A HEIF file: ftyp, meta (pitm, iinf, iloc, iprp, iref, idat) and mdat, in either order. */
function heif(spec: Spec): Uint8Array {
  const ftyp = box(
    'ftyp',
    spec.brands?.[0] ?? 'heic',
    u32be(0),
    ...(spec.brands ?? ['mif1', 'heic']),
  );
  const idat: number[] = [];
  const mdat: number[] = [];
  const placed = spec.items.map((it) => {
    if (!it.data) return { it, offset: 0, length: 0 };
    const target = it.data.method === 1 ? idat : mdat;
    const offset = target.length;
    target.push(...it.data.bytes);
    return { it, offset, length: it.data.bytes.length };
  });
  const build = (mdatOffset: number) => {
    const iloc = fullBox(
      'iloc',
      1,
      0,
      [0x44, 0x00],
      u16be(placed.length),
      ...placed.map(({ it, offset, length }) =>
        bytes(
          u16be(it.id),
          u16be(it.data?.method ?? 0),
          u16be(0),
          u16be(1),
          u32be(it.data?.method === 1 ? offset : mdatOffset + offset),
          u32be(length),
        ),
      ),
    );
    const parts: Part[] = [
      fullBox('hdlr', 0, 0, u32be(0), 'pict', new Array<number>(12).fill(0), '\0'),
    ];
    if (spec.primary !== null) parts.push(fullBox('pitm', 0, 0, u16be(spec.primary ?? 1)));
    parts.push(
      fullBox(
        'iinf',
        0,
        0,
        u16be(spec.items.length),
        ...spec.items.map((it) => fullBox('infe', 2, 0, u16be(it.id), u16be(0), it.type, '\0')),
      ),
      iloc,
      box(
        'iprp',
        box('ipco', ...spec.props),
        fullBox(
          'ipma',
          0,
          0,
          u32be(spec.items.length),
          ...spec.items.map((it) => bytes(u16be(it.id), [it.props.length], it.props)),
        ),
      ),
    );
    if (spec.refs) {
      parts.push(
        fullBox(
          'iref',
          0,
          0,
          ...spec.refs.map((r) =>
            box(r.type, u16be(r.from), u16be(r.to.length), ...r.to.map(u16be)),
          ),
        ),
      );
    }
    if (idat.length) parts.push(box('idat', idat));
    return fullBox('meta', 0, 0, ...parts);
  };
  const mdatBox = (n: number[]) => box('mdat', n);
  if (spec.mdatFirst) {
    const m = mdatBox(mdat);
    return bytes(ftyp, m, build(ftyp.length + 8));
  }
  const metaLength = build(0).length;
  return bytes(ftyp, build(ftyp.length + metaLength + 8), mdatBox(mdat));
}

const exifItem = (orientation: number): Uint8Array =>
  bytes(
    u32be(6),
    'Exif\0\0',
    tiff(false, [exifEntries({ orientation, dpi: [72, 72], unit: 2 })]).bytes,
  );

async function key(b: Uint8Array): Promise<string> {
  try {
    await readHeader(bytesSource(b));
    return 'ok';
  } catch (error) {
    return error instanceof PipelineError ? error.failure.key : `other: ${String(error)}`;
  }
}

describe('HEIF/AVIF header', () => {
  it('composes irot and imir in ipma order and swaps the display size', async () => {
    const props = [ispe(400, 300), irot(1), imir(0), pixi(8, 8, 8)];
    const a = await readHeader(
      bytesSource(heif({ items: [{ id: 1, type: 'hvc1', props: [1, 2, 3, 4] }], props })),
    );
    expect([a.width, a.height, a.bitDepth]).toEqual([400, 300, 8]);
    expect(a.orientation).toEqual({ rotate: 90, flipHorizontal: true });
    const b = await readHeader(
      bytesSource(heif({ items: [{ id: 1, type: 'hvc1', props: [1, 3, 2] }], props })),
    );
    expect(b.orientation).toEqual({ rotate: 270, flipHorizontal: true });
  });

  it('reports EXIF Orientation but never applies it', async () => {
    const file = heif({
      items: [
        { id: 1, type: 'hvc1', props: [1] },
        { id: 2, type: 'Exif', props: [], data: { method: 0, bytes: exifItem(6) } },
      ],
      props: [ispe(4032, 3024)],
      refs: [{ type: 'cdsc', from: 2, to: [1] }],
      mdatFirst: true,
    });
    const h = await readHeader(bytesSource(file));
    expect([h.orientationTag, h.extra?.hasExifOrientation, h.dpi]).toEqual([6, true, [72, 72]]);
    expect(h.orientation).toEqual({ rotate: 0, flipHorizontal: false });
  });

  it('tells an alpha auxiliary image from a depth map', async () => {
    const withAux = (urn: string) =>
      heif({
        items: [
          { id: 1, type: 'av01', props: [1] },
          { id: 2, type: 'av01', props: [1, 2] },
        ],
        props: [ispe(64, 64), auxC(urn)],
        refs: [{ type: 'auxl', from: 2, to: [1] }],
        brands: ['avif', 'mif1'],
      });
    const alpha = await readHeader(
      bytesSource(withAux('urn:mpeg:mpegB:cicp:systems:auxiliary:alpha')),
    );
    expect([alpha.format, alpha.hasAlpha]).toEqual(['avif', true]);
    const depth = await readHeader(bytesSource(withAux('urn:com:apple:photo:2020:aux:hdrgainmap')));
    expect(depth.hasAlpha).toBe(false);
  });

  it('reads a grid from idat and picks thumbnails', async () => {
    const grid = bytes([0, 0, 1, 2], u16be(1536), u16be(1024));
    const file = heif({
      items: [
        { id: 1, type: 'grid', props: [1, 4], data: { method: 1, bytes: grid } },
        ...[2, 3, 4, 5, 6, 7].map((id) => ({ id, type: 'hvc1', props: [2, 5] })),
        { id: 8, type: 'hvc1', props: [3], data: { method: 0, bytes: bytes([1, 2, 3, 4]) } },
        { id: 9, type: 'hvc1', props: [6], data: { method: 0, bytes: bytes([5, 6, 7, 8]) } },
      ],
      props: [
        ispe(1536, 1024),
        ispe(512, 512),
        ispe(320, 240),
        pixi(10, 10, 10),
        pixi(8, 8, 8),
        ispe(2000, 1500),
      ],
      refs: [
        { type: 'dimg', from: 1, to: [2, 3, 4, 5, 6, 7] },
        { type: 'thmb', from: 9, to: [1] },
        { type: 'thmb', from: 8, to: [1] },
      ],
    });
    const h = await readHeader(bytesSource(file));
    expect(h.extra).toMatchObject({
      isGrid: true,
      rows: 2,
      columns: 3,
      tileWidth: 512,
      tileHeight: 512,
      tileCount: 6,
    });
    expect(h.bitDepth).toBe(10);
    expect(h.preview).toMatchObject({
      kind: 'heif-item',
      itemId: 8,
      width: 320,
      height: 240,
      length: 4,
    });
    const p = h.preview as { offset: number };
    expect(Array.from(file.subarray(p.offset, p.offset + 4))).toEqual([1, 2, 3, 4]);
  });

  it('prefers a JPEG thumbnail item', async () => {
    const file = heif({
      items: [
        { id: 1, type: 'hvc1', props: [1] },
        { id: 2, type: 'hvc1', props: [2], data: { method: 0, bytes: bytes([9, 9]) } },
        {
          id: 3,
          type: 'jpeg',
          props: [2],
          data: { method: 0, bytes: bytes([0xff, 0xd8, 0xff, 0xd9]) },
        },
      ],
      props: [ispe(100, 100), ispe(32, 32)],
      refs: [
        { type: 'thmb', from: 2, to: [1] },
        { type: 'thmb', from: 3, to: [1] },
      ],
    });
    const h = await readHeader(bytesSource(file));
    expect(h.preview).toMatchObject({ kind: 'jpeg', length: 4 });
    expect(h.extra?.thumbnailItemId).toBe(2);
  });

  it.each([
    ['avif major brand', ['avif', 'mif1'], 'avif'],
    ['heic major brand', ['heic', 'mif1'], 'heic'],
    ['mif1 with avif compatible', ['mif1', 'avif'], 'avif'],
    ['mif1 alone', ['mif1', 'miaf'], 'heic'],
    ['msf1 alone', ['msf1'], 'heic'],
    ['an MP4 video', ['isom', 'mp41'], null],
  ])('detects %s', (_name, brands, want) => {
    expect(detectFormat(box('ftyp', brands[0] ?? '', u32be(0), ...brands))).toBe(want);
  });

  it.each([
    [
      'no primary item',
      heif({ primary: null, items: [{ id: 1, type: 'hvc1', props: [1] }], props: [ispe(8, 8)] }),
    ],
    [
      'primary without ispe',
      heif({ items: [{ id: 1, type: 'hvc1', props: [] }], props: [ispe(8, 8)] }),
    ],
    ['zero-size ispe', heif({ items: [{ id: 1, type: 'hvc1', props: [1] }], props: [ispe(0, 8)] })],
    ['no meta box', bytes(box('ftyp', 'heic', u32be(0), 'mif1'), box('mdat', [1, 2, 3]))],
    [
      'a box running past the file',
      bytes(box('ftyp', 'heic', u32be(0), 'mif1'), u32be(1000), 'meta', [0, 0, 0, 0]),
    ],
    [
      'ipma past its box',
      bytes(
        box('ftyp', 'heic', u32be(0), 'mif1'),
        fullBox('meta', 0, 0, box('iprp', fullBox('ipma', 0, 0, u32be(50)))),
      ),
    ],
  ])('%s → corrupt', async (_name, file) => {
    expect(await key(file)).toBe('corruptImage');
  });
});
