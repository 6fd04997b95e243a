/**
 * Rows of one stored channel, whatever the Image Data compression. Channels are planar (all rows
 * of channel 0, then channel 1, …), so a strip of the image needs each channel's rows read at
 * their own offsets. Calls for one channel come with increasing rows, without gaps (a skip of
 * the rows above a region first, when decoding one).
 */
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import { corrupt } from './psdLayout';

export interface ChannelRows {
  /** Fills `dst` (rows × rowBytes) with rows [y, y + rows) of `channel`. */
  read(channel: number, y: number, rows: number, dst: Uint8Array): Promise<void>;
  /**
   * Moves past the first `rows` rows of `channel` without delivering them (region decoding
   * starts below the top). Call before the channel's first read.
   */
  skip(channel: number, rows: number): Promise<void>;
  /** Releases what the reader holds (inflaters). */
  close(): Promise<void>;
}

export interface ChannelGeometry {
  height: number;
  /** Bytes of one stored row of one channel: ceil(width × depth / 8). */
  rowBytes: number;
  /** How many channels the decoder reads (the first ones). */
  channelsRead: number;
}

/**
 * Compression 0 (raw): row y of channel c is at `dataStart + (c × height + y) × rowBytes`.
 * The file must hold every row read; checked up front.
 */
export function rawChannelRows(
  source: ByteSource,
  dataStart: number,
  geometry: ChannelGeometry,
): ChannelRows {
  const { height, rowBytes, channelsRead } = geometry;
  const needed = dataStart + channelsRead * height * rowBytes;
  if (needed > source.size)
    throw corrupt(`raw image data needs ${needed} bytes, file has ${source.size}`);
  return {
    async read(channel, y, rows, dst) {
      const bytes = await source.read(
        dataStart + (channel * height + y) * rowBytes,
        rows * rowBytes,
      );
      if (bytes.length < rows * rowBytes) throw corrupt('file ends inside raw image data');
      dst.set(bytes);
    },
    skip: async () => undefined, // rows are read at their own offsets
    close: async () => undefined,
  };
}
