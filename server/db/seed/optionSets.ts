/**
 * Builders of the accessory option lists products share (print sides, grommets, drilled holes,
 * shape cuts, standoffs, hems), with the option configuration of src/domain/productOptions.
 */
import type {
  DrilledHole,
  Grommet,
  HoleDiameter,
  PrintSide,
  ShapeType,
  Standoff,
} from '../../../src/domain/productOptions';
import type { SeedPrice } from './priceRules';
import { FREE, perHole } from './priceRules';
import type { SeedAccessory, SeedOption } from './types';

export { FREE };

const PRINT_SIDE_NAMES: Record<PrintSide, [string, string]> = {
  single: ['Single sided', 'Printed on the front only.'],
  double: ['Double sided, different designs', 'A separate design on each side.'],
  'double-same': ['Double sided, same design', 'The front design is printed on the back too.'],
  reversed: [
    'Double sided, reversed back',
    'The back repeats the front upside down, for signs seen from both ways.',
  ],
};

/** Print sides; the first listed is the default. */
export function printSides(sides: [PrintSide, SeedPrice][]): SeedAccessory {
  return {
    key: 'print-sides',
    name: 'Print sides',
    isRequired: true,
    isMultiple: false,
    options: sides.map(([side, price], i) => ({
      key: side,
      name: PRINT_SIDE_NAMES[side][0],
      description: PRINT_SIDE_NAMES[side][1],
      price,
      configuration: { printSide: side },
      isDefault: i === 0,
    })),
  };
}

const GROMMET_NAMES: Record<Grommet, [string, string]> = {
  none: ['No grommets', 'Plain edges.'],
  'four-corners': ['Four corners', 'One brass grommet in each corner.'],
  'top-corners': ['Top corners only', 'Two grommets for hanging from the top.'],
  'every-2-3-feet': [
    'Every 2-3 feet',
    'Grommets in each corner and every 2 to 3 feet along every edge.',
  ],
  'big-top-corners': ['Large top corners', 'Two 1 inch grommets at the top corners.'],
};

/** Grommet placements; the first listed is the default. */
export function grommets(placements: [Grommet, SeedPrice][]): SeedAccessory {
  return {
    key: 'grommets',
    name: 'Grommets',
    isRequired: true,
    isMultiple: false,
    options: placements.map(([grommet, price], i) => ({
      key: grommet,
      name: GROMMET_NAMES[grommet][0],
      description: GROMMET_NAMES[grommet][1],
      price,
      configuration: { grommet },
      isDefault: i === 0,
    })),
  };
}

/** How many holes each placement drills. */
export const HOLES_PER_PLACEMENT: Record<Exclude<DrilledHole, 'none'>, number> = {
  'four-corners': 4,
  'center-top-bottom': 2,
  'center-left-right': 2,
  'four-corners-top-bottom': 6,
  'four-corners-left-right': 6,
  'top-corners': 2,
  'big-top-corners': 2,
};

const HOLE_NAMES: Record<Exclude<DrilledHole, 'none'>, string> = {
  'four-corners': 'Four corners',
  'center-top-bottom': 'Centre top and bottom',
  'center-left-right': 'Centre left and right',
  'four-corners-top-bottom': 'Four corners plus top and bottom centre',
  'four-corners-left-right': 'Four corners plus left and right centre',
  'top-corners': 'Top corners',
  'big-top-corners': 'Large top corners',
};

const DIAMETER_KEY: Record<HoleDiameter, string> = { 0.5: 'half-inch', 1: 'one-inch' };
const DIAMETER_NAME: Record<HoleDiameter, string> = { 0.5: '1/2 in', 1: '1 in' };

/**
 * Drilled holes: "No holes" (default) then every placement in each diameter, priced per hole
 * drilled (cents per hole by diameter).
 */
