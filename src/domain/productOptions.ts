/**
 * The option configuration JSON carried by accessory options (spec canvas §3:
 * shapeType, printSide, drilledHole, grommet, standoff, hem, configImage) and its enumerations.
 * The server stores it as JSON text; the editor draws overlays from it.
 */

/** Shape cuts (spec canvas §3). `rounded-*` names the corner radius in inches. */
export const SHAPE_TYPES = [
  'rectangle',
  'circle',
  'oval',
  'rounded-1',
  'rounded-3/4',
  'rounded-1/2',
  'rounded-1/4',
  'outline',
  'overline',
] as const;
export type ShapeType = (typeof SHAPE_TYPES)[number];

/** Print sides (spec canvas §3). */
export const PRINT_SIDES = ['single', 'double', 'double-same', 'reversed'] as const;
export type PrintSide = (typeof PRINT_SIDES)[number];

export function isPrintSide(value: unknown): value is PrintSide {
  return (PRINT_SIDES as readonly unknown[]).includes(value);
}

/** Drilled-hole placements (spec canvas §3). */
export const DRILLED_HOLES = [
  'none',
  'four-corners',
  'center-top-bottom',
  'center-left-right',
  'four-corners-top-bottom',
  'four-corners-left-right',
  'top-corners',
  'big-top-corners',
] as const;
export type DrilledHole = (typeof DRILLED_HOLES)[number];

/** Hole diameters in inches (spec canvas §3). */
export const HOLE_DIAMETERS = [0.5, 1] as const;
export type HoleDiameter = (typeof HOLE_DIAMETERS)[number];

/** Grommet placements (spec canvas §3). */
export const GROMMETS = [
  'none',
  'four-corners',
  'top-corners',
  'every-2-3-feet',
  'big-top-corners',
] as const;
export type Grommet = (typeof GROMMETS)[number];

/** Standoff placements: standoffs mount a sign off the wall at its corners. */
export const STANDOFFS = ['none', 'four-corners', 'top-corners'] as const;
export type Standoff = (typeof STANDOFFS)[number];

/** One accessory option's configuration; every key is optional. */
export interface OptionConfiguration {
  shapeType?: ShapeType;
  printSide?: PrintSide;
  drilledHole?: DrilledHole;
  /** Inches; with drilledHole. */
  holeDiameter?: HoleDiameter;
  grommet?: Grommet;
  standoff?: Standoff;
  /** Hem width in inches (the hem guide is drawn this far inside the edge). */
  hem?: number;
  /** CDN path of an image drawn for the option (e.g. a shape or material). */
  configImage?: string;
}

function oneOf<T extends string | number>(values: readonly T[], v: unknown): v is T {
  return values.includes(v as T);
}

/**
 * Parses configuration JSON text (or an object) into a typed configuration, dropping unknown
 * keys and invalid values. Returns an empty configuration for anything unreadable.
 */
export function parseOptionConfiguration(input: unknown): OptionConfiguration {
  let raw: unknown = input;
  if (typeof input === 'string') {
    if (input.trim() === '') return {};
    try {
      raw = JSON.parse(input);
    } catch {
      return {};
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const r = raw as Record<string, unknown>;
  const out: OptionConfiguration = {};
  if (oneOf(SHAPE_TYPES, r.shapeType)) out.shapeType = r.shapeType;
  if (oneOf(PRINT_SIDES, r.printSide)) out.printSide = r.printSide;
  if (oneOf(DRILLED_HOLES, r.drilledHole)) out.drilledHole = r.drilledHole;
  if (oneOf(HOLE_DIAMETERS, r.holeDiameter)) out.holeDiameter = r.holeDiameter;
  if (oneOf(GROMMETS, r.grommet)) out.grommet = r.grommet;
  if (oneOf(STANDOFFS, r.standoff)) out.standoff = r.standoff;
  if (typeof r.hem === 'number' && Number.isFinite(r.hem) && r.hem > 0 && r.hem <= 12)
    out.hem = r.hem;
  if (typeof r.configImage === 'string' && r.configImage.length <= 500)
    out.configImage = r.configImage;
  return out;
}
