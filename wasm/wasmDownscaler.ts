/**
 * The `Downscaler` of the wasm build: a thin adapter over dsCreate/dsPush/dsFinish. Each push
 * copies the rectangle into a block of wasm memory that is freed right after, so between calls
 * the module holds only the weight tables, the accumulator band and the output.
 */
import type { KernelExports } from './exports';
import { DS_STATUS } from './exports';
import type { Heap } from './heap';
import type { Downscaler, DownscalerOptions } from './kernels';
import {
  checkDownscalerOptions,
  checkInt,
  checkRect,
  disposedError,
  finishedRowsError,
} from './validate';

/** Frees the state of downscalers that were dropped without dispose(). */
const leaks =
  typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry<{ x: KernelExports; state: number }>(({ x, state }) =>
        x.dsDispose(state),
      )
    : null;

export class WasmDownscaler implements Downscaler {
  readonly srcWidth: number;
  readonly srcHeight: number;
  readonly dstWidth: number;
  readonly dstHeight: number;
  private readonly options: DownscalerOptions;
  /** Pointer to the wasm state; 0 once disposed. */
  private state: number;
  /** Source rows [0, finished) declared complete (mirrors the wasm state, for messages). */
  private finished = 0;

  constructor(
    private readonly x: KernelExports,
    private readonly heap: Heap,
    options: DownscalerOptions,
  ) {
    checkDownscalerOptions(options);
    this.options = { ...options };
    this.srcWidth = options.srcWidth;
    this.srcHeight = options.srcHeight;
    this.dstWidth = options.dstWidth;
    this.dstHeight = options.dstHeight;
    const { srcWidth, srcHeight, dstWidth, dstHeight, alpha } = options;
    this.state = x.dsCreate(srcWidth, srcHeight, dstWidth, dstHeight, alpha ? 1 : 0) >>> 0;
    if (this.state === 0) {
      throw new RangeError(
        `kernels: out of WebAssembly memory for a ${dstWidth}×${dstHeight} downscale`,
      );
    }
    leaks?.register(this, { x, state: this.state }, this);
  }

  pushRect(rgba: Uint8Array, x: number, y: number, w: number, h: number): void {
    const state = this.live();
    checkRect(this.options, rgba, x, y, w, h);
    if (w === 0 || h === 0) return;
    if (y < this.finished) finishedRowsError(y, this.finished);
    const status = this.heap.scoped((blocks) =>
      this.x.dsPush(state, blocks.copyIn(rgba, w * h * 4), x, y, w, h),
    );
    this.check(status);
  }

  pushRows(rgba: Uint8Array, y: number, rows: number): void {
    this.pushRect(rgba, 0, y, this.srcWidth, rows);
    this.finishRows(y + rows);
  }

  finishRows(y: number): void {
    const state = this.live();
    checkInt('y', y, 0, this.srcHeight);
    this.check(this.x.dsFinish(state, y));
    this.finished = Math.max(this.finished, y);
  }

  output(): Uint8ClampedArray<ArrayBuffer> {
    const state = this.live();
    const length = this.dstWidth * this.dstHeight * 4;
    const out = new Uint8ClampedArray(length);
    out.set(this.heap.view(this.x.dsOutput(state) >>> 0, length));
    return out;
  }

  dispose(): void {
    if (this.state === 0) return;
    leaks?.unregister(this);
    this.x.dsDispose(this.state);
    this.state = 0;
  }

  private live(): number {
    return this.state === 0 ? disposedError() : this.state;
  }

  private check(status: number): void {
    if (status === DS_STATUS.ok) return;
    if (status === DS_STATUS.memory)
      throw new RangeError('kernels: out of WebAssembly memory (accumulators)');
    throw new RangeError(`kernels: downscaler rejected the call (status ${status})`);
  }
}
