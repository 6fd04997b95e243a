import { describe, expect, it } from 'vitest';
import type { ProductCalculator } from '../product';
import type { MaterialKind } from './materialProfile';
import { materialProfile, selectedMaterial, thicknessFromName } from './materialProfile';

describe('thicknessFromName', () => {
  it.each([
    ['0.040 in aluminium', 0.04],
    ['0.063 in aluminium', 0.063],
    ['3 mm aluminium composite', 3 / 25.4],
    ['4 mm corrugated plastic', 4 / 25.4],
    ['10mm corrugated plastic', 10 / 25.4],
    ['3/16 in foam board', 0.1875],
    ['1/2 in foam board', 0.5],
    ['1/4" acrylic', 0.25],
    ['.5 inch board', 0.5],
    ['13 oz scrim vinyl', null],
    ['Standard 9-gauge wire', null],
    ['White vinyl', null],
    ['1/0 in board', null],
    ['0 mm film', null],
    ['300 mm slab', null],
  ])('%s → %s', (name, inches) => {
    const got = thicknessFromName(name);
    if (inches === null) expect(got).toBeNull();
    else expect(got).toBeCloseTo(inches, 6);
  });
});

describe('materialProfile', () => {
  // The seed catalogue's materials (server/db/seed/products) and what the preview makes of them.
  it.each<[string, string, string, MaterialKind, number, 'name' | 'kind' | 'default']>([
    ['vinyl-13oz', '13 oz scrim vinyl', 'vinyl-banner', 'vinyl', 0.02, 'kind'],
    ['vinyl-15oz', '15 oz heavy-duty vinyl', 'vinyl-banner', 'vinyl', 0.02, 'kind'],
    ['mesh-9oz', '9 oz vinyl mesh', 'mesh-banner', 'mesh', 0.015, 'kind'],
    ['coroplast-4mm', '4 mm corrugated plastic', 'yard-sign', 'corrugated', 4 / 25.4, 'name'],
    ['coroplast-10mm', '10 mm corrugated plastic', 'yard-sign', 'corrugated', 10 / 25.4, 'name'],
    ['aluminum-040', '0.040 in aluminium', 'aluminum-sign', 'aluminium', 0.04, 'name'],
    ['aluminum-063', '0.063 in aluminium', 'aluminum-sign', 'aluminium', 0.063, 'name'],
    ['acm-3mm', '3 mm aluminium composite', 'aluminum-sign', 'composite', 3 / 25.4, 'name'],
    ['foam-3-16', '3/16 in foam board', 'foam-board', 'foam', 0.1875, 'name'],
    ['foam-1-2', '1/2 in foam board', 'foam-board', 'foam', 0.5, 'name'],
    ['white-vinyl', 'White vinyl', 'die-cut-sticker', 'sticker', 0.004, 'kind'],
    ['holographic', 'Holographic vinyl', 'die-cut-sticker', 'sticker', 0.004, 'kind'],
    ['metallic-gold', 'Metallic gold', 'vinyl-lettering', 'sticker', 0.004, 'kind'],
    ['standard', 'Standard 9-gauge wire', 'wire-h-stakes', 'generic', 0.04, 'default'],
  ])('%s (%s) of %s → %s, %f in from the %s', (key, name, product, kind, inches, from) => {
    const p = materialProfile({ key, name }, product);
    expect(p.kind).toBe(kind);
    expect(p.thicknessInches).toBeCloseTo(inches, 6);
    expect(p.thicknessFrom).toBe(from);
    expect(p.edgeColour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each<[string, MaterialKind, number]>([
    ['vinyl-banner', 'vinyl', 0.02],
    ['foam-board', 'foam', 0.1875],
    ['aluminum-sign', 'aluminium', 0.04],
    ['yard-sign', 'corrugated', 0.16],
    ['mystery', 'generic', 0.04],
  ])('without a material option, product %s → %s %f in', (product, kind, inches) => {
    const p = materialProfile(null, product);
    expect(p.kind).toBe(kind);
    expect(p.thicknessInches).toBeCloseTo(inches, 6);
  });
});

describe('selectedMaterial', () => {
  const option = (key: string, isSelected: boolean) => ({
    key,
    name: key.toUpperCase(),
    isSelected,
  });
  const calc = (accessories: { isMaterial: boolean; options: ReturnType<typeof option>[] }[]) =>
    ({ accessories }) as unknown as ProductCalculator;

  it('is the selected option of the material accessory', () => {
    expect(
      selectedMaterial(
        calc([
          { isMaterial: false, options: [option('double', true)] },
          { isMaterial: true, options: [option('foam-3-16', false), option('foam-1-2', true)] },
        ]),
      ),
    ).toEqual({ key: 'foam-1-2', name: 'FOAM-1-2' });
  });

  it('is null without a material accessory or a selection', () => {
    expect(selectedMaterial(calc([]))).toBeNull();
    expect(
      selectedMaterial(calc([{ isMaterial: true, options: [option('a', false)] }])),
    ).toBeNull();
  });
});
