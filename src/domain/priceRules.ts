/**
 * The price rules of the catalogue (issue 17), stored in the database (`price_rules`, migration
 * 0011) on accessory options, and what one rule charges for one piece. Every amount is whole
 * cents, computed from exact integers: sizes in thousandths of an inch (they carry at most 3
 * decimals) and rates in cents, rounded once by `divideRoundHalfUp`.
 *
 * Counted things come from the option's own configuration through the same rules the canvas
 * draws with (src/domain/overlays): the price counts exactly the grommets and holes drawn.
 */
import type { Cents } from './cents';
import { cents, divideRoundHalfUp, percentOf, timesCount } from './cents';
import { drilledHolePlacement, grommetPlacement } from './overlays';
import type { OptionConfiguration } from './productOptions';
import { INCHES_PER_FOOT } from './units';

/**
 * What a rule charges for, per piece:
 * - `base-area`: the piece's base price, cents per square foot of the printed area, at least
 *   `minimumCents` (the material carries it: price per square foot by material);
 * - `base-item`: the piece's base price, cents per piece (products sold by the piece);
 * - `item`: a surcharge in cents per piece;
 * - `sq-ft`: a surcharge in cents per square foot;
 * - `grommet`: cents per grommet the option's placement sets at this size;
 * - `hole`: cents per hole the option's drilled-hole placement drills;
 * - `hem-foot`: cents per linear foot of edge (the perimeter, hemmed all round);
 * - `side`: cents per printed side beyond the first (the option's print side);
 * - `percent`: `basisPoints` hundredths of a percent of the piece's base price.
 */
export const PRICE_RULE_KINDS = [
  'base-area',
  'base-item',
  'item',
  'sq-ft',
  'grommet',
  'hole',
  'hem-foot',
  'side',
  'percent',
] as const;
export type PriceRuleKind = (typeof PRICE_RULE_KINDS)[number];

export function isPriceRuleKind(value: unknown): value is PriceRuleKind {
  return (PRICE_RULE_KINDS as readonly unknown[]).includes(value);
}

/** The kinds that make the piece's base price (one applies: the first selected). */
export function isBaseRule(kind: PriceRuleKind): boolean {
  return kind === 'base-area' || kind === 'base-item';
}

/** One rule of an option. */
export interface PriceRule {
  kind: PriceRuleKind;
  /** Cents per unit of the kind (0 for `percent`). */
  cents: Cents;
  /** `base-area` only: the least one piece costs, cents (0: no minimum). */
  minimumCents: Cents;
  /** `percent` only: hundredths of a percent (12.5 % = 1250). */
  basisPoints: number;
}

/** A piece's trim size in thousandths of an inch: exact integers for the money maths. */
export interface PieceSize {
  widthMilli: bigint;
  heightMilli: bigint;
  /** Inches, for the overlay placements (which count grommets and holes). */
  widthInches: number;
  heightInches: number;
}

const MILLI_PER_INCH = 1000n;
/** Thousandths of an inch squared in one square foot: (12 x 1000)^2. */
const MILLI2_PER_SQ_FT = (BigInt(INCHES_PER_FOOT) * MILLI_PER_INCH) ** 2n;
/** Thousandths of an inch in one foot. */
const MILLI_PER_FOOT = BigInt(INCHES_PER_FOOT) * MILLI_PER_INCH;

/** The size of a piece from inches (rounded to the 3 decimals sizes travel with). */
export function pieceSize(widthInches: number, heightInches: number): PieceSize {
  return {
    widthMilli: BigInt(Math.round(widthInches * 1000)),
    heightMilli: BigInt(Math.round(heightInches * 1000)),
    widthInches,
    heightInches,
  };
}

/** Square feet of a piece, for labels and line quantities (not for money). */
export function squareFeetOf(size: PieceSize): number {
  return Number(size.widthMilli * size.heightMilli) / Number(MILLI2_PER_SQ_FT);
}

/** Linear feet round a piece (its perimeter), for labels and line quantities. */
export function perimeterFeetOf(size: PieceSize): number {
  return Number(2n * (size.widthMilli + size.heightMilli)) / Number(MILLI_PER_FOOT);
}

