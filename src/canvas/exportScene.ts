/**
 * One side's design, loaded for export (issue 6): the user's objects on an off-screen Fabric
 * canvas that is never drawn itself, so no canvas of the artboard's size exists. Each tile of the
 * print file is drawn by `renderTile` into a canvas of the tile's size, through a viewport
 * transform that scales the artboard (96 px per inch) to the print resolution and moves the tile
 * to the origin. Objects off the tile are skipped by Fabric's on-screen test.
 *
 * Left out of every export, as the issue asks: overlays, guides and the shape image (never part
 * of a design JSON), the placeholder text of empty text boxes, and images whose source cannot be
 * loaded — each of those last reported as a problem, never silently dropped.
 */
import type { FabricObject, TMat2D } from 'fabric';
import { FabricText, Group, StaticCanvas } from 'fabric';
import type { PixelSize, Rect, RegionPlan, SideDesign } from '../domain/export';
import { elementDensity, needsOriginal, planRegion } from '../domain/export';
import { pageIndex } from '../domain/uploads/pages';
import { registerCustomProperties } from './customProperties';
import { enlivenDesign } from './designDocument';
import type { ExportPatch } from './designImage';
import { DesignImage, registerDesignImage } from './designImage';
import { registerDesignText } from './designText';
import type { SideSvg, SvgOptions } from './exportSvg';
import { designSvg } from './exportSvg';
import { designFonts } from './designFonts';
import { isFontAvailable, primaryFamily } from './fontAvailability';
import { weightOf } from './textStyle';
import { isVectorElement } from './imageSources';

/** What an export could not honour (issue 6: "the errors list collects it"). */
export interface ExportProblem {
  key:
    | 'exportImageMissing'
    | 'exportFontMissing'
    | 'exportImageDetailMissing'
    | 'exportFontNotEmbedded';
  /** The image's src or the font family. */
  detail: string;
}

/** An image object of the scene, as the export's best-source logic sees it. */
export interface ExportImage {
  /** The src written in the design (an upload's path, a local upload key, a library URL). */
  readonly src: string;
  /** The element's size, px (the display raster). */
  readonly element: PixelSize;
  /** The original's oriented size as placed (`data.resolution`), px; null when unknown. */
  readonly resolution: PixelSize | null;
  /** The page of the original the image shows (`data.page`, 0-based): regions ask for it. */
  readonly page: number;
  /** Whether a print at `output` px draws the element enlarged (it may need its original). */
  enlargedAt(output: PixelSize): boolean;
  /**
   * The region of an original of `original` px to decode for `area` of a print at `output` px,
   * or null when the display raster is enough or the image is not under the area.
   */
  regionFor(
    area: Rect,
    output: PixelSize,
    original: { size: PixelSize; vector: boolean },
    options: { marginPx: number; maxArea: number },
  ): RegionPlan | null;
  /** Draw `patch` instead of the element until cleared (null: the element, or its raster). */
  setPatch(patch: ExportPatch | null): void;
}

export interface ExportScene {
  /** The artboard, px at 100 %. */
  readonly artboard: PixelSize;
  readonly problems: readonly ExportProblem[];
  readonly images: readonly ExportImage[];
  /**
   * Draws `tile` of the design rendered at `output` px into a canvas of the tile's size (reused:
   * take a bitmap of it before the next call).
   */
  renderTile(tile: Rect, output: PixelSize): HTMLCanvasElement;
  /**
   * Rasterises SVG images once at their density in a print of `output` px, when that raster fits
   * `maxArea`: the browser draws an SVG image straight onto a canvas with edges that depend on the
   * canvas's offset, so tiles would disagree along its outlines; a raster drawn like the other
   * images does not. Larger SVG images stay vectors.
   */
  rasterizeVectors(output: PixelSize, maxArea: number): void;
  /** The side as SVG, with the faces it could not carry (see exportSvg.ts). */
  toSvg(options: Omit<SvgOptions, 'artboard' | 'mirrored'>): Promise<SideSvg>;
  dispose(): void;
}

export interface ExportSceneOptions {
  /** Printed mirrored left to right (the back of a 'reversed' print). */
  mirrored?: boolean;
}

