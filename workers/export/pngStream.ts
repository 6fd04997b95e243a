/**
 * A streamed PNG writer: rows arrive in bands, are filtered and handed to a zlib stream
 * (`CompressionStream('deflate')`, whose format is zlib, RFC 1950, as IDAT needs; the tests inflate
 * the output with node's zlib, which refuses anything else) while earlier rows are still being
 * compressed; the output is kept as Blob parts. Neither the whole image nor its compressed file
 * is ever one buffer: memory is one band (the caller's) plus a batch of filtered rows, the
 * compressor's window and one IDAT chunk.
 *
 * No DOM: it runs in a worker and in Node (≥ 18 has CompressionStream and Blob).
 */
import { IDAT_MAX_BYTES, IdatChunks } from './idatChunks';
import {
  ExportColourType,
  MAX_PNG_DPI,
  PNG_MAX_UINT,
  PNG_SIGNATURE_BYTES,
  chunkParts,
  ihdrData,
  physData,
} from './pngChunks';
import type { PngFilterStrategy } from './pngFilter';
import { filterFor, filterRow } from './pngFilter';

export interface PngWriterOptions {
  /** Image width, px (1 … 2^31 − 1). */
  width: number;
  /** Image height, px (1 … 2^31 − 1). */
  height: number;
  /** Print resolution written in pHYs, dots per inch (> 0). */
  dpi: number;
  /** RGBA (colour type 6) when true; RGB (type 2) when false, the alpha channel dropped. */
  alpha: boolean;
  /** Row filtering (default: the per-row choice, see pngFilter.ts). For benchmarks and tests. */
  filter?: PngFilterStrategy;
  /** Largest IDAT data, bytes (default 1 MiB). Tests pass less to see many chunks. */
  idatBytes?: number;
  /**
   * Refill a batch buffer once its write to the compressor has resolved (see BATCH_BUFFERS). By
   * the Compression Streams standard the chunk has been compressed by then, as in browsers;
   * Node's CompressionStream resolves a write as soon as its zlib stream has queued the chunk,
   * so there (the unit tests) each batch gets a fresh buffer. Default false.
   */
  reuseBatches?: boolean;
}

export interface PngWriter {
  /**
   * Appends `rowCount` rows of non-premultiplied RGBA, 4 bytes per pixel, `width × rowCount × 4`
   * bytes. Resolves once the rows are handed to the compressor; `rgba` must stay unchanged until
   * then. Calls may overlap: they are written in call order.
   */
  writeRows(rgba: Uint8Array | Uint8ClampedArray, rowCount: number): Promise<void>;
  /** After the last row: ends the zlib stream and resolves with the file (`image/png`). */
  finish(): Promise<Blob>;
  /** Drops everything; pending and later calls reject. */
  abort(): void;
}

/** Bytes per RGBA input pixel. */
const RGBA = 4;
/** Bytes per output pixel: RGBA or RGB. */
const CHANNELS_ALPHA = 4;
const CHANNELS_OPAQUE = 3;
/**
 * Filtered bytes handed to the compressor at once: about 1 MiB (36 rows of a 7200 px banner).
 * Large enough that the per-write cost of the stream is lost in the deflate work, small enough
 * that, with at most one batch queued behind the one being compressed, the writer holds ~2 MiB.
 */
const BATCH_BYTES = 1 << 20;
/**
 * Batch buffers used in turn when `reuseBatches` is on. A buffer is filled again only once the
 * compressor has taken the last batch written from it (its write has resolved): a fresh buffer
 * per batch leaves ~400 MB of dead 1 MiB buffers to the collector over a 104 MP export
 * (docs/benchmarks/export.md, "Why the peak varied").
 */
const BATCH_BUFFERS = 2;

function isSide(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= PNG_MAX_UINT;
}

function checkOptions(o: PngWriterOptions): void {
  if (!isSide(o.width) || !isSide(o.height)) {
    throw new RangeError(`PNG size ${o.width}×${o.height} px is not 1 … 2^31 − 1 on each side`);
  }
  if (!(o.dpi > 0 && o.dpi <= MAX_PNG_DPI)) {
    throw new RangeError(`PNG resolution ${o.dpi} DPI is not a number in (0, ${MAX_PNG_DPI}]`);
  }
}

/** Copies the RGB of `width` RGBA pixels starting at byte `from` into `out`. */
function packRgb(rgba: Uint8Array, from: number, width: number, out: Uint8Array): void {
  for (let x = 0, i = from, o = 0; x < width; x++, i += RGBA, o += CHANNELS_OPAQUE) {
    out[o] = rgba[i]!;
    out[o + 1] = rgba[i + 1]!;
    out[o + 2] = rgba[i + 2]!;
  }
}

