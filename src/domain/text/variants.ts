/**
 * Bold and italic exist only as faces the family has (spec: variants with name, style, weight):
 * a text is never drawn in a face the browser fakes (synthetic bold or slanted roman prints
 * badly). A family whose faces are not known offers both.
 */
export interface Variant {
  style: 'normal' | 'italic';
  weight: number;
}

/** Weights from this up are bold. */
export const BOLD_WEIGHT = 700;
export const REGULAR_WEIGHT = 400;

export const isBold = (weight: number) => weight >= 600;

/** The face of `variants` nearest to a weight in a style (null: the family has no such style). */
export function nearestVariant<V extends Variant>(
  variants: readonly V[],
  weight: number,
  style: Variant['style'],
): V | null {
  let best: V | null = null;
  for (const v of variants) {
    if (v.style !== style) continue;
    if (!best || Math.abs(v.weight - weight) < Math.abs(best.weight - weight)) best = v;
  }
  return best;
}

/** The weight Bold switches to from `weight` in `style`, or null when the family has none. */
export function toggledBoldWeight(
  variants: readonly Variant[],
  weight: number,
  style: Variant['style'],
): number | null {
  const target = isBold(weight) ? REGULAR_WEIGHT : BOLD_WEIGHT;
  if (variants.length === 0) return target;
  const face = nearestVariant(variants, target, style);
  if (!face || isBold(face.weight) === isBold(weight)) return null;
  return face.weight;
}

/** The style Italic switches to, or null when the family has no face for it near `weight`. */
export function toggledItalic(
  variants: readonly Variant[],
  weight: number,
  style: Variant['style'],
): Variant | null {
  const next = style === 'italic' ? 'normal' : 'italic';
  if (variants.length === 0) return { style: next, weight };
  const face = nearestVariant(variants, weight, next);
  return face && isBold(face.weight) === isBold(weight) ? face : null;
}

/** The face a text keeps when its family changes: its weight and style, or the nearest. */
export function faceInFamily<V extends Variant>(
  variants: readonly V[],
  weight: number,
  style: Variant['style'],
): V | Variant {
  if (variants.length === 0) return { weight, style };
  return (
    nearestVariant(variants, weight, style) ??
    nearestVariant(variants, weight, 'normal') ??
    variants[0]!
  );
}
