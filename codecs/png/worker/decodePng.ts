/**
 * Streaming PNG decoder for non-interlaced files: IDAT data is inflated as it is read, rows are
 * unfiltered one after another keeping only the previous row, converted to RGBA8 and handed to
 * the sink in strips. Memory is one strip (filtered bytes + RGBA) plus the inflater's window,
 * whatever the image's size.
 *
 * Adam7-interlaced files are refused with PipelineError(unsupportedType): every pass spans the
 * whole image, so no strip is complete before the last pass. The pipeline routes them to the
 * browser's decoder instead (it reads `header.extra.interlaced`); this refusal is the safety net.
 *
 * Region decoding (ctx.region): rows above the region are inflated and unfiltered (each row's
 * filter needs the one above) but not converted or delivered; decoding stops after the region's
 * last row.
 *
 * Decompression bombs: the caller checks the area before calling. Here nothing is inflated beyond
 * height × (rowBytes + 1) — the reader asks for exactly the rows it needs and then stops — so
 * excess data after the image is never expanded.
 */
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import type { StreamDecoder } from '../../worker/types';
import { InflateReader } from '../../worker/zlibStream';
import { PngChunkWalker } from './pngChunks';
import { createRowConverter } from './pngPixels';
import { planStrips } from '../../worker/stripPlan';
import { unfilterRow } from './unfilter';

export interface PngDecoderOptions {
  /** Check every chunk's CRC as it is read (default false: see pngChunks.ts). */
  verifyCrc?: boolean;
}

/** A PNG StreamDecoder with the given options. */
export function createPngDecoder(options: PngDecoderOptions = {}): StreamDecoder {
  const verifyCrc = options.verifyCrc ?? false;
  return async (source, _header, sink, ctx) => {
    throwIfAborted(ctx.signal);
    const walker = new PngChunkWalker(source, verifyCrc);
    const { metadata, firstIdat } = await walker.readMetadata();
    const { width, height, rowBytes, filterBpp, interlaced } = metadata.header;
    if (interlaced) {
      throw new PipelineError(
        PipelineErrorKey.unsupportedType,
        'Adam7-interlaced PNG: use the browser decoder',
      );
    }
    const plan = planStrips(width, height, ctx.maxPiecePixels);
    const stride = rowBytes + 1; // filter byte + row
    const filtered = new Uint8Array(plan.rows * stride);
    const previous = new Uint8Array(rowBytes);
    const rgba = new Uint8Array(plan.rows * plan.segment * 4);
    const convert = createRowConverter(metadata, ctx.kernels, plan.segment);
    const inflater = new InflateReader(walker.idatInput(firstIdat));
    const top = ctx.region?.y ?? 0;
    const bottom = ctx.region ? ctx.region.y + ctx.region.height : height;
    try {
      for (let y = 0; y < bottom;) {
        throwIfAborted(ctx.signal);
        if (y >= top) await ctx.between?.();
        const rows = Math.min(plan.rows, bottom - y);
        const got = await inflater.readFully(filtered.subarray(0, rows * stride));
        const complete = Math.floor(got / stride);
        for (let r = 0; r < complete; r++) {
          const row = filtered.subarray(r * stride + 1, (r + 1) * stride);
          const above =
            r > 0 ? filtered.subarray((r - 1) * stride + 1, r * stride) : y > 0 ? previous : null;
          const filter = filtered[r * stride]!;
          if (!unfilterRow(filter, row, above, filterBpp)) {
            throw new PipelineError(
              PipelineErrorKey.corrupt,
              `filter type ${filter} in row ${y + r}`,
            );
          }
        }
        if (complete > 0) {
          if (y + complete > top)
            emitRows(filtered, stride, y, complete, width, plan.segment, rgba, convert, sink);
          previous.set(filtered.subarray((complete - 1) * stride + 1, complete * stride));
          sink.rowsDone(y + complete);
        }
        if (complete < rows) {
          throw (
            inflater.error ??
            new PipelineError(PipelineErrorKey.corrupt, `image data ends at row ${y + complete}`)
          );
        }
        y += rows;
        ctx.progress?.(y / height);
      }
    } finally {
      await inflater.close();
    }
  };
}

/** Converts `count` unfiltered rows and hands them to the sink (whole rows, or segments of one). */
function emitRows(
  filtered: Uint8Array,
  stride: number,
  y: number,
  count: number,
  width: number,
  segment: number,
  rgba: Uint8Array,
  convert: ReturnType<typeof createRowConverter>,
  sink: Parameters<StreamDecoder>[2],
): void {
  if (segment >= width) {
    for (let r = 0; r < count; r++) {
      convert(
        filtered.subarray(r * stride + 1, (r + 1) * stride),
        0,
        width,
        rgba.subarray(r * width * 4),
      );
    }
    sink.rect(rgba.subarray(0, count * width * 4), 0, y, width, count);
    return;
  }
  const row = filtered.subarray(1, stride); // one-row strips when segmenting
  for (let x0 = 0; x0 < width; x0 += segment) {
    const n = Math.min(segment, width - x0);
    convert(row, x0, n, rgba);
    sink.rect(rgba.subarray(0, n * 4), x0, y, n, 1);
  }
}

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new PipelineError(PipelineErrorKey.aborted, 'aborted');
}

/** Decodes a non-interlaced PNG (CRCs not checked). */
export const decodePng: StreamDecoder = createPngDecoder();
