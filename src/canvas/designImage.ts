/**
 * Image objects of a design. They serialise the `src` they were given (an API path or a local
 * upload key, see src/domain/editor/uploadSources) instead of a data URL of their pixels, and are
 * re-created from the image sources (src/canvas/imageSources) without decoding again. An image
 * whose source cannot be loaded keeps its place, size and data and draws a hatched placeholder,
 * so a design never loses an object because one file is missing.
 */
import type { FabricObject, filters as fabricFilters, TOptions } from 'fabric';
import { classRegistry, FabricImage, util } from 'fabric';
import { pageIndex, pageSourceKey } from '../domain/uploads/pages';
import type { ImageElement } from './imageSources';
import { imageElementOf } from './imageSources';

/** Side of the placeholder's pattern tile, px. */
const PLACEHOLDER_TILE = 16;

function placeholder(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.fillStyle = '#e6e6e6';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.strokeStyle = '#b3b3b3';
    for (let x = -canvas.height; x < canvas.width; x += PLACEHOLDER_TILE) {
      ctx.beginPath();
      ctx.moveTo(x, canvas.height);
      ctx.lineTo(x + canvas.height, 0);
      ctx.stroke();
    }
  }
  return canvas;
}

/**
 * Pixels of the original drawn instead of the element while an export renders one band: the
 * region of the original that band needs, and where it lies on the element (element px).
 */
export interface ExportPatch {
  image: CanvasImageSource & { width: number; height: number };
  onElement: { x: number; y: number; width: number; height: number };
}

/**
 * The same picture can come back at another pixel size than it was saved with: the display
 * raster fits the budget of the engine that decodes it (5 MP on Safari, 90 MP elsewhere), and
 * the server's rendition may differ from the browser's own. An uncropped image keeps its shown
 * size: width and height become the element's, the scale absorbs the ratio.
 */
function keepShownSize(image: FabricImage, element: ImageElement): void {
  if (image.cropX > 0 || image.cropY > 0) return;
  const width = (element as HTMLImageElement).naturalWidth || element.width;
  const height = (element as HTMLImageElement).naturalHeight || element.height;
  if (!(width > 0 && height > 0)) return;
  if (Math.abs(width - image.width) < 0.5 && Math.abs(height - image.height) < 0.5) return;
  image.set({
    scaleX: (image.scaleX * image.width) / width,
    scaleY: (image.scaleY * image.height) / height,
    width,
    height,
  });
}

/** Below this many device px per image px, images are sampled through mipmaps. */
const MIPMAP_BELOW = 0.5;

/**
 * Draws `source` rect of `pattern`'s image into `dest` (current user space) as a rectangle filled
 * with the image as a pattern, rather than with drawImage. The export draws images this way: Skia
 * gives a filled path the same anti-aliased outline wherever the canvas starts, but computes a
 * transformed drawImage's outline differently at different canvas offsets, so tiles of one
 * print disagreed with each other along rotated images' edges.
 */
function fillImageRect(
  ctx: CanvasRenderingContext2D,
  pattern: CanvasPattern,
  source: { x: number; y: number; width: number; height: number },
  dest: { x: number; y: number; width: number; height: number },
): void {
  const kx = dest.width / source.width;
  const ky = dest.height / source.height;
  // Device px per image px. Shrinking by more than half samples through mipmaps ('medium'), so
  // fine detail averages instead of aliasing; otherwise bilinear ('low'), which costs a tile a
  // fraction of the mipmaps' time (measured in docs/benchmarks/export.md).
  const m = ctx.getTransform();
  const shown = Math.min(Math.hypot(m.a, m.b) * kx, Math.hypot(m.c, m.d) * ky);
  ctx.imageSmoothingQuality = shown < MIPMAP_BELOW ? 'medium' : 'low';
  pattern.setTransform(
    new DOMMatrix([kx, 0, 0, ky, dest.x - source.x * kx, dest.y - source.y * ky]),
  );
  ctx.fillStyle = pattern;
  ctx.fillRect(dest.x, dest.y, dest.width, dest.height);
}

export class DesignImage extends FabricImage {
  static override type = 'Image';

  /** The source as written in the design JSON. */
  designSrc = '';
  /** True when the source could not be loaded (the object draws a placeholder). */
  sourceMissing = false;
  /** Set by the export for the band being rendered (src/canvas/exportScene.ts); never saved. */
  exportPatch: ExportPatch | null = null;
  /** Drawn by the export (see fillImageRect); never saved. */
  exportRendering = false;
  /**
   * The pattern the export fills with, made once per image drawn (the element, or a band's
   * patch) rather than once per tile: a pattern holds its image's pixels natively until the
   * collector finds it, and the collector does not see that memory, so a pattern per tile and
   * image climbed by hundreds of MB over a 104 MP export (docs/benchmarks/export.md).
   */
  private exportFill: { image: CanvasImageSource; pattern: CanvasPattern } | null = null;

