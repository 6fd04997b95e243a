/**
 * The piece table: where each strip or tile of each plane is (offsets) and how long it is
 * (byte counts), checked against the file. Missing or zero byte counts are computed for
 * uncompressed data and estimated from the next piece's offset otherwise, as libtiff does; a
 * piece that starts past the end of the file proves it truncated, which fails before decoding.
 */
import { corrupt, tooLarge } from '../fail';
import type { Ifd } from '../ifd';
import type { PieceTable, TiffImage } from './tiffImage';
import { pieceBytes, pieceSize } from './tiffImage';
import { Compression, Tag } from './tags';

/** Most pieces accepted (4 Mi: a 300,000-px-tall image in 1-row strips of 8 planes fits). */
const MAX_PIECES = 1 << 22;

export async function readPieceTable(ifd: Ifd, image: TiffImage): Promise<PieceTable> {
  const g = image.geometry;
  const tiled = g.kind === 'tiles';
  const perPlane = tiled ? g.across * g.down : g.stripsPerPlane;
  const needed = perPlane * image.planes;
  if (needed > MAX_PIECES) throw tooLarge(`${needed} ${tiled ? 'tiles' : 'strips'}`);
  const offsets = await ifd.numbers(tiled ? Tag.TileOffsets : Tag.StripOffsets);
  if (!offsets) throw corrupt(`no ${tiled ? 'TileOffsets' : 'StripOffsets'}`);
  if (offsets.length < needed) {
    throw corrupt(`${offsets.length} ${tiled ? 'tile' : 'strip'} offsets, ${needed} needed`);
  }
  const counts = (await ifd.numbers(tiled ? Tag.TileByteCounts : Tag.StripByteCounts)) ?? null;
  const fileSize = image.header.fileSize;
  const out: PieceTable = {
    offsets: offsets.subarray(0, needed),
    counts: new Float64Array(needed),
  };
  const [pw, ph] = pieceSize(image);
  let missing = false;
  for (let i = 0; i < needed; i++) {
    const off = out.offsets[i]!;
    const count = counts?.[i] ?? 0;
    if (!Number.isSafeInteger(off) || off < 0) throw corrupt(`piece ${i} offset ${off}`);
    if (count === 0) missing = true;
    out.counts[i] = count;
  }
  if (missing) estimateCounts(out, image, pw, ph, fileSize);
  for (let i = 0; i < needed; i++) {
    const off = out.offsets[i]!;
    const count = out.counts[i]!;
    if (count === 0 && off === 0) continue; // a sparse (absent) piece, decoded as zeros
    // A piece that starts at or past the end proves the file truncated: fail before decoding.
    if (off >= fileSize)
      throw corrupt(
        `piece ${i} at ${off} starts past the end of the file (${fileSize} bytes): truncated`,
      );
    if (!Number.isSafeInteger(count) || count < 0) throw corrupt(`piece ${i} byte count ${count}`);
  }
  return out;
}

/**
 * Fills missing (0) byte counts: uncompressed pieces from their size, compressed ones from the
 * distance to the next piece in the file (or to its end), as libtiff's estimate does.
 */
function estimateCounts(
  t: PieceTable,
  image: TiffImage,
  pw: number,
  ph: number,
  fileSize: number,
): void {
  const n = t.offsets.length;
  const sorted = [...t.offsets].filter((o) => o > 0).sort((a, b) => a - b);
  for (let i = 0; i < n; i++) {
    if (t.counts[i]! > 0) continue;
    const off = t.offsets[i]!;
    if (off === 0) continue;
    if (image.compression === Compression.None) {
      t.counts[i] = pieceBytes(image, pw, ph);
      continue;
    }
    let next = fileSize;
    // first sorted offset greater than `off`
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! <= off) lo = mid + 1;
      else hi = mid;
    }
    if (lo < sorted.length) next = Math.min(next, sorted[lo]!);
    t.counts[i] = Math.max(0, next - off);
  }
}
