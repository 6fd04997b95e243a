/**
 * The canvas config (spec canvas §3: canvasWidth, canvasHeight, workAreaWidth, workAreaHeight,
 * shapeType, printSides, drilledHole, grommet, standoff, hem, isRollPack, hasShapeProductLoaded,
 * shapeImage, hasSafeAreaImage) derived from the calculator answer: the product's size and the
 * configuration of every selected accessory option, merged (a later accessory does not undo an
 * earlier one's keys with its absent ones).
 */
import { artboardSizePx } from './artboard';
import type { ProductCalculator } from './product';
import { ProductImageType } from './product';
import type { OptionConfiguration, PrintSide } from './productOptions';

export interface CanvasConfig {
  /** Artboard px at 100 % (96 per inch). */
  canvasWidth: number;
  canvasHeight: number;
  /** Inches of the printable area. */
  workAreaWidth: number;
  workAreaHeight: number;
  shapeType: OptionConfiguration['shapeType'] | null;
  printSides: PrintSide;
  drilledHole: OptionConfiguration['drilledHole'] | null;
  holeDiameter: OptionConfiguration['holeDiameter'] | null;
  grommet: OptionConfiguration['grommet'] | null;
  standoff: OptionConfiguration['standoff'] | null;
  /** Hem width, inches (null: no hem). */
  hem: number | null;
  isRollPack: boolean;
  hasShapeProductLoaded: boolean;
  /** CDN path of the shape image for this size, if the product has one. */
  shapeImage: string | null;
  hasSafeAreaImage: boolean;
  /** CDN path of the safe-zone contour image of this size (product image type 3). */
  safeZoneImage: string | null;
  /** CDN path of the surface-material image drawn behind the artboard. */
  surfaceImage: string | null;
  /** The merged option configuration (what the overlays are drawn from). */
  options: OptionConfiguration;
}

/** Selected options' configurations merged in accessory order. */
export function selectedConfiguration(calc: ProductCalculator): OptionConfiguration {
  const merged: OptionConfiguration = {};
  for (const accessory of calc.accessories) {
    for (const option of accessory.options) {
      if (option.isSelected) Object.assign(merged, option.configuration);
    }
  }
  return merged;
}

export function canvasConfigOf(calc: ProductCalculator): CanvasConfig {
  const options = selectedConfiguration(calc);
  const px = artboardSizePx(calc.filter.width, calc.filter.height);
  const selected = calc.accessories.flatMap((a) => a.options.filter((o) => o.isSelected));
  const material = calc.accessories
    .filter((a) => a.isMaterial)
    .flatMap((a) => a.options)
    .find((o) => o.isSelected && o.backgroundImagePath);
  const forSize = (type: ProductImageType) =>
    calc.images.find(
      (i) =>
        i.productImageType === type &&
        (i.size === null || calc.sizes.some((s) => s.isSelected && s.id === i.size?.sizeId)),
    );
  const shape = forSize(ProductImageType.Shape);
  const safeZone = calc.hasSafeAreaImage ? forSize(ProductImageType.SafeZoneContour) : undefined;
  return {
    canvasWidth: px.width,
    canvasHeight: px.height,
    workAreaWidth: calc.filter.width,
    workAreaHeight: calc.filter.height,
    shapeType: options.shapeType ?? null,
    printSides: options.printSide ?? 'single',
    drilledHole: options.drilledHole ?? null,
    holeDiameter: options.holeDiameter ?? null,
    grommet: options.grommet ?? null,
    standoff: options.standoff ?? null,
    hem: options.hem ?? null,
    isRollPack: selected.some((o) => o.isRollPack),
    hasShapeProductLoaded: calc.hasShapeImage && shape !== undefined,
    shapeImage: shape?.blob.path ?? null,
    hasSafeAreaImage: calc.hasSafeAreaImage,
    safeZoneImage: safeZone?.blob.path ?? null,
    surfaceImage: material?.backgroundImagePath ?? null,
    options,
  };
}
