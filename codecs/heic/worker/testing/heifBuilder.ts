/**
 * Builds minimal single-item HEIF files (ftyp, meta with hdlr/pitm/iinf/iloc/iprp, mdat) around
 * an existing HEVC bitstream, with any clap/irot/imir properties in any ipma order: the non-grid
 * path and the transform handling get tested without an encoder.
 */

/** A transformative property, listed in the order the item's ipma associates them. */
export type BuiltProperty =
  | { irot: 0 | 1 | 2 | 3 }
  | { imir: 0 | 1 }
  /** Clean aperture: sizes and centre offsets as fractions [numerator, denominator]. */
  | {
      clap: {
        width: [number, number];
        height: [number, number];
        h: [number, number];
        v: [number, number];
      };
    };

export interface SingleItemSpec {
  /** The complete hvcC box (header included). */
  hvcC: Uint8Array;
  /** Item data: length-prefixed HEVC NAL units. */
  data: Uint8Array;
  /** Coded size (ispe), px. */
  width: number;
  height: number;
  properties: BuiltProperty[];
}

const u8 = (v: number) => Uint8Array.of(v & 255);
const u16 = (v: number) => Uint8Array.of((v >>> 8) & 255, v & 255);
const u32 = (v: number) =>
  Uint8Array.of((v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255);
const str = (s: string) => new TextEncoder().encode(s);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function box(type: string, ...parts: Uint8Array[]): Uint8Array {
  const body = concat(parts);
  return concat([u32(8 + body.length), str(type), body]);
}

function fullBox(type: string, version: number, flags: number, ...parts: Uint8Array[]): Uint8Array {
  return box(type, u8(version), u8(flags >>> 16), u16(flags & 0xffff), ...parts);
}

function propertyBox(p: BuiltProperty): Uint8Array {
  if ('irot' in p) return box('irot', u8(p.irot));
  if ('imir' in p) return box('imir', u8(p.imir));
  const c = p.clap;
  return box('clap', ...[c.width, c.height, c.h, c.v].flatMap(([n, d]) => [u32(n >>> 0), u32(d)]));
}

function meta(spec: SingleItemSpec, dataOffset: number): Uint8Array {
  const props = spec.properties.map(propertyBox);
  // Property indices are 1-based: 1 hvcC, 2 ispe, then the transforms in the given order.
  const assoc = [1, 2, ...props.map((_, i) => 3 + i)].map((i) => u8(0x80 | i)); // all essential
  return fullBox(
    'meta',
    0,
    0,
    fullBox('hdlr', 0, 0, u32(0), str('pict'), u32(0), u32(0), u32(0), u8(0)),
    fullBox('pitm', 0, 0, u16(1)),
    fullBox('iinf', 0, 0, u16(1), fullBox('infe', 2, 0, u16(1), u16(0), str('hvc1'), u8(0))),
    // iloc v0: offset_size 4, length_size 4, base_offset_size 0; one item, one extent.
    fullBox(
      'iloc',
      0,
      0,
      u8(0x44),
      u8(0),
      u16(1),
      u16(1),
      u16(0),
      u16(1),
      u32(dataOffset),
      u32(spec.data.length),
    ),
    box(
      'iprp',
      box('ipco', spec.hvcC, fullBox('ispe', 0, 0, u32(spec.width), u32(spec.height)), ...props),
      fullBox('ipma', 0, 0, u32(1), u16(1), u8(assoc.length), ...assoc),
    ),
  );
}

/** The bytes of a HEIF file with one HEVC item (item 1, primary). */
export function buildSingleItemHeif(spec: SingleItemSpec): Uint8Array {
  const ftyp = box('ftyp', str('heic'), u32(0), str('mif1'), str('heic'));
  const metaLength = meta(spec, 0).length; // the offset field has a fixed size
  const dataOffset = ftyp.length + metaLength + 8;
  return concat([ftyp, meta(spec, dataOffset), box('mdat', spec.data)]);
}

/** The first complete box of `type` found by scanning `bytes` (e.g. a file's hvcC). */
export function findBox(bytes: Uint8Array, type: string): Uint8Array {
  const t = str(type);
  for (let i = 4; i + 4 <= bytes.length; i++) {
    if (
      bytes[i] === t[0] &&
      bytes[i + 1] === t[1] &&
      bytes[i + 2] === t[2] &&
      bytes[i + 3] === t[3]
    ) {
      const size = new DataView(bytes.buffer, bytes.byteOffset + i - 4, 4).getUint32(0);
      return bytes.slice(i - 4, i - 4 + size);
    }
  }
  throw new Error(`no ${type} box`);
}