function eachObject(objects: FabricObject[], visit: (o: FabricObject) => void): void {
  for (const o of objects) {
    visit(o);
    if (o instanceof Group) eachObject(o.getObjects(), visit);
  }
}

function isPlaceholderText(o: FabricObject): boolean {
  return (o as FabricObject & { isPlaceholder?: boolean }).isPlaceholder === true;
}

interface SceneGeometry {
  artboard: PixelSize;
  mirrored: boolean;
}

function scaleOf(output: PixelSize, artboard: PixelSize): { x: number; y: number } {
  return { x: output.width / artboard.width, y: output.height / artboard.height };
}

type Matrix6 = readonly [number, number, number, number, number, number];

interface SceneImage extends ExportImage {
  rasterize(output: PixelSize, maxArea: number): void;
  release(): void;
}

function imageOf(object: DesignImage, scene: SceneGeometry): SceneImage {
  let base: ExportPatch | null = null;
  const element = object.getElement() as {
    width: number;
    height: number;
    naturalWidth?: number;
    naturalHeight?: number;
  };
  const size = {
    width: element.naturalWidth || element.width,
    height: element.naturalHeight || element.height,
  };
  const data = (object as unknown as { data?: { resolution?: PixelSize; page?: unknown } }).data;
  const resolution = data?.resolution;
  const matrix = () => object.calcTransformMatrix() as unknown as Matrix6;
  return {
    src: object.designSrc,
    element: size,
    resolution:
      resolution && resolution.width > 0 && resolution.height > 0
        ? { width: resolution.width, height: resolution.height }
        : null,
    page: pageIndex(data?.page) ?? 0,
    enlargedAt(output) {
      const density = elementDensity(matrix(), scaleOf(output, scene.artboard));
      return Math.max(density.width, density.height) > 1;
    },
    regionFor(shown, output, original, { marginPx, maxArea }) {
      // A mirrored scene shows at x what the design has at output.width − x.
      const area = scene.mirrored ? { ...shown, x: output.width - shown.x - shown.width } : shown;
      const request = {
        matrix: matrix(),
        element: size,
        crop: { x: Math.max(object.cropX, 0), y: Math.max(object.cropY, 0) },
        drawn: { width: object.width, height: object.height },
        original: original.size,
        vector: original.vector,
        area,
        scale: scaleOf(output, scene.artboard),
        marginPx,
        maxArea,
      };
      return needsOriginal(request) ? planRegion(request) : null;
    },
    setPatch(patch) {
      object.exportPatch = patch ?? base;
    },
    rasterize(output, maxArea) {
      const element = object.getElement();
      if (!isVectorElement(element) || base) return;
      const density = elementDensity(matrix(), scaleOf(output, scene.artboard));
      const width = Math.ceil(size.width * Math.max(density.width, 1e-3));
      const height = Math.ceil(size.height * Math.max(density.height, 1e-3));
      if (width * height > maxArea) return;
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      canvas
        .getContext('2d', { willReadFrequently: true })
        ?.drawImage(element, 0, 0, width, height);
      base = { image: canvas, onElement: { x: 0, y: 0, ...size } };
      object.exportPatch = base;
    },
    release() {
      object.exportPatch = null;
      object.releaseExportFill();
      if (base?.image instanceof HTMLCanvasElement) base.image.width = 0;
      base = null;
    },
  };
}

