/**
 * A pattern background that stays vector (issue 16): a rectangle covering the artboard, filled
 * with an SVG tile repeating at its printed size (`tileInches`), whatever the rectangle's scale
 * (a product resize scales the background to cover; the tiles keep their inches and start at
 * the artboard's corner).
 *
 * - On screen and in the print PNG the tile is rasterised for the pixels it lands on: the
 *   drawing transform says how many device px an artboard px is (zoom × retina on screen, the
 *   print resolution in an export tile), and the SVG is drawn at that size once (kept per size),
 *   so the print is as sharp as its resolution, never an upscaled 300 ppi tile.
 * - In the print SVG it is an SVG `<pattern>` holding the tile's own vector markup.
 *
 * Serialised as `{type: 'PatternBackground', tileUrl, tileInches}` (custom properties:
 * src/canvas/customProperties); the tile is fetched again on load. Designs from before keep their `Rect` with a raster `Pattern` and still load.
 */
import type { TOptions } from 'fabric';
import { classRegistry, Rect } from 'fabric';
import { PX_PER_INCH } from '../domain/units';

/** A tile is never rasterised larger than this on a side, px (a 1 in tile at 4096 dpi). */
const MAX_TILE_PX = 4096;
/** Rasterised tiles kept per object (zoom steps, export resolution). */
const KEPT_RASTERS = 4;

export interface TileInches {
  width: number;
  height: number;
}

interface LoadedTile {
  image: HTMLImageElement;
  viewBox: string;
  markup: string;
}

let patternIds = 0;

/** The tile's SVG read into an image (a data URL: drawing it never taints a canvas) and markup. */
async function loadTile(url: string): Promise<LoadedTile> {
  const answer = await fetch(url, { credentials: 'omit' });
  if (!answer.ok) throw new Error(`Pattern tile ${url}: HTTP ${answer.status}`);
  const text = await answer.text();
  const root = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
  if (root.nodeName !== 'svg') throw new Error(`Pattern tile ${url} is not an SVG`);
  root.querySelector('title')?.remove();
  const viewBox =
    root.getAttribute('viewBox') ??
    `0 0 ${root.getAttribute('width') ?? '1'} ${root.getAttribute('height') ?? '1'}`;
  const markup = new XMLSerializer()
    .serializeToString(root)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '');
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  await image.decode();
  return { image, viewBox, markup };
}

export class PatternBackground extends Rect {
  static override type = 'PatternBackground';

  /** The tile's SVG (absolute or root-relative URL). */
  declare tileUrl: string;
  /** The tile's printed size, inches. */
  declare tileInches: TileInches;
  /** Set by {@link PatternBackground.load}; never saved. */
  tile: LoadedTile | null = null;
  private rasters = new Map<string, HTMLCanvasElement>();

  /** A pattern background, its tile loaded. */
  static async create(options: Partial<PatternBackground>): Promise<PatternBackground> {
    const object = new PatternBackground(options);
    object.set({ objectCaching: false });
    object.tile = await loadTile(object.tileUrl);
    return object;
  }

  static override async fromObject<T extends TOptions<Record<string, unknown>>>(
    object: T,
  ): Promise<PatternBackground> {
    const { type, ...rest } = object as Record<string, unknown>;
    void type;
    return PatternBackground.create(rest as Partial<PatternBackground>);
  }

  /** The tile's size in the rectangle's own units (its printed size whatever the scale). */
  private tileSize(): { width: number; height: number } {
    return {
      width: (this.tileInches.width * PX_PER_INCH) / Math.abs(this.scaleX || 1),
      height: (this.tileInches.height * PX_PER_INCH) / Math.abs(this.scaleY || 1),
    };
  }

  /**
   * The artboard's corner in the rectangle's own units (it is upright, in no group): the tiles
   * start there, so a resize that moves the rectangle's corner does not move them.
   */
  private tileOrigin(): { x: number; y: number } {
    const c = this.getCenterPoint();
    return { x: -c.x / (this.scaleX || 1), y: -c.y / (this.scaleY || 1) };
  }

  private raster(width: number, height: number): HTMLCanvasElement {
    const key = `${width}x${height}`;
    let canvas = this.rasters.get(key);
    if (!canvas) {
      canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.drawImage(this.tile!.image, 0, 0, width, height);
      if (this.rasters.size >= KEPT_RASTERS) this.rasters.delete(this.rasters.keys().next().value!);
      this.rasters.set(key, canvas);
    }
    return canvas;
  }

  override _render(ctx: CanvasRenderingContext2D): void {
    if (!this.tile) return;
    const m = ctx.getTransform();
    const tile = this.tileSize();
    // Device px of one tile along each axis, as the drawing transform maps the object's units.
    const px = (n: number) => Math.min(MAX_TILE_PX, Math.max(1, Math.round(n)));
    const rw = px(tile.width * Math.hypot(m.a, m.b));
    const rh = px(tile.height * Math.hypot(m.c, m.d));
    const pattern = ctx.createPattern(this.raster(rw, rh), 'repeat');
    if (!pattern) return;
    const x = -this.width / 2;
    const y = -this.height / 2;
    const origin = this.tileOrigin();
    const placed = new DOMMatrix().translate(origin.x, origin.y);
    pattern.setTransform(placed.scale(tile.width / rw, tile.height / rh));
    ctx.fillStyle = pattern;
    ctx.fillRect(x, y, this.width, this.height);
  }

  override _toSVG(): string[] {
    const id = `pattern-background-${++patternIds}`;
    const tile = this.tileSize();
    const x = -this.width / 2;
    const y = -this.height / 2;
    const origin = this.tileOrigin();
    // The tile's view box onto one tile of the pattern (a group, not a nested <svg>).
    const [vx = 0, vy = 0, vw = 1, vh = 1] = (this.tile?.viewBox ?? '0 0 1 1')
      .split(/[\s,]+/)
      .map(Number);
    const fit = `scale(${tile.width / vw} ${tile.height / vh}) translate(${-vx} ${-vy})`;
    return [
      '<g COMMON_PARTS>\n',
      `<defs><pattern id="${id}" patternUnits="userSpaceOnUse" x="${origin.x}" y="${origin.y}" `,
      `width="${tile.width}" height="${tile.height}"><g transform="${fit}">`,
      this.tile?.markup ?? '',
      '</g></pattern></defs>\n',
      `<rect x="${x}" y="${y}" width="${this.width}" height="${this.height}" fill="url(#${id})" />\n`,
      '</g>\n',
    ];
  }
}

classRegistry.setClass(PatternBackground);
