/**
 * One print export in the PNG worker: bands of tile bitmaps in, a streamed PNG out. Bands are
 * checked as they arrive (order, coverage) and written one after another; each band's tiles are
 * read (their bitmaps closed at once), then its rows go to the writer in strips.
 *
 * Memory: the pixels of one band (its tiles' RGBA, read before the rows can be assembled) plus
 * one strip and the writer's two batch buffers, both reused for every band. Later bands wait as
 * bitmaps in their messages. The tiles' pixels are the only garbage a band leaves: they are
 * getImageData's arrays, which the browser also holds, so detaching them freed nothing and hid
 * their bytes from the collector, which then ran too late (docs/benchmarks/export.md, "Why the
 * peak varied"); left to it, they are collected every few bands.
 */
import type { TileBox } from './bandLayout';
import { bandLayoutError } from './bandLayout';
import type { TilePixels } from './bandRows';
import { copyBandRows } from './bandRows';
import { createPngWriter } from './pngStream';
import { releaseBuffer } from '../releaseBuffer';
import type { PngWriter, PngWriterOptions } from './pngStream';

/** A tile with something that holds its pixels (an ImageBitmap in the worker). */
export interface JobTile<B extends { close(): void }> extends TileBox {
  bitmap: B;
}

/** Reads a tile's non-premultiplied RGBA and closes its bitmap. */
export type ReadTile<B> = (
  bitmap: B,
  width: number,
  height: number,
) => Uint8Array | Uint8ClampedArray;

/** Bytes of assembled rows handed to the writer at once: 4 MiB (145 rows of a 7200 px image). */
const STRIP_BYTES = 4 << 20;
const RGBA = 4;

export class PngExportJob<B extends { close(): void }> {
  private readonly writer: PngWriter;
  private readonly width: number;
  private readonly height: number;
  /** The row after the last band accepted. */
  private nextY = 0;
  /** The last accepted band's work, settled; the next starts after it. */
  private tail: Promise<void> = Promise.resolve();
  private closed = false;
  private aborted = false;

  /** Rows handed to the writer so far (the next strip's first row). */
  private writtenY = 0;
  /** The strip full-width rows are assembled in, reused band after band. */
  private strip: Uint8Array | null = null;

  constructor(
    options: PngWriterOptions,
    private readonly readTile: ReadTile<B>,
    /** Sees every strip of full-width rows before the writer does (the thumbnails). */
    private readonly onRows?: (rows: Uint8Array, y: number, count: number) => Promise<void> | void,
  ) {
    this.writer = createPngWriter(options);
    this.width = options.width;
    this.height = options.height;
  }

  /**
   * Queues a band; resolves once its rows are with the compressor. A band that does not fit
   * (see bandLayout.ts) is refused at once. Every bitmap is closed, whatever happens.
   */
  band(y: number, height: number, tiles: readonly JobTile<B>[]): Promise<void> {
    const closeAll = () => tiles.forEach((t) => t.bitmap.close());
    if (this.closed) {
      closeAll();
      return Promise.reject(new Error('the export is closed'));
    }
    const problem = bandLayoutError(
      { y, height },
      tiles,
      { width: this.width, height: this.height },
      this.nextY,
    );
    if (problem) {
      closeAll();
      return Promise.reject(new Error(problem));
    }
    this.nextY = y + height;
    const work = this.tail.then(
      () => this.writeBand(height, tiles),
      (error: unknown) => {
        closeAll();
        throw error;
      },
    );
    this.tail = work;
    return work;
  }

  /** After the last band: the PNG. */
  async finish(): Promise<Blob> {
    if (this.closed) throw new Error('the export is closed');
    if (this.nextY !== this.height) {
      throw new Error(`finish after ${this.nextY} of ${this.height} rows`);
    }
    this.closed = true;
    await this.tail;
    this.releaseStrip();
    return this.writer.finish();
  }

  /** Drops the export; queued bands are not read, their bitmaps closed as their turn comes. */
  abort(): void {
    this.closed = true;
    this.aborted = true;
    this.writer.abort();
    void this.tail.catch(() => undefined).then(() => this.releaseStrip());
  }

  private releaseStrip(): void {
    if (this.strip) releaseBuffer(this.strip.buffer);
    this.strip = null;
  }

  private async writeBand(height: number, tiles: readonly JobTile<B>[]): Promise<void> {
    const pixels: TilePixels[] = [];
    try {
      if (this.aborted) throw new Error('the export was aborted');
      for (const tile of tiles) {
        const data = this.readTile(tile.bitmap, tile.width, tile.height);
        pixels.push({ x: tile.x, width: tile.width, pixels: data });
      }
    } finally {
      for (const tile of tiles) tile.bitmap.close(); // readTile closes; this covers a failure
    }
    const stripRows = Math.max(
      1,
      Math.min(this.height, Math.floor(STRIP_BYTES / (this.width * RGBA))),
    );
    const strip = (this.strip ??= new Uint8Array(stripRows * this.width * RGBA));
    for (let from = 0; from < height; from += stripRows) {
      const rows = Math.min(stripRows, height - from);
      const view = rows === stripRows ? strip : strip.subarray(0, rows * this.width * RGBA);
      copyBandRows(pixels, this.width, from, rows, view);
      await this.onRows?.(view, this.writtenY, rows);
      await this.writer.writeRows(view, rows);
      this.writtenY += rows;
    }
  }
}