/** Grommets the option's placement sets on the piece; 0 when "every 2-3 feet" cannot be spaced. */
export function grommetCount(config: OptionConfiguration, size: PieceSize): number {
  const placed = grommetPlacement(config.grommet ?? 'none', {
    widthInches: size.widthInches,
    heightInches: size.heightInches,
  });
  return placed?.length ?? 0;
}

/** Holes the option's drilled-hole placement drills in the piece. */
export function holeCount(config: OptionConfiguration, size: PieceSize): number {
  return drilledHolePlacement(config.drilledHole ?? 'none', config.holeDiameter, {
    widthInches: size.widthInches,
    heightInches: size.heightInches,
  }).length;
}

/** Printed sides beyond the first: 1 for every double-sided print side, else 0. */
export function extraSides(config: OptionConfiguration): number {
  return config.printSide === undefined || config.printSide === 'single' ? 0 : 1;
}

/** What one rule charges one piece, and what it counted (for the breakdown). */
export interface RuleCharge {
  rule: PriceRule;
  /** Units counted per piece: square feet, pieces (1), grommets, holes, linear feet, sides. */
  units: number;
  /** Cents per unit; for `percent` the surcharge itself (units = 1). */
  unitCents: Cents;
  /** Cents for one piece. */
  perPiece: Cents;
  /** `base-area` only: the minimum charge applied instead of the area. */
  isMinimum: boolean;
  /** `percent` only: the base price the percent is taken of, cents per piece. */
  ofCents: Cents;
}

/** Cents for one piece: rate x sq ft, rounded half up once. */
function perSquareFoot(rate: Cents, size: PieceSize): Cents {
  return divideRoundHalfUp(BigInt(rate) * size.widthMilli * size.heightMilli, MILLI2_PER_SQ_FT);
}

/**
 * What `rule` (on an option with configuration `config`) charges one piece of `size`;
 * `baseCents` is the piece's base price (for `percent`).
 */
export function chargeOf(
  rule: PriceRule,
  config: OptionConfiguration,
  size: PieceSize,
  baseCents: Cents,
): RuleCharge {
  const charge = (units: number, unitCents: Cents, perPiece: Cents, isMinimum = false) => ({
    rule,
    units,
    unitCents,
    perPiece,
    isMinimum,
    ofCents: baseCents,
  });
  const counted = (units: number) => charge(units, rule.cents, timesCount(rule.cents, units));
  switch (rule.kind) {
    case 'base-area': {
      const area = perSquareFoot(rule.cents, size);
      return area < rule.minimumCents
        ? charge(1, rule.minimumCents, rule.minimumCents, true)
        : charge(squareFeetOf(size), rule.cents, area);
    }
    case 'sq-ft':
      return charge(squareFeetOf(size), rule.cents, perSquareFoot(rule.cents, size));
    case 'base-item':
    case 'item':
      return counted(1);
    case 'grommet':
      return counted(grommetCount(config, size));
    case 'hole':
      return counted(holeCount(config, size));
    case 'side':
      return counted(extraSides(config));
    case 'hem-foot':
      return charge(
        perimeterFeetOf(size),
        rule.cents,
        divideRoundHalfUp(
          BigInt(rule.cents) * 2n * (size.widthMilli + size.heightMilli),
          MILLI_PER_FOOT,
        ),
      );
    case 'percent': {
      const amount = percentOf(baseCents, rule.basisPoints);
      return charge(1, amount, amount);
    }
  }
}

/** A rule as stored, checked: a known kind and whole, non-negative amounts; null otherwise. */
export function priceRuleFrom(row: {
  kind: string;
  cents: number;
  minimum_cents: number;
  basis_points: number;
}): PriceRule | null {
  const whole = (n: number) => Number.isSafeInteger(n) && n >= 0;
  if (!isPriceRuleKind(row.kind)) return null;
  if (!whole(row.cents) || !whole(row.minimum_cents) || !whole(row.basis_points)) return null;
  return {
    kind: row.kind,
    cents: cents(row.cents),
    minimumCents: cents(row.minimum_cents),
    basisPoints: row.basis_points,
  };
}
