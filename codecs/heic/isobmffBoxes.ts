/**
 * ISO-BMFF / HEIF boxes: the `meta` box of a HEIF or AVIF file parsed into items (iinf), their
 * locations (iloc), properties (ipco) and associations in order (ipma), references (iref) and
 * the primary item (pitm). In memory: the meta box is read whole (it is small: tens of KB even
 * for a 200 MP grid of 816 tiles).
 */
import type { Bin } from '../common/binary';
import { check, corrupt } from '../common/binary';

export interface BoxRef {
  type: string;
  /** Offset of the payload (after the header) and end, in the Bin. */
  start: number;
  end: number;
}

/** Boxes looked at per container at most. */
const MAX_BOXES = 100_000;

/** The child boxes of [start, end) in `bin`. Corrupt when a size runs past the container. */
export function childBoxes(bin: Bin, start: number, end: number): BoxRef[] {
  const out: BoxRef[] = [];
  let at = start;
  while (at + 8 <= end && out.length < MAX_BOXES) {
    let size = bin.u32(at);
    const type = bin.ascii(at + 4, 4);
    let header = 8;
    if (size === 1) {
      size = bin.u64(at + 8);
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    check(size >= header && at + size <= end, `box ${type} size ${size} at ${at} overruns ${end}`);
    out.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return out;
}

export type HeifProperty =
  | { type: 'ispe'; width: number; height: number }
  | { type: 'irot'; angle: number }
  | { type: 'imir'; axis: number }
  | { type: 'pixi'; bits: number[] }
  | { type: 'auxC'; urn: string }
  | { type: 'clap'; width: number; height: number }
  | { type: 'other'; box: string };

export interface ItemLocation {
  method: number;
  baseOffset: number;
  extents: { offset: number; length: number }[];
}

export interface HeifMeta {
  primary: number | null;
  itemTypes: Map<number, string>;
  contentTypes: Map<number, string>;
  properties: HeifProperty[];
  /** Per item, the 1-based ipco indices in ipma order. */
  associations: Map<number, number[]>;
  refs: { type: string; from: number; to: number[] }[];
  locations: Map<number, ItemLocation>;
  /** Payload of the idat box, relative to the meta Bin. */
  idat: { start: number; end: number } | null;
  /** Items whose infe flags say hidden (not to be shown on their own). */
  hidden: Set<number>;
}

/** Parses the payload of a `meta` FullBox held in `bin` from `start` (after its header) to `end`. */
export function parseMeta(bin: Bin, start: number, end: number): HeifMeta {
  const meta: HeifMeta = {
    primary: null,
    itemTypes: new Map(),
    contentTypes: new Map(),
    properties: [],
    associations: new Map(),
    refs: [],
    locations: new Map(),
    idat: null,
    hidden: new Set(),
  };
  for (const box of childBoxes(bin, start + 4, end)) {
    const version = box.end > box.start ? bin.u8(box.start) : 0;
    const body = box.start + 4; // after a FullBox's version and flags
    switch (box.type) {
      case 'pitm':
        meta.primary = version === 0 ? bin.u16(body) : bin.u32(body);
        break;
      case 'iinf':
        parseIinf(bin, box, version, meta);
        break;
      case 'iloc':
        parseIloc(bin, box, version, meta);
        break;
      case 'iref':
        for (const ref of childBoxes(bin, body, box.end)) {
          const w = version === 0 ? 2 : 4;
          const from = bin.uint(ref.start, w);
          const n = bin.u16(ref.start + w);
          const to: number[] = [];
          for (let i = 0; i < n; i++) to.push(bin.uint(ref.start + w + 2 + i * w, w));
          meta.refs.push({ type: ref.type, from, to });
        }
        break;
      case 'iprp':
        parseIprp(bin, box, meta);
        break;
      case 'idat':
        meta.idat = { start: box.start, end: box.end };
        break;
      default:
    }
  }
  return meta;
}

function parseIinf(bin: Bin, box: BoxRef, version: number, meta: HeifMeta): void {
  const first = box.start + 4 + (version === 0 ? 2 : 4);
  for (const infe of childBoxes(bin, first, box.end)) {
    if (infe.type !== 'infe') continue;
    const v = bin.u8(infe.start);
    if (v < 2) continue; // versions 0/1 (no item_type) are not used by HEIF images
    const idSize = v === 2 ? 2 : 4;
    const id = bin.uint(infe.start + 4, idSize);
    const typeAt = infe.start + 4 + idSize + 2;
    const type = bin.ascii(typeAt, 4);
    meta.itemTypes.set(id, type);
    if (bin.u24(infe.start + 1) & 1) meta.hidden.add(id);
    if (type === 'mime') {
      // item_name\0 content_type\0 ...
      let at = typeAt + 4;
      while (at < infe.end && bin.u8(at) !== 0) at++;
      let content = '';
      for (at++; at < infe.end && bin.u8(at) !== 0 && content.length < 100; at++) {
        content += String.fromCharCode(bin.u8(at));
      }
      meta.contentTypes.set(id, content);
    }
  }
}

function parseIloc(bin: Bin, box: BoxRef, version: number, meta: HeifMeta): void {
  check(version <= 2, `iloc version ${version}`);
  let at = box.start + 4;
  const sizes = bin.u16(at);
  at += 2;
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 15;
  const baseSize = (sizes >> 4) & 15;
  const indexSize = version >= 1 ? sizes & 15 : 0;
  const count = version < 2 ? bin.u16(at) : bin.u32(at);
  at += version < 2 ? 2 : 4;
  for (let i = 0; i < count; i++) {
    const id = version < 2 ? bin.u16(at) : bin.u32(at);
    at += version < 2 ? 2 : 4;
    let method = 0;
    if (version >= 1) {
      method = bin.u16(at) & 15;
      at += 2;
    }
    at += 2; // data_reference_index
    const baseOffset = bin.uint(at, baseSize);
    at += baseSize;
    const extentCount = bin.u16(at);
    at += 2;
    const extents: ItemLocation['extents'] = [];
    for (let e = 0; e < extentCount; e++) {
      at += indexSize;
      const offset = bin.uint(at, offsetSize);
      at += offsetSize;
      const length = bin.uint(at, lengthSize);
      at += lengthSize;
      extents.push({ offset, length });
    }
    meta.locations.set(id, { method, baseOffset, extents });
  }
}

function parseIprp(bin: Bin, box: BoxRef, meta: HeifMeta): void {
  for (const child of childBoxes(bin, box.start, box.end)) {
    if (child.type === 'ipco') {
      for (const p of childBoxes(bin, child.start, child.end))
        meta.properties.push(property(bin, p));
    } else if (child.type === 'ipma') {
      const version = bin.u8(child.start);
      const flags = bin.u24(child.start + 1);
      let at = child.start + 4;
      const count = bin.u32(at);
      at += 4;
      for (let i = 0; i < count; i++) {
        const id = version < 1 ? bin.u16(at) : bin.u32(at);
        at += version < 1 ? 2 : 4;
        const n = bin.u8(at++);
        const list = meta.associations.get(id) ?? [];
        for (let j = 0; j < n; j++) {
          if (flags & 1) {
            list.push(bin.u16(at) & 0x7fff);
            at += 2;
          } else {
            list.push(bin.u8(at) & 0x7f);
            at += 1;
          }
        }
        meta.associations.set(id, list);
      }
    }
  }
}

function property(bin: Bin, p: BoxRef): HeifProperty {
  switch (p.type) {
    case 'ispe':
      return { type: 'ispe', width: bin.u32(p.start + 4), height: bin.u32(p.start + 8) };
    case 'irot':
      return { type: 'irot', angle: bin.u8(p.start) & 3 };
    case 'imir':
      return { type: 'imir', axis: bin.u8(p.start) & 1 };
    case 'pixi': {
      const n = bin.u8(p.start + 4);
      const bits: number[] = [];
      for (let i = 0; i < n; i++) bits.push(bin.u8(p.start + 5 + i));
      return { type: 'pixi', bits };
    }
    case 'auxC': {
      let urn = '';
      for (let at = p.start + 4; at < p.end && bin.u8(at) !== 0 && urn.length < 200; at++) {
        urn += String.fromCharCode(bin.u8(at));
      }
      return { type: 'auxC', urn };
    }
    case 'clap': {
      const frac = (o: number) => {
        const den = bin.u32(o + 4);
        if (den === 0) throw corrupt('clap with zero denominator');
        return bin.u32(o) / den;
      };
      return {
        type: 'clap',
        width: Math.round(frac(p.start)),
        height: Math.round(frac(p.start + 8)),
      };
    }
    default:
      return { type: 'other', box: p.type };
  }
}

/** The properties of an item in ipma order. */
export function propertiesOf(meta: HeifMeta, item: number): HeifProperty[] {
  const out: HeifProperty[] = [];
  for (const index of meta.associations.get(item) ?? []) {
    const p = index > 0 ? meta.properties[index - 1] : undefined;
    if (p) out.push(p);
  }
  return out;
}
