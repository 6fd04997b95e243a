/**
 * Just enough TIFF for the tests: the first IFD's basic tags and its strips or tiles
 * (compressed bytes). Classic TIFF only, either byte order.
 */
export interface TiffChunks {
  width: number;
  height: number;
  samplesPerPixel: number;
  bitsPerSample: number;
  compression: number;
  predictor: number;
  planar: number;
  /** Rows per strip, or the tile height. */
  chunkHeight: number;
  /** Image width for strips, or the tile width. */
  chunkWidth: number;
  /** Compressed strips or tiles, in file order. */
  chunks: Uint8Array[];
}

const TYPE_BYTES: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 16: 8 };

export function readTiffChunks(file: Uint8Array): TiffChunks {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const little = view.getUint16(0) === 0x4949;
  const u16 = (at: number): number => view.getUint16(at, little);
  const u32 = (at: number): number => view.getUint32(at, little);
  if (u16(2) !== 42) throw new Error('not a classic TIFF');
  const ifd = u32(4);
  const tags = new Map<number, number[]>();
  for (let i = 0; i < u16(ifd); i++) {
    const entry = ifd + 2 + i * 12;
    const type = u16(entry + 2);
    const count = u32(entry + 4);
    const size = TYPE_BYTES[type] ?? 1;
    const at = count * size <= 4 ? entry + 8 : u32(entry + 8);
    const values: number[] = [];
    for (let v = 0; v < count && (type === 3 || type === 4); v++) {
      values.push(type === 3 ? u16(at + v * 2) : u32(at + v * 4));
    }
    tags.set(u16(entry), values);
  }
  const first = (tag: number, fallback: number): number => tags.get(tag)?.[0] ?? fallback;
  const width = first(256, 0);
  const height = first(257, 0);
  const tiled = tags.has(324);
  const offsets = tags.get(tiled ? 324 : 273) ?? [];
  const counts = tags.get(tiled ? 325 : 279) ?? [];
  return {
    width,
    height,
    samplesPerPixel: first(277, 1),
    bitsPerSample: first(258, 1),
    compression: first(259, 1),
    predictor: first(317, 1),
    planar: first(284, 1),
    chunkHeight: tiled ? first(323, 0) : Math.min(first(278, height), height),
    chunkWidth: tiled ? first(322, 0) : width,
    chunks: offsets.map((offset, i) => file.subarray(offset, offset + (counts[i] ?? 0))),
  };
}

/** Uncompressed size of a full chunk (bytes). */
export function chunkBytes(t: TiffChunks): number {
  const samples = t.planar === 2 ? 1 : t.samplesPerPixel;
  return Math.ceil((t.chunkWidth * samples * t.bitsPerSample) / 8) * t.chunkHeight;
}
