/**
 * Writes small synthetic PSD/PSB files for tests: any mode and depth, planar channels stored raw,
 * RLE (PackBits, 2- or 4-byte counts), ZIP or ZIP with prediction, optional Color Mode Data,
 * image resources and a hand-made Layer and Mask section. The caller passes node's
 * zlib.deflateSync.
 */
export type Deflate = (data: Uint8Array) => Uint8Array;

export interface PsdSpec {
  version?: 1 | 2;
  width: number;
  height: number;
  depth: 1 | 8 | 16 | 32;
  mode: number;
  /** Each stored channel's rows as stored (big-endian samples), height × rowBytes bytes. */
  channels: Uint8Array[];
  compression?: 0 | 1 | 2 | 3;
  colourModeData?: Uint8Array;
  resources?: { id: number; data: Uint8Array }[];
  /** Contents of the Layer and Mask Information section (after its length). */
  layerSection?: Uint8Array;
  /** Header width/height/channels written instead of the real ones (lying headers). */
  headerOverrides?: { width?: number; height?: number; channels?: number };
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((o, p) => (out.set(p, o), o + p.length), 0);
  return out;
}

export function u16(v: number): Uint8Array {
  return new Uint8Array([(v >> 8) & 255, v & 255]);
}

export function u32(v: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, v >>> 0);
  return out;
}

function length(v: number, bytes: 4 | 8): Uint8Array {
  return bytes === 4 ? u32(v) : concat([u32(Math.floor(v / 2 ** 32)), u32(v % 2 ** 32)]);
}

/** A plane of `width × height` samples at `depth` from sample(x, y) (1-bit: 0/1; 32-bit: float). */
export function plane(
  width: number,
  height: number,
  depth: number,
  sample: (x: number, y: number) => number,
): Uint8Array {
  const rowBytes = Math.ceil((width * depth) / 8);
  const out = new Uint8Array(rowBytes * height);
  const view = new DataView(out.buffer);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = sample(x, y);
      const at = y * rowBytes;
      if (depth === 1) out[at + (x >> 3)]! |= (v & 1) << (7 - (x & 7));
      else if (depth === 8) out[at + x] = v;
      else if (depth === 16) view.setUint16(at + x * 2, v);
      else view.setFloat32(at + x * 4, v);
    }
  }
  return out;
}

/** PackBits encoding of one row (runs of 3+ as repeats, the rest as literals). */
export function packBits(row: Uint8Array): Uint8Array {
  const out: number[] = [];
  let i = 0;
  while (i < row.length) {
    let run = 1;
    while (i + run < row.length && run < 128 && row[i + run] === row[i]) run++;
    if (run >= 3) {
      out.push(257 - run, row[i]!);
      i += run;
      continue;
    }
    const start = i;
    while (i < row.length && i - start < 128) {
      if (i + 2 < row.length && row[i] === row[i + 1] && row[i] === row[i + 2]) break;
      i++;
    }
    out.push(i - start - 1, ...row.subarray(start, i));
  }
  return new Uint8Array(out);
}

/** Inverse of the decoder's prediction: per-row deltas (8/16-bit), byte planes + deltas (32-bit). */
function predict(row: Uint8Array, depth: number, width: number): Uint8Array {
  let bytes = row.slice();
  if (depth === 32) {
    bytes = new Uint8Array(row.length);
    for (let x = 0; x < width; x++)
      for (let k = 0; k < 4; k++) bytes[k * width + x] = row[x * 4 + k]!;
  }
  if (depth === 16) {
    for (let i = bytes.length - 2; i >= 2; i -= 2) {
      const d =
        (((bytes[i]! << 8) | bytes[i + 1]!) - ((bytes[i - 2]! << 8) | bytes[i - 1]!)) & 0xffff;
      bytes[i] = d >> 8;
      bytes[i + 1] = d & 255;
    }
    return bytes;
  }
  for (let i = bytes.length - 1; i >= 1; i--) bytes[i] = (bytes[i]! - bytes[i - 1]!) & 255;
  return bytes;
}

