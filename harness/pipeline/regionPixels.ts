/**
 * Pixel arithmetic for the region checks of the pipeline tool page: reading a bitmap's pixels,
 * an exact area-average resampler (the reference a region decode is compared with), differences
 * and an edge-contrast measure (sharpness of page renders). Plain TypeScript, no kernels: the
 * reference must not share code with what it checks.
 */

/** RGBA8 pixels, unpremultiplied, rows top to bottom. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** A rectangle in px (fractions allowed). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The pixels of a bitmap (within the budget: the tool's bitmaps are). */
export function pixelsOf(source: ImageBitmap): Pixels {
  const { width, height } = source;
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(source, 0, 0);
  return { data: ctx.getImageData(0, 0, width, height).data, width, height };
}

/** Per-axis weights: how much of source pixel i covers output pixel j, for a box [from, from+size). */
function weights(from: number, size: number, out: number): { first: number; w: number[] }[] {
  const step = size / out;
  const result: { first: number; w: number[] }[] = [];
  for (let j = 0; j < out; j++) {
    const a = from + j * step;
    const b = a + step;
    const first = Math.floor(a);
    const w: number[] = [];
    for (let i = first; i < b; i++) w.push((Math.min(b, i + 1) - Math.max(a, i)) / step);
    result.push({ first, w });
  }
  return result;
}

/**
 * `box` of `src` averaged down to `width`×`height`: each output pixel is the coverage-weighted
 * mean of the source area it covers, premultiplied (RGB × alpha / 255, then alpha), as floats.
 */
export function areaAverage(src: Pixels, box: Box, width: number, height: number): Float32Array {
  const wx = weights(box.x, box.width, width);
  const wy = weights(box.y, box.height, height);
  const out = new Float32Array(width * height * 4);
  const d = src.data;
  for (let j = 0; j < height; j++) {
    const { first: y0, w: ky } = wy[j]!;
    for (let i = 0; i < width; i++) {
      const { first: x0, w: kx } = wx[i]!;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let v = 0; v < ky.length; v++) {
        const y = Math.min(src.height - 1, y0 + v);
        for (let u = 0; u < kx.length; u++) {
          const x = Math.min(src.width - 1, x0 + u);
          const p = (y * src.width + x) * 4;
          const k = ky[v]! * kx[u]!;
          const alpha = d[p + 3]!;
          r += ((d[p]! * alpha) / 255) * k;
          g += ((d[p + 1]! * alpha) / 255) * k;
          b += ((d[p + 2]! * alpha) / 255) * k;
          a += alpha * k;
        }
      }
      const o = (j * width + i) * 4;
      out[o] = r;
      out[o + 1] = g;
      out[o + 2] = b;
      out[o + 3] = a;
    }
  }
  return out;
}

/** Premultiplied floats of pixels (as areaAverage makes them). */
export function premultiplied(p: Pixels): Float32Array {
  return areaAverage(p, { x: 0, y: 0, width: p.width, height: p.height }, p.width, p.height);
}

export interface Difference {
  /** Mean absolute difference over premultiplied R, G, B and alpha, 0–255. */
  mean: number;
  /** 99th percentile of the per-pixel largest channel difference, 0–255. */
  p99: number;
}

/** How far two premultiplied images of the same size are apart. */
export function difference(a: Float32Array, b: Float32Array): Difference {
  const pixels = a.length / 4;
  const worst = new Float32Array(pixels);
  let sum = 0;
  for (let i = 0; i < pixels; i++) {
    let m = 0;
    for (let c = 0; c < 4; c++) {
      const d = Math.abs(a[i * 4 + c]! - b[i * 4 + c]!);
      sum += d;
      m = Math.max(m, d);
    }
    worst[i] = m;
  }
  worst.sort();
  const round = (v: number) => Math.round(v * 100) / 100;
  return {
    mean: round(sum / Math.max(1, a.length)),
    p99: round(worst[Math.min(pixels - 1, Math.floor(pixels * 0.99))] ?? 0),
  };
}

/**
 * Edge energy: the mean squared luminance step between neighbouring pixels (horizontal and
 * vertical), on premultiplied values shown over white. An edge of height h spread over k pixels contributes
 * k·(h/k)² = h²/k: a sharp render keeps its edges one pixel wide at any scale, an enlarged
 * raster spreads them over more pixels, so at the same size the sharp one scores higher.
 */
export function edgeEnergy(p: Float32Array, width: number, height: number): number {
  // Luminance over white: black text on a transparent page has its contrast in alpha.
  const lum = (i: number) =>
    0.2126 * p[i * 4]! + 0.7152 * p[i * 4 + 1]! + 0.0722 * p[i * 4 + 2]! + (255 - p[i * 4 + 3]!);
  let sum = 0;
  let n = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const here = lum(i);
      if (x + 1 < width) {
        sum += (lum(i + 1) - here) ** 2;
        n += 1;
      }
      if (y + 1 < height) {
        sum += (lum(i + width) - here) ** 2;
        n += 1;
      }
    }
  }
  return Math.round((sum / Math.max(1, n)) * 100) / 100;
}

/** `box` of `source` drawn at `width`×`height` with the canvas's smoothing (a raster enlarged). */
export function enlarged(source: ImageBitmap, box: Box, width: number, height: number): Pixels {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, box.x, box.y, box.width, box.height, 0, 0, width, height);
  return { data: ctx.getImageData(0, 0, width, height).data, width, height };
}
