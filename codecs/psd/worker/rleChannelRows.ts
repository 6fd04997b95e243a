/**
 * Compression 1 (PackBits RLE): a table of compressed byte counts — one per row per channel,
 * 2 bytes each in PSD, 4 in PSB — then every row's PackBits data in the same order. Only the
 * counts needed are read, in bounded chunks: once at the start to total the channels before each
 * one read (where its data starts), then per strip for the rows of the strip; rows skipped above
 * a region cost their counts only.
 */
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import type { Kernels } from '../../../wasm/kernels';
import type { ChannelGeometry, ChannelRows } from './channelRows';
import { corrupt } from './psdLayout';

/** Counts read at once while totalling, entries (128 KiB of PSD table). */
const COUNT_CHUNK = 64 * 1024;

export async function rleChannelRows(
  source: ByteSource,
  tableStart: number,
  storedChannels: number,
  countBytes: 2 | 4,
  geometry: ChannelGeometry,
  kernels: Kernels,
): Promise<ChannelRows> {
  const { height, rowBytes, channelsRead } = geometry;
  // PackBits never needs more than rowBytes + rowBytes/128 + 1; a count far beyond that is a lie.
  const maxRowCount = 2 * rowBytes + 16;
  const dataStart = tableStart + storedChannels * height * countBytes;
  if (dataStart > source.size)
    throw corrupt(`RLE row table ends past the file (${dataStart} > ${source.size})`);

  const readCounts = async (channel: number, y: number, rows: number): Promise<Uint32Array> => {
    const bytes = await source.read(
      tableStart + (channel * height + y) * countBytes,
      rows * countBytes,
    );
    if (bytes.length < rows * countBytes) throw corrupt('file ends inside the RLE row table');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const counts = new Uint32Array(rows);
    for (let i = 0; i < rows; i++) {
      const count = countBytes === 2 ? view.getUint16(i * 2) : view.getUint32(i * 4);
      if (count > maxRowCount) throw corrupt(`RLE row of ${count} bytes for ${rowBytes}-byte rows`);
      counts[i] = count;
    }
    return counts;
  };

  // Where each channel's data starts: the totals of the channels before it.
  const next: number[] = [];
  let offset = dataStart;
  for (let channel = 0; channel < channelsRead; channel++) {
    next.push(offset);
    for (let y = 0; y < height; y += COUNT_CHUNK) {
      const counts = await readCounts(channel, y, Math.min(COUNT_CHUNK, height - y));
      for (const count of counts) offset += count;
    }
  }
  if (offset > source.size)
    throw corrupt(`RLE data needs ${offset} bytes, file has ${source.size}`);

  return {
    async read(channel, y, rows, dst) {
      const counts = await readCounts(channel, y, rows);
      const total = counts.reduce((sum, count) => sum + count, 0);
      const packed = await source.read(next[channel]!, total);
      if (packed.length < total) throw corrupt('file ends inside RLE data');
      next[channel]! += total;
      for (let r = 0, at = 0; r < rows; at += counts[r]!, r++) {
        const row = dst.subarray(r * rowBytes, (r + 1) * rowBytes);
        const written = kernels.packBitsDecode(packed.subarray(at, at + counts[r]!), row);
        // Photoshop's rows decode exactly; other writers' short rows are padded with zeros
        // rather than failing the whole image.
        if (written < rowBytes) row.fill(0, written);
      }
    },
    async skip(channel, rows) {
      // Only the row counts are read: the data starts after the skipped rows' bytes.
      for (let y = 0; y < rows; y += COUNT_CHUNK) {
        const counts = await readCounts(channel, y, Math.min(COUNT_CHUNK, rows - y));
        for (const count of counts) next[channel]! += count;
      }
    },
    close: async () => undefined,
  };
}