function imageData(spec: PsdSpec, deflate: Deflate): Uint8Array {
  const compression = spec.compression ?? 0;
  const rowBytes = Math.ceil((spec.width * spec.depth) / 8);
  if (compression === 0) return concat([u16(0), ...spec.channels]);
  if (compression === 1) {
    const countBytes = spec.version === 2 ? 4 : 2;
    const rows: Uint8Array[] = [];
    for (const channel of spec.channels) {
      for (let y = 0; y < spec.height; y++)
        rows.push(packBits(channel.subarray(y * rowBytes, (y + 1) * rowBytes)));
    }
    const counts = rows.map((r) => (countBytes === 2 ? u16(r.length) : u32(r.length)));
    return concat([u16(1), ...counts, ...rows]);
  }
  const rows: Uint8Array[] = [];
  for (const channel of spec.channels) {
    for (let y = 0; y < spec.height; y++) {
      const row = channel.subarray(y * rowBytes, (y + 1) * rowBytes);
      rows.push(compression === 3 ? predict(row, spec.depth, spec.width) : row);
    }
  }
  return concat([u16(compression), deflate(concat(rows))]);
}

export function resource(id: number, data: Uint8Array): Uint8Array {
  return concat([
    new TextEncoder().encode('8BIM'),
    u16(id),
    new Uint8Array(2),
    u32(data.length),
    data,
    new Uint8Array(data.length & 1),
  ]);
}

/** VersionInfo (0x0421) with the hasRealMergedData byte. */
export function versionInfo(hasRealMergedData: boolean): { id: number; data: Uint8Array } {
  return {
    id: 0x0421,
    data: concat([u32(1), new Uint8Array([hasRealMergedData ? 1 : 0]), u32(0), u32(0), u32(1)]),
  };
}

/**
 * A Layer and Mask section: a layer info whose only content is `layerCount` (no records: the
 * decoder reads the count only), an empty global mask, then tagged blocks (padded to 4).
 */
export function layerSection(
  version: 1 | 2,
  layerCount: number | null,
  blocks: { key: string; data: Uint8Array }[] = [],
): Uint8Array {
  const lengthBytes = version === 2 ? 8 : 4;
  const info =
    layerCount === null ? new Uint8Array(0) : concat([u16(layerCount & 0xffff), new Uint8Array(2)]);
  const parts = [length(info.length, lengthBytes), info, u32(0)];
  const long = new Set(['Lr16', 'Lr32', 'Mt16', 'Mt32', 'Mtrn', 'LMsk', 'FMsk']);
  for (const block of blocks) {
    const size = version === 2 && long.has(block.key) ? 8 : 4;
    const padded = Math.ceil(block.data.length / 4) * 4;
    parts.push(
      new TextEncoder().encode('8BIM'),
      new TextEncoder().encode(block.key),
      length(block.data.length, size),
      block.data,
      new Uint8Array(padded - block.data.length),
    );
  }
  return concat(parts);
}

export function buildPsd(spec: PsdSpec, deflate: Deflate): Uint8Array {
  const version = spec.version ?? 1;
  const o = spec.headerOverrides ?? {};
  const header = concat([
    new TextEncoder().encode('8BPS'),
    u16(version),
    new Uint8Array(6),
    u16(o.channels ?? spec.channels.length),
    u32(o.height ?? spec.height),
    u32(o.width ?? spec.width),
    u16(spec.depth),
    u16(spec.mode),
  ]);
  const cmd = spec.colourModeData ?? new Uint8Array(0);
  const resources = concat((spec.resources ?? []).map((r) => resource(r.id, r.data)));
  const layers = spec.layerSection ?? new Uint8Array(0);
  return concat([
    header,
    u32(cmd.length),
    cmd,
    u32(resources.length),
    resources,
    length(layers.length, version === 2 ? 8 : 4),
    layers,
    imageData(spec, deflate),
  ]);
}
