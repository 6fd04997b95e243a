/**
 * The decoding worker's side of a HEIC tile helper: the helper decodes every other tile row of
 * the grid in parallel (a second core) and sends each as a band of RGBA; the decoder takes them
 * in row order. The helper runs at most two bands ahead (acknowledged one by one), so memory is
 * two bands whatever the image's size.
 */
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import type { PipelineFailure } from '../../../src/domain/imaging/errors';
import type { TileHelper } from '../types';
import type { TileSpan } from './decodeHeif';

export interface Band {
  rgba: Uint8Array;
  /** Crop-relative first row. */
  y: number;
  width: number;
  height: number;
}

export type HelperRequest =
  { type: 'warm' } | { type: 'decode'; file: Blob; rows: number[] } | { type: 'ack' };

export type HelperEvent =
  | { type: 'band'; ty: number; y: number; width: number; height: number; rgba: ArrayBuffer }
  | { type: 'error'; failure: PipelineFailure };

export interface HelperRows {
  /** Tile rows the helper decodes. */
  rows: Set<number>;
  /** The band of tile row `ty`, once the helper has sent it. */
  next(ty: number): Promise<Band>;
  /** Tells the helper a band was consumed (it may decode one more). */
  ack(): void;
  stop(): void;
}

/** Starts the helper on every other tile row (the second, fourth…). */
export function startHelperRows(
  helper: TileHelper,
  span: TileSpan,
  signal: AbortSignal,
): HelperRows {
  const rows = new Set<number>();
  for (let ty = span.ty0 + 1; ty < span.ty1; ty += 2) rows.add(ty);
  const bands = new Map<number, Band>();
  const waiters = new Map<number, { resolve: (b: Band) => void; reject: (e: Error) => void }>();
  let failure: PipelineError | null = null;
  const fail = (error: PipelineError) => {
    failure ??= error;
    for (const w of waiters.values()) w.reject(failure);
    waiters.clear();
  };
  const { worker } = helper;
  worker.onmessage = (e: MessageEvent<HelperEvent>) => {
    const m = e.data;
    if (m.type === 'error') {
      fail(
        new PipelineError(
          m.failure.key,
          `tile helper: ${m.failure.detail ?? ''}`,
          m.failure.params,
        ),
      );
      return;
    }
    const band: Band = { rgba: new Uint8Array(m.rgba), y: m.y, width: m.width, height: m.height };
    const waiter = waiters.get(m.ty);
    if (waiter) {
      waiters.delete(m.ty);
      waiter.resolve(band);
    } else bands.set(m.ty, band);
  };
  worker.onerror = (e) => {
    e.preventDefault();
    fail(new PipelineError(PipelineErrorKey.decoderCrashed, `tile helper crashed: ${e.message}`));
  };
  signal.addEventListener('abort', () => fail(new PipelineError(PipelineErrorKey.aborted)), {
    once: true,
  });
  const request: HelperRequest = { type: 'decode', file: helper.file, rows: [...rows] };
  worker.postMessage(request);
  return {
    rows,
    next(ty) {
      if (failure) return Promise.reject(failure);
      const ready = bands.get(ty);
      if (ready) {
        bands.delete(ty);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => waiters.set(ty, { resolve, reject }));
    },
    ack() {
      const ack: HelperRequest = { type: 'ack' };
      worker.postMessage(ack);
    },
    stop() {
      worker.terminate();
    },
  };
}
