/**
 * HEIF geometry: the transformative properties of an item (clap, irot, imir, applied in ipma
 * order) reduced to what the pipeline needs — a crop in coded pixels (the clean aperture, the
 * whole image without clap) plus one display Orientation for the cropped pixels. EXIF
 * Orientation is never consulted: for HEIF the item properties govern (HEIF/MIAF; libheif#227).
 */
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import type { HeifTransform } from '../heifTransforms';
import { composeHeifTransforms } from '../heifTransforms';
import type { Orientation } from '../../../src/domain/imaging/imageInfo';
import { orientedSize } from '../../../src/domain/imaging/imageInfo';
import type { CropBorders, HeifTransformProperty } from './heifItems';

/** A rectangle in coded pixels. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What is delivered (coded orientation, cropped) and how to display it. */
export interface HeifGeometry {
  /** Coded size of the item (ispe), px. */
  codedWidth: number;
  codedHeight: number;
  /** The delivered rectangle of the coded image (clean aperture), px. */
  crop: PixelRect;
  /** Transform from the delivered pixels to the displayed image (irot/imir of the item). */
  orientation: Orientation;
}

/** The transform undoing `o` (mirrored ones are their own inverse). */
export function invertOrientation(o: Orientation): Orientation {
  if (o.flipHorizontal) return o;
  return { rotate: ((360 - o.rotate) % 360) as Orientation['rotate'], flipHorizontal: false };
}

/**
 * Maps a rectangle of the displayed image back to the coded image of `w`×`h` that `o`
 * displays. Works on pixel edges (continuous coordinates), so the result is exact.
 */
export function displayRectToCoded(
  rect: PixelRect,
  o: Orientation,
  w: number,
  h: number,
): PixelRect {
  const shown = orientedSize(w, h, o);
  const toCoded = (X0: number, Y0: number): [number, number] => {
    const X = o.flipHorizontal ? shown.width - X0 : X0;
    const Y = Y0;
    switch (o.rotate) {
      case 90: // coded (x, y) is shown at (h − y, x)
        return [Y, h - X];
      case 180:
        return [w - X, h - Y];
      case 270: // coded (x, y) is shown at (y, w − x)
        return [w - Y, X];
      default:
        return [X, Y];
    }
  };
  const [ax, ay] = toCoded(rect.x, rect.y);
  const [bx, by] = toCoded(rect.x + rect.width, rect.y + rect.height);
  return {
    x: Math.min(ax, bx),
    y: Math.min(ay, by),
    width: Math.abs(bx - ax),
    height: Math.abs(by - ay),
  };
}

/**
 * Reduces the item's transformative properties to a coded crop and one Orientation.
 * `borders(propertyId, width, height)` asks libheif for a clap's borders on an image of the size
 * it applies to (which, for a clap after irot, is the rotated size).
 */
export function heifGeometry(
  codedWidth: number,
  codedHeight: number,
  properties: readonly HeifTransformProperty[],
  borders: (propertyId: number, width: number, height: number) => CropBorders,
): HeifGeometry {
  let crop: PixelRect = { x: 0, y: 0, width: codedWidth, height: codedHeight };
  const ops: HeifTransform[] = [];
  for (const p of properties) {
    if (p.kind === 'irot') {
      ops.push({ irot: p.ccw / 90 });
    } else if (p.kind === 'imir') {
      ops.push({ imir: p.leftRight ? 1 : 0 });
    } else {
      const o = composeHeifTransforms(ops); // the orientation this clap sees
      const shown = orientedSize(crop.width, crop.height, o);
      const b = borders(p.propertyId, shown.width, shown.height);
      const kept: PixelRect = {
        x: b.left,
        y: b.top,
        width: shown.width - b.left - b.right,
        height: shown.height - b.top - b.bottom,
      };
      if (b.left < 0 || b.top < 0 || kept.width <= 0 || kept.height <= 0) {
        throw new PipelineError(
          PipelineErrorKey.corrupt,
          `invalid clean aperture ${JSON.stringify(b)}`,
        );
      }
      const inCoded = displayRectToCoded(kept, o, crop.width, crop.height);
      crop = { ...inCoded, x: crop.x + inCoded.x, y: crop.y + inCoded.y };
    }
  }
  return { codedWidth, codedHeight, crop, orientation: composeHeifTransforms(ops) };
}

/**
 * Applies `o` to a small RGBA8 image (previews only: it allocates a second buffer of the same
 * size). Returns the input untouched for the identity.
 */
export function orientRgba(
  rgba: Uint8Array,
  width: number,
  height: number,
  o: Orientation,
): { rgba: Uint8Array; width: number; height: number } {
  if (o.rotate === 0 && !o.flipHorizontal) return { rgba, width, height };
  const shown = orientedSize(width, height, o);
  const out = new Uint8Array(width * height * 4);
  const src = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice(); // Uint32Array needs alignment
  const src32 = new Uint32Array(src.buffer, src.byteOffset, width * height);
  const dst32 = new Uint32Array(out.buffer, 0, width * height);
  const W = shown.width;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let X: number;
      let Y: number;
      switch (o.rotate) {
        case 90:
          [X, Y] = [height - 1 - y, x];
          break;
        case 180:
          [X, Y] = [width - 1 - x, height - 1 - y];
          break;
        case 270:
          [X, Y] = [y, width - 1 - x];
          break;
        default:
          [X, Y] = [x, y];
      }
      if (o.flipHorizontal) X = W - 1 - X;
      dst32[Y * W + X] = src32[y * width + x]!;
    }
  }
  return { rgba: out, ...shown };
}
