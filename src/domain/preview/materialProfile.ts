/**
 * What the 3D preview needs to know about the selected material: its thickness in inches and
 * the colour of its cut edges. The catalogue has no thickness field, so it is read from what
 * the catalogue does say:
 *
 * 1. a thickness written in the material option's name ("0.040 in aluminium", "3 mm aluminium
 *    composite", "3/16 in foam board"), in inches or millimetres;
 * 2. otherwise the kind of material, recognised by keywords in the option's key and name and
 *    the product's key, in the order of {@link MATERIAL_KINDS} (so a sticker's "White vinyl"
 *    is sticker film, not banner vinyl), with that kind's typical thickness;
 * 3. otherwise {@link GENERIC_MATERIAL}.
 */
import type { ProductCalculator } from '../product';

/** The kinds of substrate the preview tells apart. */
export type MaterialKind =
  'sticker' | 'mesh' | 'vinyl' | 'composite' | 'aluminium' | 'corrugated' | 'foam' | 'generic';

/** A material as the preview sees it. */
export interface MaterialProfile {
  kind: MaterialKind;
  /** Inches. */
  thicknessInches: number;
  /** Colour of the cut edges (CSS hex). */
  edgeColour: string;
  /** Where the thickness came from: the option's name, the kind's default, or neither. */
  thicknessFrom: 'name' | 'kind' | 'default';
}

/** The material option (key and name) as the calculator lists it. */
export interface MaterialOption {
  key: string;
  name: string;
}

interface KindDefaults {
  kind: MaterialKind;
  /** Matched against "<option key> <option name> <product key>", case-insensitively. */
  pattern: RegExp;
  /** Typical thickness of the kind, inches. */
  thicknessInches: number;
  edgeColour: string;
}

/** Millimetres per inch. */
const MM_PER_INCH = 25.4;

/**
 * Kinds in matching order, with typical thicknesses (inches):
 * sticker and lettering film 3–4 mil (0.004), 9 oz mesh 0.015, 13–15 oz banner vinyl 0.02,
 * aluminium composite (ACM) 3 mm (0.118), sign aluminium 0.040, 4 mm corrugated plastic
 * (0.16), 3/16 in foam board (0.1875).
 */
export const MATERIAL_KINDS: readonly KindDefaults[] = [
  {
    kind: 'sticker',
    pattern: /sticker|lettering|decal/,
    thicknessInches: 0.004,
    edgeColour: '#f5f5f5',
  },
  { kind: 'mesh', pattern: /mesh/, thicknessInches: 0.015, edgeColour: '#ececec' },
  { kind: 'vinyl', pattern: /vinyl|banner|scrim/, thicknessInches: 0.02, edgeColour: '#f0f0f0' },
  {
    kind: 'composite',
    pattern: /composite|\bacm\b|dibond/,
    thicknessInches: 3 / MM_PER_INCH,
    edgeColour: '#9aa1a8',
  },
  {
    kind: 'aluminium',
    pattern: /alumin(i)?um|metal/,
    thicknessInches: 0.04,
    edgeColour: '#b8bec5',
  },
  {
    kind: 'corrugated',
    pattern: /corrugated|coroplast|yard/,
    thicknessInches: 0.16,
    edgeColour: '#eef1f3',
  },
  { kind: 'foam', pattern: /foam/, thicknessInches: 0.1875, edgeColour: '#fafafa' },
];

/** When nothing is known: a thin rigid sheet. */
export const GENERIC_MATERIAL: Omit<KindDefaults, 'pattern'> = {
  kind: 'generic',
  thicknessInches: 0.04,
  edgeColour: '#e6e6e6',
};

/** Thicknesses read from names outside this range (inches) are typos, not materials. */
const PLAUSIBLE_THICKNESS_INCHES = { min: 0.001, max: 2 } as const;

/** "0.040 in", "3 mm", "3/16 in", "1/2\"", "10mm"; not "13 oz", "9-gauge" or "2 ft". */
const THICKNESS_IN_NAME = /(\d+\/\d+|\d*\.?\d+)\s*(mm|in\b|inch(?:es)?\b|")/i;

/** The thickness a material's name states, inches, or null when it states none. */
export function thicknessFromName(name: string): number | null {
  const m = THICKNESS_IN_NAME.exec(name);
  if (!m) return null;
  const [, number = '', unit = ''] = m;
  const [n = NaN, d = 1] = number.split('/').map(Number);
  const value = n / d;
  const inches = unit.toLowerCase() === 'mm' ? value / MM_PER_INCH : value;
  const { min, max } = PLAUSIBLE_THICKNESS_INCHES;
  return Number.isFinite(inches) && inches >= min && inches <= max ? inches : null;
}

/** The profile of a material option of a product (null option: the product's kind alone). */
export function materialProfile(
  material: MaterialOption | null,
  productKey: string,
): MaterialProfile {
  const text = `${material?.key ?? ''} ${material?.name ?? ''} ${productKey}`.toLowerCase();
  const kind = MATERIAL_KINDS.find((k) => k.pattern.test(text)) ?? GENERIC_MATERIAL;
  const named = material ? thicknessFromName(material.name) : null;
  return {
    kind: kind.kind,
    thicknessInches: named ?? kind.thicknessInches,
    edgeColour: kind.edgeColour,
    thicknessFrom: named !== null ? 'name' : kind === GENERIC_MATERIAL ? 'default' : 'kind',
  };
}

/** The selected option of the product's material accessory, if it has one. */
export function selectedMaterial(calc: ProductCalculator): MaterialOption | null {
  for (const accessory of calc.accessories) {
    if (!accessory.isMaterial) continue;
    const option = accessory.options.find((o) => o.isSelected);
    if (option) return { key: option.key, name: option.name };
  }
  return null;
}