/** Loads `design` (null: a blank side) on an `artboard` of px at 100 %. */
export async function createExportScene(
  design: SideDesign | null,
  artboard: PixelSize,
  options: ExportSceneOptions = {},
): Promise<ExportScene> {
  registerCustomProperties();
  registerDesignImage();
  // Text as the editor lays it out (case, auto-fit, curve) wherever the export runs: the
  // command-line tool's page has no editor canvas that would have registered it.
  registerDesignText();
  const problems: ExportProblem[] = [];
  // Faces first: a text is laid out (wrapped, justified, curved) when it is made, so a face that
  // arrived later would be drawn over the fallback's measurements. Failures are reported below.
  if (design) await designFonts.ensureForObjects(design.objects);
  const loaded = design ? await enlivenDesign(design) : [];
  const objects: FabricObject[] = [];
  for (const o of loaded) {
    if (isPlaceholderText(o)) continue;
    if (o instanceof DesignImage && o.sourceMissing) {
      problems.push({ key: 'exportImageMissing', detail: o.designSrc });
      continue;
    }
    objects.push(o);
  }
  const faces = new Map<string, { family: string; weight: number; style: 'normal' | 'italic' }>();
  const images: DesignImage[] = [];
  eachObject(objects, (o) => {
    // Drawn directly at print resolution: a cache would be capped (Fabric's perfLimitSizeTotal)
    // and blur, and could exceed the pixel budget.
    o.objectCaching = false;
    if (o instanceof FabricText && !isPlaceholderText(o)) {
      const weight = weightOf(o.fontWeight);
      const style = o.fontStyle === 'italic' ? 'italic' : 'normal';
      faces.set(`${o.fontFamily}|${weight}|${style}`, { family: o.fontFamily, weight, style });
    }
    if (o instanceof DesignImage) {
      o.exportRendering = true;
      images.push(o);
    }
  });
  // Every face is loaded and verified before anything is drawn; one that cannot load is an error
  // of the errors list, never a silent substitution. A family not in our catalogue (an older
  // design naming a system font) is checked as the browser has it.
  const missing = new Set<string>();
  await Promise.all(
    [...faces.values()].map(async ({ family, weight, style }) => {
      const loaded = await designFonts.ensure(family, weight, style);
      if (loaded ? !loaded.ok : !isFontAvailable(family)) missing.add(primaryFamily(family));
    }),
  );
  for (const family of missing) problems.push({ key: 'exportFontMissing', detail: family });

  const element = document.createElement('canvas');
  element.width = 1;
  element.height = 1;
  const canvas = new StaticCanvas(element, {
    width: 1,
    height: 1,
    enableRetinaScaling: false,
    renderOnAddRemove: false,
    backgroundColor: design?.background ?? '',
  });
  canvas.add(...objects);
  const mirrored = options.mirrored === true;
  let work: HTMLCanvasElement | null = null;

  const sceneImages = images.map((o) => imageOf(o, { artboard, mirrored }));
  return {
    artboard,
    problems,
    images: sceneImages,
    rasterizeVectors(output, maxArea) {
      for (const image of sceneImages) image.rasterize(output, maxArea);
    },
    renderTile(tile, output) {
      const scale = scaleOf(output, artboard);
      work ??= document.createElement('canvas');
      if (work.width !== tile.width || work.height !== tile.height) {
        // Through 0 × h, so no intermediate size (new width × old height) is ever allocated.
        work.width = 0;
        work.height = tile.height;
        work.width = tile.width;
      }
      // A software canvas, whatever its size: the browser would otherwise pick GPU or CPU by
      // size, and the two sample edges and patterns differently, so tiles of one export and a
      // one-pass render would disagree. The pixels are read back at once anyway.
      const ctx = work.getContext('2d', { willReadFrequently: true });
      if (!ctx) throw new Error('2D canvas unavailable');
      // Mirrored: x ↦ output.width − x·sx, then the tile moved to the origin.
      const vpt: TMat2D = mirrored
        ? [-scale.x, 0, 0, scale.y, output.width - tile.x, -tile.y]
        : [scale.x, 0, 0, scale.y, -tile.x, -tile.y];
      const previous = { vpt: canvas.viewportTransform, w: canvas.width, h: canvas.height };
      canvas.viewportTransform = vpt;
      canvas.width = tile.width;
      canvas.height = tile.height;
      canvas.renderCanvas(ctx, canvas.getObjects());
      canvas.viewportTransform = previous.vpt;
      canvas.width = previous.w;
      canvas.height = previous.h;
      return work;
    },
    toSvg(svgOptions) {
      return designSvg(canvas, { ...svgOptions, artboard, mirrored });
    },
    dispose() {
      for (const image of sceneImages) image.release();
      void canvas.dispose();
      if (work) {
        work.width = 0;
        work.height = 0;
      }
    },
  };
}
