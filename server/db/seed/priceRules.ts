/**
 * Price rules as the seed states them (issue 17): whole cents, one builder per kind of
 * src/domain/priceRules.ts. An option's `price` is a list of rules; `FREE` is none.
 */
import type { PriceRuleKind } from '../../../src/domain/priceRules';

/** One rule of an option, amounts in whole cents (basis points for a percent). */
export interface SeedPriceRule {
  kind: PriceRuleKind;
  cents?: number;
  minimumCents?: number;
  basisPoints?: number;
}

/** The rules of an option. */
export type SeedPrice = readonly SeedPriceRule[];

/** Included in the price. */
export const FREE: SeedPrice = [];

/** The material's rate: `cents` per square foot, at least `minimumCents` a piece. */
export const ratePerSqFt = (cents: number, minimumCents: number): SeedPrice => [
  { kind: 'base-area', cents, minimumCents },
];
/** A product sold by the piece: `cents` each. */
export const pricePerPiece = (cents: number): SeedPrice => [{ kind: 'base-item', cents }];
/** Surcharge: `cents` per piece. */
export const perPiece = (cents: number): SeedPrice => [{ kind: 'item', cents }];
/** Surcharge: `cents` per square foot. */
export const perSqFt = (cents: number): SeedPrice => [{ kind: 'sq-ft', cents }];
/** Surcharge: `cents` per grommet the option's placement sets. */
export const perGrommet = (cents: number): SeedPrice => [{ kind: 'grommet', cents }];
/** Surcharge: `cents` per hole the option's placement drills. */
export const perHole = (cents: number): SeedPrice => [{ kind: 'hole', cents }];
/** Surcharge: `cents` per linear foot of edge (hemmed all round). */
export const perHemFoot = (cents: number): SeedPrice => [{ kind: 'hem-foot', cents }];
/** Surcharge: `cents` per printed side beyond the first. */
export const perExtraSide = (cents: number): SeedPrice => [{ kind: 'side', cents }];
/** Surcharge: `percent` % of the piece's base price (12.5 allowed: stored as basis points). */
export const percentOfBase = (percent: number): SeedPrice => [
  { kind: 'percent', basisPoints: Math.round(percent * 100) },
];
