/**
 * Image objects of a design. They serialise the `src` they were given (an API path or a local
 * upload key, see src/domain/editor/uploadSources) instead of a data URL of their pixels, and are
 * re-created from the image sources (src/canvas/imageSources) without decoding again. An image
 * whose source cannot be loaded keeps its place, size and data and draws a hatched placeholder,
 * so a design never loses an object because one file is missing.
 */
import type { FabricObject, filters as fabricFilters, TOptions } from 'fabric';
import { classRegistry, FabricImage, util } from 'fabric';
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

export class DesignImage extends FabricImage {
  static override type = 'Image';

  /** The source as written in the design JSON. */
  designSrc = '';
  /** True when the source could not be loaded (the object draws a placeholder). */
  sourceMissing = false;

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
    let element: ImageElement;
    let missing = false;
    try {
      element = await imageElementOf(source, options?.signal);
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
