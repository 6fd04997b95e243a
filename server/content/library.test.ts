/**
 * The seeded content itself: enough of each kind, every picture a well-formed SVG that sharp
 * draws, recolourable parts marked `changeable-color`, borders marked `changeable-border`,
 * background tiles with a physical size, every icon the list names present in the installed
 * package, and templates whose texts use fonts we serve and whose slots hold pictures we serve.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fontCatalogue } from '../fonts/catalogue';
import { iconBody } from './elements/icons';
import { ICON_CATEGORIES } from './elements/iconList';
import { contentLibrary } from './library';

const library = contentLibrary();
const elements = library.categories.filter((c) => c.type === 0).flatMap((c) => c.items);
const backgrounds = library.categories.filter((c) => c.type === 1).flatMap((c) => c.items);
const fileOf = (p: string) => library.files.find((f) => f.path === p)!.content;

describe('the content library', () => {
  it('150+ elements, 30+ backgrounds, 40+ stock pictures, 3+ templates; slugs unique', () => {
    expect(elements.length).toBeGreaterThanOrEqual(150);
    expect(backgrounds.length).toBeGreaterThanOrEqual(30);
    expect(library.stock.length).toBeGreaterThanOrEqual(40);
    expect(library.templates.length).toBeGreaterThanOrEqual(3);
    const slugs = [...elements, ...backgrounds, ...library.stock, ...library.templates].map(
      (i) => i.slug,
    );
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(library.files.map((f) => f.path)).size).toBe(library.files.length);
  });

  it('every element has recolourable parts; every border its border strokes', () => {
    const unmarked = elements.filter(
      (e) => !/id="[a-z-]*changeable-color-1"/.test(fileOf(e.imagePath)),
    );
    expect(unmarked.map((e) => e.slug)).toEqual([]);
    const borders = library.categories.find((c) => c.name === 'Borders & Frames')!.items;
    expect(borders.length).toBeGreaterThanOrEqual(12);
    for (const b of borders) {
      const svg = fileOf(b.imagePath);
      expect(svg, b.slug).toMatch(/id="changeable-border-changeable-color-\d+"[^>]*stroke="#/);
    }
    // Ids are unique inside each document.
    for (const e of elements) {
      const ids = [...fileOf(e.imagePath).matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, e.slug).toBe(ids.length);
    }
  });

  it('the icons are from the installed Tabler package, with explicit colours', () => {
    const icons = elements.filter((e) => e.slug.startsWith('icon-'));
    expect(icons.length).toBe(ICON_CATEGORIES.reduce((n, c) => n + c.icons.length, 0));
    expect(icons.length).toBeGreaterThanOrEqual(100);
    for (const icon of icons) {
      const svg = fileOf(icon.imagePath);
      expect(svg).not.toContain('currentColor');
      expect(svg).not.toContain('M0 0h24v24H0z');
      expect(icon.licence.source).toMatch(/^@tabler\/icons@\d+\.\d+\.\d+$/);
    }
    expect(() => iconBody('outline', 'no-such-icon-anywhere', '#000')).toThrow();
  });

  it('backgrounds: transparent, solids with their colour, gradients, tiles sized in inches', () => {
    const kinds = backgrounds.map((b) => b.background!.kind);
    expect(kinds.filter((k) => k === 'transparent')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'color').length).toBeGreaterThanOrEqual(10);
    expect(kinds.filter((k) => k === 'gradient').length).toBeGreaterThanOrEqual(6);
    expect(kinds.filter((k) => k === 'pattern').length).toBeGreaterThanOrEqual(10);
    for (const b of backgrounds) {
      const svg = fileOf(b.imagePath);
      if (b.background!.kind === 'color') expect(svg).toContain(`fill="${b.background!.color}"`);
      if (b.background!.kind === 'pattern') {
        const { width } = b.background!.tileInches!;
        expect(svg).toContain(`width="${width}in"`);
      }
    }
  });

  it('every picture is an SVG sharp draws', async () => {
    const broken: string[] = [];
    for (const f of library.files) {
      if (!f.content.startsWith('<?xml')) broken.push(`${f.path}: no XML declaration`);
      const meta = await sharp(Buffer.from(f.content))
        .metadata()
        .catch(() => null);
      if (meta?.format !== 'svg') broken.push(`${f.path}: not read as SVG`);
    }
    expect(broken).toEqual([]);
  });

  it('templates: texts in served fonts with changeable-text ids, slots with library pictures', () => {
    const families = new Set(fontCatalogue().families.map((f) => f.name));
    const stock = new Set(library.stock.map((s) => encodeURIComponent(s.imagePath)));
    const orientations = new Set<string>();
    for (const t of library.templates) {
      orientations.add(t.widthInches > t.heightInches ? 'landscape' : 'portrait');
      const ids = t.design.objects.map((o) => String(o.id));
      expect(new Set(ids).size, t.slug).toBe(ids.length);
      for (const o of t.design.objects) {
        if (o.type === 'Textbox') {
          expect(String(o.id)).toMatch(/^changeable-text-/);
          expect(families, t.slug).toContain(o.fontFamily);
        }
        if (o.type === 'Image') {
          expect(String(o.id)).toMatch(/^changeable-image-/);
          const src = /src=([^&]+)/.exec(String(o.src))![1]!;
          expect(stock, t.slug).toContain(src);
        }
      }
    }
    expect(orientations).toEqual(new Set(['landscape', 'portrait']));
  });
});
