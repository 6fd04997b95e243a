/**
 * Compressions 2 and 3 (ZIP, ZIP with prediction): the whole Image Data is one zlib stream of
 * every channel's rows, planar. Rather than holding a channel (or the image) inflated, each
 * channel read gets its own inflater over the same compressed bytes, which skips (inflates and
 * drops) the channels before it and then advances strip by strip with the others. Memory stays
 * one inflater window per channel; the cost is inflating the stream's start again per channel
 * (c × (c + 1) / 2 planes for c channels: 10 for CMYK instead of 4). Photoshop itself writes the
 * composite as raw or RLE; ZIP composites come from other writers.
 *
 * Prediction (compression 3) is undone per row: 8-bit samples are byte deltas, 16-bit samples
 * big-endian 16-bit deltas; 32-bit rows are byte deltas over the row's bytes stored as planes
 * (all first bytes of the row's floats, then all second bytes, …), reassembled to big-endian
 * floats.
 */
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import { InflateReader } from '../../worker/zlibStream';
import { SequentialReader } from '../../worker/sequentialReader';
import type { ChannelGeometry, ChannelRows } from './channelRows';
import { corrupt } from './psdLayout';

/** Compressed bytes read per source call for each inflater, bytes. */
const READ_BYTES = 256 * 1024;

export function zipChannelRows(
  source: ByteSource,
  dataStart: number,
  geometry: ChannelGeometry,
  prediction: boolean,
  depth: number,
  width: number,
): ChannelRows {
  const { height, rowBytes, channelsRead } = geometry;
  const inflaters: (InflateReader | null)[] = Array.from({ length: channelsRead }, () => null);
  const scratch = new Uint8Array(64 * 1024);
  const rowScratch = depth === 32 && prediction ? new Uint8Array(rowBytes) : null;

  const open = async (channel: number): Promise<InflateReader> => {
    const reader = new SequentialReader(source, dataStart, READ_BYTES);
    const inflater = new InflateReader(async () => {
      const piece = await reader.upTo(READ_BYTES);
      return piece.length > 0 ? piece : null;
    });
    inflaters[channel] = inflater;
    if (!(await inflater.discard(channel * height * rowBytes, scratch))) {
      throw inflater.error ?? corrupt(`ZIP image data ends before channel ${channel}`);
    }
    return inflater;
  };

  return {
    async read(channel, _y, rows, dst) {
      const inflater = inflaters[channel] ?? (await open(channel));
      const want = rows * rowBytes;
      if ((await inflater.readFully(dst.subarray(0, want))) < want) {
        throw inflater.error ?? corrupt('ZIP image data ends early');
      }
      if (!prediction) return;
      for (let r = 0; r < rows; r++) {
        const row = dst.subarray(r * rowBytes, (r + 1) * rowBytes);
        if (depth === 16) undoDelta16(row);
        else if (depth === 32) undoDelta32(row, width, rowScratch!);
        else undoDelta8(row);
      }
    },
    async skip(channel, rows) {
      // One zlib stream: the rows above a region are inflated and dropped.
      const inflater = inflaters[channel] ?? (await open(channel));
      if (!(await inflater.discard(rows * rowBytes, scratch))) {
        throw inflater.error ?? corrupt('ZIP image data ends early');
      }
    },
    async close() {
      await Promise.all(inflaters.map((inflater) => inflater?.close()));
    },
  };
}

function undoDelta8(row: Uint8Array): void {
  for (let i = 1; i < row.length; i++) row[i] = (row[i]! + row[i - 1]!) & 0xff;
}

function undoDelta16(row: Uint8Array): void {
  let previous = (row[0]! << 8) | row[1]!;
  for (let i = 2; i + 1 < row.length; i += 2) {
    previous = (previous + ((row[i]! << 8) | row[i + 1]!)) & 0xffff;
    row[i] = previous >> 8;
    row[i + 1] = previous & 0xff;
  }
}

function undoDelta32(row: Uint8Array, width: number, scratch: Uint8Array): void {
  undoDelta8(row);
  for (let x = 0; x < width; x++) {
    scratch[x * 4] = row[x]!;
    scratch[x * 4 + 1] = row[width + x]!;
    scratch[x * 4 + 2] = row[2 * width + x]!;
    scratch[x * 4 + 3] = row[3 * width + x]!;
  }
  row.set(scratch);
}
