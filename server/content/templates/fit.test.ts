/**
 * The template-fit test (issue 16): every seeded template, applied to the smallest and the
 * largest size of its product and to both extreme aspect ratios its size limits allow, with
 * each finishing option that adds hardware (and all of them at once), keeps every text inside
 * the safe zone and clear of grommets, holes, standoffs and the hem band. The layout is the
 * pure kernel the editor runs (templateDesignJson); a text's height is its lines at Fabric's
 * line height (templates are designed not to wrap), its width the text box's.
 */
import { describe, expect, it } from 'vitest';
import type { OptionConfiguration } from '../../../src/domain/productOptions';
import { boundsOf } from '../../../src/domain/editor/objectGeometry';
import type { Rect } from '../../../src/domain/editor/placement';
import { templateDesignJson } from '../../../src/domain/editor/templateDesign';
import { overlayPlan, textAreaPx } from '../../../src/domain/overlays';
import { PX_PER_INCH } from '../../../src/domain/units';
import { SEED_PRODUCTS } from '../../db/seed/products';
import { templates } from '.';

/** The safe-zone margin the test holds text to, inches (the signs' quarter inch). */
const SAFE_INSET_INCHES = 0.25;
/** Round-off allowed at the boundaries, px. */
const EPS = 1e-6;

const HARDWARE_KEYS = ['grommet', 'drilledHole', 'standoff', 'hem'] as const;

function adds(config: OptionConfiguration): boolean {
  return HARDWARE_KEYS.some(
    (k) => config[k] !== undefined && config[k] !== 'none' && config[k] !== 0,
  );
}

/** Each hardware option of a product alone, all of them together, and none. */
function configurations(productId: number): OptionConfiguration[] {
  const product = SEED_PRODUCTS.find((p) => p.id === productId);
  const each = (product?.accessories ?? [])
    .flatMap((a) => a.options.map((o) => o.configuration))
    .filter(adds);
  return [{}, ...each, Object.assign({}, ...each) as OptionConfiguration];
}

/** The sizes a product's limits allow at their ends: smallest, largest, widest, tallest. */
function extremeSizes(productId: number): [number, number][] {
  const product = SEED_PRODUCTS.find((p) => p.id === productId);
  if (!product) return [];
  const { widthMin, widthMax, heightMin, heightMax } = product.sizeLimitsInches;
  return [
    [widthMin, heightMin],
    [widthMax, heightMax],
    [widthMax, heightMin],
    [widthMin, heightMax],
  ];
}

const inside = (r: Rect, a: Rect) =>
  r.left >= a.left - EPS &&
  r.top >= a.top - EPS &&
  r.left + r.width <= a.left + a.width + EPS &&
  r.top + r.height <= a.top + a.height + EPS;

const overlaps = (a: Rect, b: Rect) =>
  a.left < b.left + b.width - EPS &&
  b.left < a.left + a.width - EPS &&
  a.top < b.top + b.height - EPS &&
  b.top < a.top + a.height - EPS;

const all = templates();

/** The catalogue's product families (server/db/seed/products: one file each). */
const FAMILIES: [string, number[]][] = [
  ['banners', [101, 102]],
  ['signs', [103, 104, 105]],
  ['stickers', [106, 107]],
];

describe('every template fits every size of its product', () => {
  it('covers at least three templates per product family, both orientations', () => {
    const families = new Map<string, Set<string>>();
    for (const t of all) {
      const product = SEED_PRODUCTS.find((p) => p.id === t.productId);
      expect(product, t.slug).toBeDefined();
      const family = FAMILIES.find(([, ids]) => ids.includes(product?.id ?? 0))?.[0] ?? '';
      const key =
        t.widthInches > t.heightInches
          ? 'landscape'
          : t.widthInches < t.heightInches
            ? 'portrait'
            : 'square';
      families.set(family, (families.get(family) ?? new Set()).add(`${key}:${t.slug}`));
    }
    expect(all.length).toBeGreaterThanOrEqual(24);
    expect([...families.keys()].sort()).toEqual(FAMILIES.map(([f]) => f).sort());
    for (const [family, list] of families) {
      expect(list.size, family).toBeGreaterThanOrEqual(3);
      const kinds = new Set([...list].map((k) => k.split(':')[0]));
      expect(kinds.has('landscape') && kinds.has('portrait'), family).toBe(true);
    }
  });

  it.each(all.map((t) => [t.slug, t] as const))('%s', (_slug, t) => {
    const productId = t.productId ?? 0;
    let checked = 0;
    const sizes: [number, number][] = [[t.widthInches, t.heightInches], ...extremeSizes(productId)];
    for (const [wIn, hIn] of sizes) {
      const artboard = { width: wIn * PX_PER_INCH, height: hIn * PX_PER_INCH };
      for (const config of configurations(productId)) {
        const plan = overlayPlan(
          config,
          { widthInches: wIn, heightInches: hIn },
          { safeZoneInsetInches: SAFE_INSET_INCHES },
        );
        const { safe, keepOut } = textAreaPx(plan);
        const design = JSON.parse(templateDesignJson(t, artboard, safe, keepOut)) as {
          objects: Record<string, unknown>[];
        };
        for (const text of design.objects.filter((o) => o.type === 'Textbox')) {
          const where = `${String(text.id)} at ${wIn} × ${hIn} in with ${JSON.stringify(config)}`;
          const box = boundsOf(text);
          expect(box.width, where).toBeGreaterThan(0);
          expect(inside(box, safe ?? { left: 0, top: 0, ...artboard }), where).toBe(true);
          for (const k of keepOut) expect(overlaps(box, k), where).toBe(false);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it.each(all.map((t) => [t.slug, t] as const))('%s at its own size is as designed', (_s, t) => {
    const artboard = { width: t.widthInches * PX_PER_INCH, height: t.heightInches * PX_PER_INCH };
    const design = JSON.parse(templateDesignJson(t, artboard)) as {
      objects: Record<string, unknown>[];
    };
    design.objects.forEach((o, i) => {
      const original = t.design.objects[i] ?? {};
      expect(o.left, String(o.id)).toBe(original.left);
      expect(o.top, String(o.id)).toBe(original.top);
      expect(o.scaleX, String(o.id)).toBe(original.scaleX ?? 1);
    });
  });
});
