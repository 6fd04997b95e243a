/**
 * Test sink: assembles the full RGBA image and checks the RasterSink contract on the way —
 * rectangles inside the image and below the rows already finished, rowsDone increasing, every
 * pixel written exactly once, the last rowsDone equal to the height, pieces within a budget.
 */
import type { RasterSink } from '../../../worker/types';

export interface CollectedImage {
  width: number;
  height: number;
  rgba: Uint8Array;
}

export class CollectSink implements RasterSink {
  readonly rgba: Uint8Array;
  private readonly written: Uint8Array;
  done = 0;
  rects = 0;
  largestRect = 0;
  readonly errors: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgba = new Uint8Array(width * height * 4);
    this.written = new Uint8Array(width * height);
  }

  rect(rgba: Uint8Array, x: number, y: number, w: number, h: number): void {
    this.rects++;
    this.largestRect = Math.max(this.largestRect, w * h);
    if (x < 0 || y < 0 || w < 1 || h < 1 || x + w > this.width || y + h > this.height) {
      this.errors.push(`rect ${x},${y} ${w}×${h} outside ${this.width}×${this.height}`);
      return;
    }
    if (y < this.done) this.errors.push(`rect at row ${y} after rowsDone(${this.done})`);
    if (rgba.length < w * h * 4) this.errors.push(`rect buffer ${rgba.length} < ${w * h * 4}`);
    for (let j = 0; j < h; j++) {
      this.rgba.set(rgba.subarray(j * w * 4, (j + 1) * w * 4), ((y + j) * this.width + x) * 4);
      for (let i = 0; i < w; i++) {
        const k = (y + j) * this.width + x + i;
        if (this.written[k]) {
          this.errors.push(`pixel ${x + i},${y + j} written twice`);
          return;
        }
        this.written[k] = 1;
      }
    }
  }

  rowsDone(y: number): void {
    if (y <= this.done) this.errors.push(`rowsDone(${y}) after rowsDone(${this.done})`);
    if (y > this.height) this.errors.push(`rowsDone(${y}) past the height`);
    for (let k = this.done * this.width; k < y * this.width && k < this.written.length; k++) {
      if (!this.written[k]) {
        this.errors.push(
          `rowsDone(${y}) but pixel ${k % this.width},${Math.floor(k / this.width)} missing`,
        );
        break;
      }
    }
    this.done = y;
  }

  /** Contract problems found, plus an incomplete image. */
  problems(): string[] {
    const p = [...this.errors];
    if (this.done !== this.height) p.push(`finished at row ${this.done} of ${this.height}`);
    return p;
  }

  image(): CollectedImage {
    return { width: this.width, height: this.height, rgba: this.rgba };
  }
}
