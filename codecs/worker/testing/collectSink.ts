/**
 * Test sinks: one that collects the whole RGBA image (small images) and checks the RasterSink
 * contract as pieces arrive, one that only reports each piece (big images).
 */
import type { RasterSink } from '../types';

export interface CollectedImage {
  sink: RasterSink;
  rgba: Uint8Array;
  /** Largest piece received, px. */
  largestPiece: number;
  /** Last rowsDone value. */
  rowsDone(): number;
}

/** Collects pieces into a width × height RGBA buffer; throws on out-of-bounds or out-of-order calls. */
export function collectRgba(width: number, height: number): CollectedImage {
  const rgba = new Uint8Array(width * height * 4);
  let done = 0;
  let largest = 0;
  const sink: RasterSink = {
    rect(piece, x, y, w, h) {
      if (x < 0 || y < 0 || x + w > width || y + h > height || y < done) {
        throw new Error(`rect ${x},${y} ${w}×${h} outside ${width}×${height} or above row ${done}`);
      }
      if (piece.length < w * h * 4) throw new Error(`rect buffer ${piece.length} < ${w * h * 4}`);
      largest = Math.max(largest, w * h);
      for (let r = 0; r < h; r++) {
        rgba.set(piece.subarray(r * w * 4, (r + 1) * w * 4), ((y + r) * width + x) * 4);
      }
    },
    rowsDone(y) {
      if (y < done || y > height) throw new Error(`rowsDone(${y}) after ${done}`);
      done = y;
    },
  };
  return {
    sink,
    rgba,
    rowsDone: () => done,
    get largestPiece() {
      return largest;
    },
  };
}

/** A sink that passes full-width strips to `onStrip` (tests of big images hash them). */
export function stripSink(
  onStrip: (rgba: Uint8Array, y: number, rows: number, w: number) => void,
): RasterSink & {
  largestPiece: number;
  done: number;
} {
  const state = {
    largestPiece: 0,
    done: 0,
    rect(piece: Uint8Array, x: number, y: number, w: number, h: number) {
      if (x !== 0) throw new Error('expected full-width strips');
      state.largestPiece = Math.max(state.largestPiece, w * h);
      onStrip(piece.subarray(0, w * h * 4), y, h, w);
    },
    rowsDone(y: number) {
      if (y < state.done) throw new Error('rowsDone went back');
      state.done = y;
    },
  };
  return state;
}