export function drilledHoles(
  placements: readonly Exclude<DrilledHole, 'none'>[],
  centsPerHole: Record<HoleDiameter, number>,
): SeedAccessory {
  const options: SeedOption[] = [
    {
      key: 'none',
      name: 'No holes',
      description: 'Nothing drilled.',
      price: FREE,
      configuration: { drilledHole: 'none' },
      isDefault: true,
    },
  ];
  for (const diameter of [0.5, 1] as const) {
    for (const placement of placements) {
      const holes = HOLES_PER_PLACEMENT[placement];
      options.push({
        key: `${placement}-${DIAMETER_KEY[diameter]}`,
        name: `${HOLE_NAMES[placement]}, ${DIAMETER_NAME[diameter]} holes`,
        description: `${holes} holes of ${DIAMETER_NAME[diameter]} diameter, 1/2 in from the edges.`,
        price: perHole(centsPerHole[diameter]),
        configuration: { drilledHole: placement, holeDiameter: diameter },
      });
    }
  }
  return {
    key: 'drilled-holes',
    name: 'Drilled holes',
    isRequired: true,
    isMultiple: false,
    options,
  };
}

const SHAPE_NAMES: Record<ShapeType, [string, string]> = {
  rectangle: ['Square corners', 'Straight cut along the trim line.'],
  circle: ['Circle', 'Cut to a circle.'],
  oval: ['Oval', 'Cut to an oval.'],
  'rounded-1/4': ['Rounded corners, 1/4 in', 'Corners rounded with a 1/4 in radius.'],
  'rounded-1/2': ['Rounded corners, 1/2 in', 'Corners rounded with a 1/2 in radius.'],
  'rounded-3/4': ['Rounded corners, 3/4 in', 'Corners rounded with a 3/4 in radius.'],
  'rounded-1': ['Rounded corners, 1 in', 'Corners rounded with a 1 in radius.'],
  outline: ['Contour cut', 'Cut along the outline of the design.'],
  overline: ['Overline cut', 'Letters joined by a thin line along their tops.'],
};

/** CDN path of the mask image of a shape cut (its `configImage`); '/' in names becomes '-'. */
export function shapeCutImagePath(shape: ShapeType): string {
  return `/images/products/shape/cuts/${shape.replace('/', '-')}.svg`;
}

/** Shape cuts; the first listed is the default. */
export function shapeCuts(
  shapes: [ShapeType, SeedPrice][],
  key = 'shape-cut',
  name = 'Shape cut',
): SeedAccessory {
  return {
    key,
    name,
    isRequired: true,
    isMultiple: false,
    options: shapes.map(([shape, price], i) => ({
      key: shape.replace('/', '-'),
      name: SHAPE_NAMES[shape][0],
      description: SHAPE_NAMES[shape][1],
      price,
      configuration: { shapeType: shape, configImage: shapeCutImagePath(shape) },
      isDefault: i === 0,
    })),
  };
}

const STANDOFF_NAMES: Record<Standoff, [string, string]> = {
  none: ['No standoffs', 'Mount with screws or adhesive.'],
  'four-corners': [
    'Four corners',
    'Four brushed steel 5/8 in standoffs hold the sign 1 in off the wall.',
  ],
  'top-corners': ['Top corners', 'Two brushed steel standoffs at the top corners.'],
};

/** Standoffs; the first listed is the default. */
export function standoffs(placements: [Standoff, SeedPrice][]): SeedAccessory {
  return {
    key: 'standoffs',
    name: 'Standoffs',
    isRequired: true,
    isMultiple: false,
    options: placements.map(([standoff, price], i) => ({
      key: standoff,
      name: STANDOFF_NAMES[standoff][0],
      description: STANDOFF_NAMES[standoff][1],
      price,
      configuration: { standoff },
      isDefault: i === 0,
    })),
  };
}

/** Hem finishes: welded 1 in (default), sewn 1.5 in at the given price, or none (flush cut). */
export function hems(sewnPrice: SeedPrice): SeedAccessory {
  return {
    key: 'hem',
    name: 'Hem',
    isRequired: true,
    isMultiple: false,
    options: [
      {
        key: 'welded-hem',
        name: 'Welded hem',
        description: 'Edges folded 1 in and heat welded for strength.',
        price: FREE,
        configuration: { hem: 1 },
        isDefault: true,
      },
      {
        key: 'sewn-hem',
        name: 'Sewn hem',
        description: 'Edges folded 1.5 in and double stitched for windy sites.',
        price: sewnPrice,
        configuration: { hem: 1.5 },
      },
      {
        key: 'no-hem',
        name: 'No hem',
        description: 'Cut flush to size.',
        price: FREE,
        configuration: {},
      },
    ],
  };
}
