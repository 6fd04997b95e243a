/**
 * Rendering with sharp (libvips): source bytes and the parameters in, the encoded picture out.
 * Bounded: at most {@link MAX_INPUT_PIXELS} decoded pixels; an SVG is rasterised at the density
 * that gives the asked size directly (crisp, not upscaled from 72 dpi) but never above that
 * bound; no output side above MAX_OUTPUT_SIDE.
 */
import sharp from 'sharp';
import type { ProcessParams } from './processParams';
import { MAX_OUTPUT_SIDE } from './processParams';

/** Decoded pixels a source may have (100 MP; sharp's own default is 268 MP). */
export const MAX_INPUT_PIXELS = 100_000_000;
/** sharp's SVG density at which one SVG unit is one pixel. */
const SVG_BASE_DENSITY = 72;
/** Largest density librsvg accepts through sharp. */
const MAX_DENSITY = 100_000;

/** The density rendering an SVG of `w` × `h` units at the asked size, within the pixel bound. */
function svgDensity(w: number, h: number, p: ProcessParams): number {
  const wanted =
    p.width !== null || p.height !== null
      ? Math.max((p.width ?? 0) / w, (p.height ?? 0) / h)
      : Math.min(1, MAX_OUTPUT_SIDE / Math.max(w, h));
  const bound = Math.sqrt(MAX_INPUT_PIXELS / (w * h));
  return Math.min(MAX_DENSITY, Math.max(1, SVG_BASE_DENSITY * Math.min(wanted, bound)));
}

/** The picture `params` asks for. Throws when sharp cannot read `input`. */
export async function renderImage(
  input: Buffer,
  isSvg: boolean,
  p: ProcessParams,
): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let density: number | undefined;
  if (isSvg) {
    const meta = await sharp(input, options).metadata();
    density = svgDensity(meta.width, meta.height, p);
  }
  // EXIF orientation first, then the asked turn (transparent corners for other angles than 90s).
  let image = sharp(input, { ...options, density, autoOrient: true });
  if (p.rotate !== 0)
    image = image.rotate(p.rotate, { background: { r: 0, g: 0, b: 0, alpha: 0 } });
  if (p.width !== null || p.height !== null) {
    image = image.resize({
      width: p.width ?? undefined,
      height: p.height ?? undefined,
      fit: p.fit,
      position: p.position,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    });
  } else {
    // No size asked: the source's, within the output bound.
    image = image.resize({
      width: MAX_OUTPUT_SIDE,
      height: MAX_OUTPUT_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
  }
  if (p.flip) image = image.flip();
  if (p.flop) image = image.flop();
  if (p.grayscale) image = image.grayscale();
  if (p.blur !== null) image = image.blur(p.blur);
  if (p.sharpen !== null) image = image.sharpen({ sigma: p.sharpen });
  switch (p.format) {
    case 'webp':
      return image.webp({ quality: p.quality }).toBuffer();
    case 'jpeg':
      return image
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: p.quality, mozjpeg: true })
        .toBuffer();
    case 'png':
      return image.png({ quality: p.quality, compressionLevel: 9 }).toBuffer();
    case 'avif':
      return image.avif({ quality: p.quality }).toBuffer();
  }
}
