/**
 * Renders one side of a design into its print files (issue 6): the print PNG at the product's
 * export DPI, tile by tile inside the pixel budget and streamed through the PNG worker; the SVG;
 * and the 240 and 960 thumbnails. No React, no store: the editor, the export tool page and the
 * benchmark call it with their own environment.
 *
 * Main thread: each tile is one Fabric render of at most EXPORT_TUNABLES.maxTileArea px, then a
 * bitmap handed to the PNG worker, and the thread is given back between tiles, so input and
 * painting go on during an export. Workers: PNG filtering and compression, region decodes of
 * originals, WebP encoding.
 */
import type { ExportProblem, ExportScene, SvgFontFiles } from '../../canvas';
import { createExportScene } from '../../canvas';
import type { PixelSize, SideDesign, TileLimits } from '../../domain/export';
import { EXPORT_TUNABLES, planTiles, printPixelSize } from '../../domain/export';
import type { PixelBudget } from '../../domain/imaging/pixelBudget';
import type { Side } from '../../domain/editor/sides';
import type { TextOutput } from '../../domain/product';
import { PNG_EXPORT_BITMAP_OPTIONS } from '../../imaging';
import type { ExportThumbnail, PngExport, PngExportOptions, RegionRequest } from '../../imaging';

/** An image's original, as the environment finds it (null: the image has none, e.g. a library image). */
export interface OriginalSource {
  file: Blob;
  fileName: string;
  /** PDF, AI or EPS: rendered sharp at any scale. */
  vector: boolean;
}

export interface ExportEnvironment {
  budget: PixelBudget;
  /** Tile limits (default EXPORT_TUNABLES'); tests use small tiles to make many seams. */
  tileLimits?: TileLimits;
  /** The streamed PNG (src/imaging/pngExport.ts), or a stand-in with its contract. */
  openPng(options: PngExportOptions): PngExport;
  /** The original behind an image's src, or null. */
  originalOf(src: string, signal: AbortSignal): Promise<OriginalSource | null>;
  decodeRegion(
    original: OriginalSource,
    request: RegionRequest,
    signal: AbortSignal,
  ): Promise<ImageBitmap>;
  /** The absolute address an image's src is fetched from, or null (embed it in the SVG). */
  imageHref(src: string): string | null;
  /** Subsets and outlines of the catalogue's face files, for the SVG (our server's). */
  fontFiles: SvgFontFiles;
  /** Gives the main thread back (input, painting) between tiles. */
  yieldToMain(): Promise<void>;
}

export interface SideRequest {
  side: Side;
  design: SideDesign | null;
  /** The artboard, px at 100 % (96 per inch). */
  artboard: PixelSize;
  widthInches: number;
  heightInches: number;
  exportDpi: number;
  /** Printed mirrored left to right (the back of a 'reversed' print). */
  mirrored: boolean;
  /** How the SVG carries text: with embedded faces, or as outlines (products cut from vinyl). */
  textOutput: TextOutput;
}

export interface SideOutput {
  side: Side;
  png: Blob;
  /** The print PNG's size, px. */
  pngSize: PixelSize;
  svg: string;
  thumbnails: ExportThumbnail[];
  problems: ExportProblem[];
  /** Region decodes made for images that needed their originals. */
  regionDecodes: number;
}

/** Progress of one side, 0–1 over its tiles (thumbnails and SVG are quick and come last). */
export type SideProgress = (fraction: number) => void;

function abortError(): DOMException {
  return new DOMException('Export canceled', 'AbortError');
}

interface OriginalEntry {
  source: OriginalSource | null;
}

/** Fetches each image's original at most once per side, and remembers the failures. */
function originalsCache(env: ExportEnvironment, problems: ExportProblem[], signal: AbortSignal) {
  const entries = new Map<string, Promise<OriginalEntry>>();
  return (src: string): Promise<OriginalEntry> => {
    let entry = entries.get(src);
    if (!entry) {
      entry = env.originalOf(src, signal).then(
        (source) => ({ source }),
        (error: unknown) => {
          if (signal.aborted) throw error;
          problems.push({ key: 'exportImageDetailMissing', detail: src });
          return { source: null };
        },
      );
      entries.set(src, entry);
    }
    return entry;
  };
}

