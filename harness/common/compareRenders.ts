/**
 * Compares a tiled export with a one-pass render of the same design (issue 6's fidelity bar:
 * "per-channel difference ≤ 2, no seams at tile edges"). Colours are compared premultiplied by
 * alpha, as they show over any backdrop: an edge pixel of alpha 1/255 may carry any colour once
 * unpremultiplied, and none of it is visible.
 *
 * Anti-aliased outlines are measured apart. The browser's rasteriser (Skia) computes the
 * coverage of a slanted edge with a rounding that depends on where the canvas starts, so the
 * same outline drawn in a tile and in one pass can differ by about 1/32 of coverage (8/255 of
 * alpha) — in both directions, scattered, invisible in print. An outline pixel is one whose
 * one-pass colour differs from a neighbour's by `edgeContrast` or more.
 */

export interface RenderComparison {
  /** Largest per-channel difference away from outlines. */
  maxDiff: number;
  /** Channel values differing by more than 2 away from outlines. */
  over2: number;
  /** Largest per-channel difference on outlines. */
  edgeMaxDiff: number;
  /** Pixels counted as outline pixels. */
  edgePixels: number;
  /**
   * The largest share of pixels differing by more than 2 along any tile edge (the rows or
   * columns either side of it): a seam would make it near 1.
   */
  worstSeam: number;
}

/** Premultiplied value of channel `i` (alpha stays alpha). */
function shown(data: ArrayLike<number>, i: number): number {
  const alpha = data[i - (i % 4) + 3] ?? 0;
  return i % 4 === 3 ? alpha : Math.round(((data[i] ?? 0) * alpha) / 255);
}

function isEdge(
  data: ArrayLike<number>,
  width: number,
  height: number,
  pixel: number,
  contrast: number,
): boolean {
  const x = pixel % width;
  const y = (pixel - x) / width;
  const neighbours = [
    x > 0 ? pixel - 1 : -1,
    x < width - 1 ? pixel + 1 : -1,
    y > 0 ? pixel - width : -1,
    y < height - 1 ? pixel + width : -1,
  ];
  for (const q of neighbours) {
    if (q < 0) continue;
    for (let c = 0; c < 4; c++)
      if (Math.abs(shown(data, pixel * 4 + c) - shown(data, q * 4 + c)) >= contrast) return true;
  }
  return false;
}

/**
 * `expected` (one pass) against `actual` (tiled), RGBA of `width` × `height`; `seams` are the
 * tile edges (rows and columns where a tile starts, other than 0).
 */
export function compareRenders(
  expected: ArrayLike<number>,
  actual: ArrayLike<number>,
  width: number,
  height: number,
  seams: { rows: readonly number[]; columns: readonly number[] },
  edgeContrast = 16,
): RenderComparison {
  const result: RenderComparison = {
    maxDiff: 0,
    over2: 0,
    edgeMaxDiff: 0,
    edgePixels: 0,
    worstSeam: 0,
  };
  const differs = new Uint8Array(width * height);
  for (let pixel = 0; pixel < width * height; pixel++) {
    let worst = 0;
    for (let c = 0; c < 4; c++) {
      const i = pixel * 4 + c;
      worst = Math.max(worst, Math.abs(shown(expected, i) - shown(actual, i)));
    }
    if (worst > 2) differs[pixel] = 1;
    if (isEdge(expected, width, height, pixel, edgeContrast)) {
      result.edgePixels++;
      result.edgeMaxDiff = Math.max(result.edgeMaxDiff, worst);
    } else {
      result.maxDiff = Math.max(result.maxDiff, worst);
      for (let c = 0; c < 4; c++) {
        const i = pixel * 4 + c;
        if (Math.abs(shown(expected, i) - shown(actual, i)) > 2) result.over2++;
      }
    }
  }
  const rowShare = (y: number) => {
    let n = 0;
    for (let x = 0; x < width; x++) n += differs[y * width + x] ?? 0;
    return n / width;
  };
  const columnShare = (x: number) => {
    let n = 0;
    for (let y = 0; y < height; y++) n += differs[y * width + x] ?? 0;
    return n / height;
  };
  for (const y of seams.rows)
    for (const row of [y - 1, y])
      if (row >= 0 && row < height) result.worstSeam = Math.max(result.worstSeam, rowShare(row));
  for (const x of seams.columns)
    for (const column of [x - 1, x])
      if (column >= 0 && column < width)
        result.worstSeam = Math.max(result.worstSeam, columnShare(column));
  return result;
}