export function createPngWriter(options: PngWriterOptions): PngWriter {
  checkOptions(options);
  const { width, height, alpha } = options;
  const strategy = options.filter ?? 'adaptive';
  const bpp = alpha ? CHANNELS_ALPHA : CHANNELS_OPAQUE;
  const rowBytes = width * bpp;
  const inputRowBytes = width * RGBA;
  const batchRows = Math.max(1, Math.floor(BATCH_BYTES / (rowBytes + 1)));

  const head: BlobPart[] = [
    PNG_SIGNATURE_BYTES,
    ...chunkParts(
      'IHDR',
      ihdrData(width, height, alpha ? ExportColourType.rgba : ExportColourType.rgb),
    ),
    ...chunkParts('pHYs', physData(options.dpi)),
  ];
  const idat = new IdatChunks(options.idatBytes ?? IDAT_MAX_BYTES);
  const compressor = new CompressionStream('deflate');
  const input = compressor.writable.getWriter();
  const output = compressor.readable.getReader();
  /** Reads the zlib stream as it is produced; the writer's `ready` depends on it being read. */
  const drained = (async () => {
    for (;;) {
      const { done, value } = await output.read();
      if (done) return;
      idat.push(value);
    }
  })();
  drained.catch(() => undefined); // surfaced by finish(); never an unhandled rejection

  /** The previous row, unfiltered, in the output layout (zeros above the first row). */
  let prev = new Uint8Array(rowBytes);
  /** Second buffer for RGB rows, swapped with `prev`. */
  let spare = alpha ? null : new Uint8Array(rowBytes);
  let rowsAccepted = 0;
  let state: 'open' | 'finishing' | 'done' | 'aborted' = 'open';
  let failure: Error | null = null;
  /** The last accepted writeRows, settled; the next one starts after it. */
  let tail: Promise<void> = Promise.resolve();
  /** The batch buffers, each with its last write to the compressor (settled: free to refill). */
  const batches = options.reuseBatches
    ? Array.from({ length: BATCH_BUFFERS }, () => ({
        bytes: new Uint8Array(Math.min(batchRows, height) * (rowBytes + 1)),
        taken: Promise.resolve(),
      }))
    : null;
  let nextBatch = 0;

  /** The slot for the next batch of `bytes` bytes: a free buffer, or a fresh one without reuse. */
  async function batchSlot(
    bytes: number,
  ): Promise<{ bytes: Uint8Array<ArrayBuffer>; taken: Promise<void> }> {
    if (!batches) return { bytes: new Uint8Array(bytes), taken: Promise.resolve() };
    const slot = batches[nextBatch]!;
    nextBatch = (nextBatch + 1) % batches.length;
    await slot.taken;
    return slot;
  }

  /** Read through a call: TypeScript would keep a narrowing of `state` across awaits. */
  const aborted = (): boolean => state === 'aborted';

  function fail(error: unknown): Error {
    failure ??= error instanceof Error ? error : new Error(String(error));
    input.abort(failure).catch(() => undefined);
    return failure;
  }

  function closedError(): Error {
    if (failure) return failure;
    return new Error(aborted() ? 'the PNG writer was aborted' : 'the PNG writer is finished');
  }

  /** The unfiltered row `y` of `bytes`, in the output layout. */
  function rowAt(bytes: Uint8Array, y: number): Uint8Array {
    const from = y * inputRowBytes;
    if (alpha) return bytes.subarray(from, from + rowBytes);
    const row = spare!;
    packRgb(bytes, from, width, row);
    return row;
  }

  async function compress(bytes: Uint8Array, rowCount: number): Promise<void> {
    for (let y0 = 0; y0 < rowCount; y0 += batchRows) {
      const rows = Math.min(batchRows, rowCount - y0);
      const slot = await batchSlot(rows * (rowBytes + 1));
      if (aborted() || failure) throw closedError();
      const batch = slot.bytes.subarray(0, rows * (rowBytes + 1));
      for (let r = 0; r < rows; r++) {
        const cur = rowAt(bytes, y0 + r);
        filterRow(filterFor(strategy, cur, prev, bpp), cur, prev, bpp, batch, r * (rowBytes + 1));
        if (alpha) prev = cur as Uint8Array<ArrayBuffer>;
        else [prev, spare] = [cur as Uint8Array<ArrayBuffer>, prev];
      }
      await input.ready;
      if (aborted() || failure) throw closedError();
      // An error also rejects `ready` and close(); the buffer is free either way.
      slot.taken = input.write(batch).catch(() => undefined);
    }
    // The caller may reuse its buffer once this resolves: keep the last row as our own copy.
    if (alpha) prev = prev.slice();
  }

  return {
    writeRows(rgba, rowCount) {
      if (state !== 'open' || failure) return Promise.reject(closedError());
      if (!Number.isInteger(rowCount) || rowCount < 1) {
        return Promise.reject(new RangeError(`rowCount ${rowCount} is not a positive integer`));
      }
      if (rgba.length !== rowCount * inputRowBytes) {
        return Promise.reject(
          new RangeError(
            `${rowCount} rows of ${width} RGBA px are ${rowCount * inputRowBytes} bytes, not ${rgba.length}`,
          ),
        );
      }
      if (rowsAccepted + rowCount > height) {
        return Promise.reject(
          new RangeError(`${rowsAccepted + rowCount} rows exceed the image height ${height}`),
        );
      }
      rowsAccepted += rowCount;
      const bytes = new Uint8Array(rgba.buffer, rgba.byteOffset, rgba.byteLength);
      const work = tail.then(async () => {
        if (aborted() || failure) throw closedError();
        try {
          await compress(bytes, rowCount);
        } catch (error) {
          throw aborted() ? closedError() : fail(error);
        }
      });
      tail = work.catch(() => undefined);
      return work;
    },

    async finish() {
      if (state !== 'open' || failure) throw closedError();
      if (rowsAccepted < height) {
        throw new Error(`finish after ${rowsAccepted} of ${height} rows`);
      }
      state = 'finishing';
      await tail;
      if (failure || aborted()) throw closedError();
      try {
        await input.close();
        await drained;
      } catch (error) {
        throw fail(error);
      }
      state = 'done';
      const parts: BlobPart[] = [
        ...head,
        ...idat.finish(),
        ...chunkParts('IEND', new Uint8Array()),
      ];
      return new Blob(parts, { type: 'image/png' });
    },

    abort() {
      if (state === 'done' || state === 'aborted') return;
      state = 'aborted';
      input.abort(new Error('aborted')).catch(() => undefined);
      output.cancel().catch(() => undefined);
    },
  };
}