/** Sets each image's patch of its original for `band`; returns the patches' bitmaps. */
async function patchBand(
  scene: ExportScene,
  band: { x: number; y: number; width: number; height: number },
  output: PixelSize,
  env: ExportEnvironment,
  original: ReturnType<typeof originalsCache>,
  problems: ExportProblem[],
  signal: AbortSignal,
): Promise<ImageBitmap[]> {
  const bitmaps: ImageBitmap[] = [];
  for (const image of scene.images) {
    image.setPatch(null);
    if (!image.enlargedAt(output)) continue;
    const { source } = await original(image.src);
    if (!source) continue;
    const size = image.resolution ?? image.element;
    const plan = image.regionFor(
      band,
      output,
      { size, vector: source.vector },
      {
        marginPx: EXPORT_TUNABLES.regionMarginPx,
        maxArea: env.budget.maxArea,
      },
    );
    if (!plan) continue;
    try {
      const bitmap = await env.decodeRegion(
        source,
        // Printed from the page the image shows (a PDF's, TIFF's or HEIF's page N).
        {
          region: plan.region,
          output: plan.output,
          ...(image.page > 0 ? { page: image.page } : {}),
        },
        signal,
      );
      bitmaps.push(bitmap);
      image.setPatch({ image: bitmap, onElement: plan.onElement });
    } catch (error) {
      if (signal.aborted) throw error;
      if (!problems.some((p) => p.key === 'exportImageDetailMissing' && p.detail === image.src))
        problems.push({ key: 'exportImageDetailMissing', detail: image.src });
    }
  }
  return bitmaps;
}

async function renderPng(
  scene: ExportScene,
  request: SideRequest,
  env: ExportEnvironment,
  problems: ExportProblem[],
  onProgress: SideProgress,
  signal: AbortSignal,
): Promise<{
  png: Blob;
  size: PixelSize;
  regionDecodes: number;
  thumbnails: SideOutput['thumbnails'];
}> {
  const size = printPixelSize(request.widthInches, request.heightInches, request.exportDpi);
  const plan = planTiles(size, env.budget, env.tileLimits ?? EXPORT_TUNABLES);
  scene.rasterizeVectors(size, Math.min(env.budget.maxArea, EXPORT_TUNABLES.maxVectorRasterArea));
  const png = env.openPng({
    ...size,
    dpi: request.exportDpi,
    alpha: true,
    thumbnailSides: EXPORT_TUNABLES.thumbnailSides,
    signal,
  });
  const original = originalsCache(env, problems, signal);
  let done = 0;
  let regionDecodes = 0;
  try {
    for (const band of plan.bands) {
      if (signal.aborted) throw abortError();
      const patches = await patchBand(
        scene,
        { x: 0, y: band.y, width: size.width, height: band.height },
        size,
        env,
        original,
        problems,
        signal,
      );
      regionDecodes += patches.length;
      const tiles: { x: number; width: number; height: number; bitmap: ImageBitmap }[] = [];
      try {
        for (const tile of band.tiles) {
          await env.yieldToMain();
          if (signal.aborted) throw abortError();
          const canvas = scene.renderTile(tile, size);
          // The snapshot is taken now; the canvas is free for the next tile.
          tiles.push({
            x: tile.x,
            width: tile.width,
            height: tile.height,
            bitmap: await createImageBitmap(canvas, PNG_EXPORT_BITMAP_OPTIONS),
          });
          done += 1;
          onProgress(done / plan.tileCount);
        }
      } catch (error) {
        for (const t of tiles) t.bitmap.close();
        throw error;
      } finally {
        // The patches are dropped, not closed: the fill patterns made from them hold their
        // pixels until the collector frees both, and an open bitmap is counted by the collector
        // where a closed one is not, so closing only made it run later (docs/benchmarks/export.md,
        // "Why the peak varied").
        for (const image of scene.images) image.setPatch(null);
      }
      await png.writeBand(band.y, band.height, tiles);
    }
    const file = await png.finish();
    return { png: file, size, regionDecodes, thumbnails: png.thumbnails() };
  } catch (error) {
    png.abort();
    throw error;
  }
}

/** Renders `request`'s side into its print PNG, SVG and thumbnails. */
export async function renderSide(
  request: SideRequest,
  env: ExportEnvironment,
  onProgress: SideProgress,
  signal: AbortSignal,
): Promise<SideOutput> {
  const scene = await createExportScene(request.design, request.artboard, {
    mirrored: request.mirrored,
  });
  try {
    const problems = [...scene.problems];
    const { png, size, regionDecodes, thumbnails } = await renderPng(
      scene,
      request,
      env,
      problems,
      onProgress,
      signal,
    );
    const { svg, problems: svgProblems } = await scene.toSvg({
      widthInches: request.widthInches,
      heightInches: request.heightInches,
      imageHref: env.imageHref,
      textOutput: request.textOutput,
      fonts: env.fontFiles,
    });
    problems.push(...svgProblems);
    return { side: request.side, png, pngSize: size, svg, thumbnails, problems, regionDecodes };
  } finally {
    scene.dispose();
  }
}
