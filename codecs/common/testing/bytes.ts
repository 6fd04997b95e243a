/**
 * Byte builders for the header parsers' unit tests (synthetic JPEG/TIFF/EXIF/ISO-BMFF pieces).
 * Test-only: nothing in the app imports this.
 */

export type Part = Uint8Array | readonly number[] | string;

export function bytes(...parts: Part[]): Uint8Array {
  const arrays = parts.map((p) =>
    typeof p === 'string' ? Uint8Array.from(p, (c) => c.charCodeAt(0) & 0xff) : Uint8Array.from(p),
  );
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
}

export const u16be = (v: number) => [(v >>> 8) & 255, v & 255];
export const u32be = (v: number) => [(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255];
export const u16le = (v: number) => [v & 255, (v >>> 8) & 255];
export const u32le = (v: number) => [v & 255, (v >>> 8) & 255, (v >>> 16) & 255, (v >>> 24) & 255];
export const u16 = (v: number, little: boolean) => (little ? u16le(v) : u16be(v));
export const u32 = (v: number, little: boolean) => (little ? u32le(v) : u32be(v));

/** An ISO-BMFF box. */
export function box(type: string, ...parts: Part[]): Uint8Array {
  const body = bytes(...parts);
  return bytes(u32be(body.length + 8), type, body);
}

/** An ISO-BMFF FullBox. */
export function fullBox(
  type: string,
  version: number,
  flags: number,
  ...parts: Part[]
): Uint8Array {
  return box(type, [version, (flags >>> 16) & 255, (flags >>> 8) & 255, flags & 255], ...parts);
}

export interface TiffEntry {
  tag: number;
  /** 2 ASCII, 3 SHORT, 4 LONG, 5 RATIONAL ([num, den] pairs flattened), 7 UNDEFINED. */
  type: 2 | 3 | 4 | 5 | 7;
  values: readonly number[];
}

const SIZE = { 2: 1, 3: 2, 4: 4, 5: 4, 7: 1 } as const;

/**
 * A classic TIFF structure with the given IFDs chained in order (entries sorted by tag).
 * Returns the bytes and each IFD's offset, so tests can patch pointers.
 */
export function tiff(
  little: boolean,
  ifds: TiffEntry[][],
  tail: Part = [],
): { bytes: Uint8Array; ifdOffsets: number[] } {
  const out: number[] = [
    ...(little ? [0x49, 0x49] : [0x4d, 0x4d]),
    ...u16(42, little),
    ...u32(8, little),
  ];
  const ifdOffsets: number[] = [];
  for (let i = 0; i < ifds.length; i++) {
    const entries = [...(ifds[i] ?? [])].sort((a, b) => a.tag - b.tag);
    const start = out.length;
    ifdOffsets.push(start);
    const tableEnd = start + 2 + entries.length * 12 + 4;
    const data: number[] = [];
    const table: number[] = [...u16(entries.length, little)];
    for (const e of entries) {
      const count = e.type === 5 ? e.values.length / 2 : e.values.length;
      const raw: number[] = [];
      for (const v of e.values) {
        if (SIZE[e.type] === 1) raw.push(v & 255);
        else if (SIZE[e.type] === 2) raw.push(...u16(v, little));
        else raw.push(...u32(v, little));
      }
      table.push(...u16(e.tag, little), ...u16(e.type, little), ...u32(count, little));
      if (raw.length <= 4) table.push(...raw, ...new Array<number>(4 - raw.length).fill(0));
      else {
        table.push(...u32(tableEnd + data.length, little));
        data.push(...raw);
        if (data.length & 1) data.push(0);
      }
    }
    const next = i + 1 < ifds.length ? tableEnd + data.length : 0;
    out.push(...table, ...u32(next, little), ...data);
  }
  return { bytes: bytes(out, tail), ifdOffsets };
}

/** Writes a 32-bit value into `b` at `at`. */
export function patchU32(b: Uint8Array, at: number, value: number, little: boolean): void {
  b.set(u32(value, little), at);
}

/** EXIF IFD0 entries: Orientation, X/YResolution and ResolutionUnit. */
export function exifEntries(opts: {
  orientation?: number;
  dpi?: [number, number];
  unit?: number;
}): TiffEntry[] {
  const entries: TiffEntry[] = [];
  if (opts.orientation !== undefined)
    entries.push({ tag: 274, type: 3, values: [opts.orientation] });
  if (opts.dpi) {
    entries.push({ tag: 282, type: 5, values: [opts.dpi[0] * 100, 100] });
    entries.push({ tag: 283, type: 5, values: [opts.dpi[1] * 100, 100] });
  }
  if (opts.unit !== undefined) entries.push({ tag: 296, type: 3, values: [opts.unit] });
  return entries;
}