  private exportPattern(
    ctx: CanvasRenderingContext2D,
    image: CanvasImageSource,
  ): CanvasPattern | null {
    if (this.exportFill?.image === image) return this.exportFill.pattern;
    this.exportFill = null;
    const pattern = ctx.createPattern(image, 'no-repeat');
    if (pattern) this.exportFill = { image, pattern };
    return pattern;
  }

  /** Forgets the export's pattern (the export has ended, or its image is released). */
  releaseExportFill(): void {
    this.exportFill = null;
  }

  override _renderFill(ctx: CanvasRenderingContext2D): void {
    if (!this.exportRendering) {
      super._renderFill(ctx);
      return;
    }
    // The drawn part of the element, centred on the origin, as FabricImage draws it.
    const w = this.width;
    const h = this.height;
    const cropX = Math.max(this.cropX, 0);
    const cropY = Math.max(this.cropY, 0);
    const patch = this.exportPatch;
    if (patch) {
      // The patch covers `onElement` (element px); only the drawn part of it is filled.
      const r = patch.onElement;
      const kx = r.width / patch.image.width;
      const ky = r.height / patch.image.height;
      const x0 = Math.max(r.x, cropX);
      const y0 = Math.max(r.y, cropY);
      const x1 = Math.min(r.x + r.width, cropX + w);
      const y1 = Math.min(r.y + r.height, cropY + h);
      if (x1 <= x0 || y1 <= y0) return;
      const pattern = this.exportPattern(ctx, patch.image);
      if (!pattern) return;
      fillImageRect(
        ctx,
        pattern,
        { x: (x0 - r.x) / kx, y: (y0 - r.y) / ky, width: (x1 - x0) / kx, height: (y1 - y0) / ky },
        { x: x0 - cropX - w / 2, y: y0 - cropY - h / 2, width: x1 - x0, height: y1 - y0 },
      );
      return;
    }
    const element = this._element as ImageElement | undefined;
    if (!element) return;
    const elWidth = (element as HTMLImageElement).naturalWidth || element.width;
    const elHeight = (element as HTMLImageElement).naturalHeight || element.height;
    const width = Math.min(w, elWidth - cropX);
    const height = Math.min(h, elHeight - cropY);
    if (width <= 0 || height <= 0) return;
    const pattern = this.exportPattern(ctx, element);
    if (!pattern) return;
    fillImageRect(
      ctx,
      pattern,
      { x: cropX, y: cropY, width, height },
      { x: -w / 2, y: -h / 2, width, height },
    );
  }

  override getSrc(filtered?: boolean): string {
    return this.designSrc || super.getSrc(filtered);
  }

  static override async fromObject<T extends TOptions<Record<string, unknown>>>(
    object: T,
    options?: { signal?: AbortSignal },
  ): Promise<DesignImage> {
    // `crossOrigin` and `type` are the loader's and the registry's business, not the object's.
    const { src, filters, resizeFilter, crossOrigin, type, ...rest } = object as Record<
      string,
      unknown
    >;
    void crossOrigin;
    void type;
    const [liveFilters, liveResize, enlivened] = await Promise.all([
      Array.isArray(filters)
        ? util.enlivenObjects<fabricFilters.BaseFilter<string>>(filters, options)
        : Promise.resolve([]),
      resizeFilter
        ? util.enlivenObjects<fabricFilters.Resize>([resizeFilter], options)
        : Promise.resolve([]),
      util.enlivenObjectEnlivables<Record<string, FabricObject>>(rest, options),
    ]);
    const source = typeof src === 'string' ? src : '';
    // Another page of a file draws that page's pixels (data.page, src/domain/uploads/pages).
    const data = rest.data as { page?: unknown } | undefined;
    const page = pageIndex(data?.page) ?? 0;
    let element: ImageElement;
    let missing = false;
    try {
      element = await imageElementOf(pageSourceKey(source, page), options?.signal);
    } catch (error) {
      if (options?.signal?.aborted) throw error;
      missing = true;
      element = placeholder(Number(rest.width) || 100, Number(rest.height) || 100);
    }
    const image = new DesignImage(element, {
      ...rest,
      filters: liveFilters,
      ...(liveResize[0] ? { resizeFilter: liveResize[0] } : {}),
      ...enlivened,
    });
    image.designSrc = source;
    image.sourceMissing = missing;
    if (!missing) keepShownSize(image, element);
    return image;
  }
}

let registered = false;

/** Makes `Image` objects in design JSON load as DesignImage. */
export function registerDesignImage(): void {
  if (registered) return;
  registered = true;
  classRegistry.setClass(DesignImage);
}

/** A new image object drawing `element`, serialised with `src`. */
export function createDesignImage(element: ImageElement, src: string): DesignImage {
  const image = new DesignImage(element);
  image.designSrc = src;
  return image;
}
