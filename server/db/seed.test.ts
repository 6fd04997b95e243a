/**
 * Migrations and seed on a real SQLite file: the catalogue is complete and consistent, every
 * picture it names exists, and starting again changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWithinSizeLimits } from '../../src/domain/customSize';
import type { SizeLimits } from '../../src/domain/product';
import { DRILLED_HOLES, parseOptionConfiguration } from '../../src/domain/productOptions';
import { cdnFile, cdnImagesDir } from '../storage/cdn';
import type { TestApp } from '../testing/testApp';
import { createTestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (
  table:
    | 'products'
    | 'product_sizes'
    | 'accessories'
    | 'accessory_options'
    | 'product_images'
    | 'website_configurations'
    | 'translations'
    | 'settings'
    | 'price_rules'
    | 'quantity_tiers'
    | 'option_incompatibilities',
) =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('database', () => {
  it('runs in WAL mode with foreign keys on', async () => {
    const journal = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(t.app.db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    const fk = await sql<{ foreign_keys: number }>`PRAGMA foreign_keys`.execute(t.app.db);
    expect(fk.rows[0]?.foreign_keys).toBe(1);
    expect(fs.existsSync(path.join(t.dataDir, 'designer.sqlite'))).toBe(true);
  });

  it('stores a generated session secret once', async () => {
    const row = await t.app.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'sessionSecret')
      .executeTakeFirst();
    expect(row?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('seeded catalogue', () => {
  it('has the eight products with their ids', async () => {
    const rows = await t.app.db
      .selectFrom('products')
      .select(['id', 'key', 'export_dpi'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 101, key: 'vinyl-banner', export_dpi: 150 },
      { id: 102, key: 'mesh-banner', export_dpi: 150 },
      { id: 103, key: 'yard-sign', export_dpi: 200 },
      { id: 104, key: 'aluminum-sign', export_dpi: 200 },
      { id: 105, key: 'foam-board', export_dpi: 200 },
      { id: 106, key: 'die-cut-sticker', export_dpi: 300 },
      { id: 107, key: 'vinyl-lettering', export_dpi: 300 },
      { id: 1386, key: 'wire-h-stakes', export_dpi: 200 },
    ]);
  });

  it('gives each product exactly one default size, within its limits when custom sized', async () => {
    const products = await t.app.db.selectFrom('products').selectAll().execute();
    for (const p of products) {
      const sizes = await t.app.db
        .selectFrom('product_sizes')
        .selectAll()
        .where('product_id', '=', p.id)
        .execute();
      expect(
        sizes.filter((s) => s.is_default === 1),
        p.key,
      ).toHaveLength(1);
      const limits = JSON.parse(p.size_limits) as SizeLimits;
      for (const s of sizes)
        expect(
          isWithinSizeLimits(s.width, s.height, limits.sizeInInches),
          `${p.key} ${s.width}x${s.height}`,
        ).toBe(true);
    }
  });

  it('stores valid option configurations and one default per required single-choice accessory', async () => {
    const accessories = await t.app.db.selectFrom('accessories').selectAll().execute();
    for (const a of accessories) {
      const options = await t.app.db
        .selectFrom('accessory_options')
        .selectAll()
        .where('accessory_id', '=', a.id)
        .execute();
      expect(options.length, a.key).toBeGreaterThan(0);
      if (a.is_required === 1 && a.is_multiple === 0)
        expect(
          options.filter((o) => o.is_default === 1),
          `${a.product_id}/${a.key}`,
        ).toHaveLength(1);
      for (const o of options) {
        // Nothing is dropped when the editor parses the stored JSON.
        expect(parseOptionConfiguration(o.configuration), o.key).toEqual(
          JSON.parse(o.configuration),
        );
        if (a.is_material === 1)
          expect(o.background_image_path, o.key).toMatch(/^\/images\/accessoryoptions\/surfaces\//);
      }
    }
  });

  it('offers every drilled-hole placement in both diameters on the aluminium sign', async () => {
    const options = await t.app.db
      .selectFrom('accessory_options')
      .innerJoin('accessories', 'accessories.id', 'accessory_options.accessory_id')
      .select('accessory_options.configuration')
      .where('accessories.product_id', '=', 104)
      .where('accessories.key', '=', 'drilled-holes')
      .execute();
    const configs = options.map((o) => parseOptionConfiguration(o.configuration));
    for (const placement of DRILLED_HOLES.filter((p) => p !== 'none')) {
      for (const diameter of [0.5, 1]) {
        expect(configs).toContainEqual({ drilledHole: placement, holeDiameter: diameter });
      }
    }
  });

  it('writes every picture the catalogue names under the CDN folder', async () => {
    const images = cdnImagesDir(t.dataDir);
    const paths = [
      ...(await t.app.db.selectFrom('product_images').select('path').execute()).map((r) => r.path),
      ...(
        await t.app.db
          .selectFrom('accessory_options')
          .select(['image_path', 'background_image_path', 'configuration'])
          .execute()
      ).flatMap((r) => [
        r.image_path,
        r.background_image_path,
        parseOptionConfiguration(r.configuration).configImage ?? null,
      ]),
    ].filter((p): p is string => p !== null);
    expect(paths.length).toBeGreaterThan(100);
    for (const p of new Set(paths)) {
      const file = cdnFile(images, p);
      expect(fs.existsSync(file), p).toBe(true);
      expect(fs.readFileSync(file, 'utf8'), p).toMatch(/^<\?xml[^]*<svg[^]*<\/svg>\s*$/);
    }
  });

  it('is idempotent: a second start changes no row and keeps the secret', async () => {
    const tables = [
      'products',
      'product_sizes',
      'accessories',
      'accessory_options',
      'product_images',
      'website_configurations',
      'translations',
      'settings',
      'price_rules',
      'quantity_tiers',
      'option_incompatibilities',
    ] as const;
    const before = await Promise.all(tables.map(count));
    const secret = await t.app.db.selectFrom('settings').select('value').executeTakeFirst();
    const logo = path.join(cdnImagesDir(t.dataDir), 'brand', 'logo.svg');
    const mtime = fs.statSync(logo).mtimeMs;
    await t.app.close();
    t = await createTestApp({ dataDir: t.dataDir });
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect(await t.app.db.selectFrom('settings').select('value').executeTakeFirst()).toEqual(
      secret,
    );
    expect(fs.statSync(logo).mtimeMs).toBe(mtime);
  });
});

describe('the catalogue rules (issue 17)', () => {
  it('prices every option with known rules and gives every product a base price', async () => {
    expect(await count('price_rules')).toBeGreaterThan(50);
    // Each product's material options carry the base: a rate per sq ft or a price per piece.
    const bases = await t.app.db
      .selectFrom('price_rules')
      .innerJoin('accessory_options', 'accessory_options.id', 'price_rules.option_id')
      .innerJoin('accessories', 'accessories.id', 'accessory_options.accessory_id')
      .select(['accessories.product_id', 'accessories.is_material', 'price_rules.kind'])
      .where('price_rules.kind', 'in', ['base-area', 'base-item'])
      .execute();
    expect(new Set(bases.map((b) => b.product_id)).size).toBe(8);
    expect(bases.every((b) => b.is_material === 1)).toBe(true);
  });

  it('keeps a rate edited in the database when the server starts again', async () => {
    await t.app.db
      .updateTable('price_rules')
      .set({ cents: 275 })
      .where('option_id', '=', 1010101)
      .execute();
    await t.app.close();
    t = await createTestApp({ dataDir: t.dataDir });
    const rule = await t.app.db
      .selectFrom('price_rules')
      .select('cents')
      .where('option_id', '=', 1010101)
      .executeTakeFirstOrThrow();
    expect(rule.cents).toBe(275);
  });
});

describe('cdnFile', () => {
  it.each([
    '/images/../designer.sqlite',
    '/images/products/../../x',
    '/etc/passwd',
    'images/a.svg',
  ])('refuses %s', (p) => {
    expect(() => cdnFile('/data/cdn/images', p)).toThrow();
  });
});
