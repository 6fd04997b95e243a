/**
 * The idempotent seed: the catalogue and website configurations are upserted by id/key (the
 * seed owns those rows; rows of a seeded product that the seed no longer lists are removed;
 * the catalogue's rules are only inserted when missing, see `seedRules`),
 * and the CDN pictures are (re)written when their content changed.
 */
import type { Db } from '../database';
import { fontCatalogue } from '../../fonts/catalogue';
import { writeCdnFiles } from '../../storage/cdn';
import type { CatalogueRows } from './catalogueRows';
import { catalogueRows } from './catalogueRows';
import { contentLibrary } from '../../content/library';
import { seedContent } from './content';
import { seedFonts } from './fonts';
import { seedImageFiles } from './images';
import { SEED_PRODUCTS } from './products';
import { seedTourGuide, tourPictureFiles } from './tourGuide';
import { COMPANY_NAME, SEED_WEBSITE_CONFIGURATIONS } from './websiteConfigurations';

async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [index, p] of SEED_PRODUCTS.entries()) {
      const rows = catalogueRows(p, index);
      const { id: _id, ...product } = rows.product;
      await trx
        .insertInto('products')
        .values(rows.product)
        .onConflict((oc) => oc.column('id').doUpdateSet(product))
        .execute();

      const sizeIds = rows.sizes.map((r) => r.id);
      await trx
        .deleteFrom('product_sizes')
        .where('product_id', '=', p.id)
        .where('id', 'not in', sizeIds)
        .execute();
      for (const row of rows.sizes) {
        const { id: _sid, ...rest } = row;
        await trx
          .insertInto('product_sizes')
          .values(row)
          .onConflict((oc) => oc.column('id').doUpdateSet(rest))
          .execute();
      }

      const accessoryIds = rows.accessories.map((r) => r.id);
      await trx
        .deleteFrom('accessories')
        .where('product_id', '=', p.id)
        .where('id', 'not in', accessoryIds)
        .execute();
      for (const row of rows.accessories) {
        const { id: _aid, ...rest } = row;
        await trx
          .insertInto('accessories')
          .values(row)
          .onConflict((oc) => oc.column('id').doUpdateSet(rest))
          .execute();
      }

      const optionIds = rows.options.map((r) => r.id);
      await trx
        .deleteFrom('accessory_options')
        .where('accessory_id', 'in', accessoryIds)
        .where('id', 'not in', optionIds)
        .execute();
      for (const row of rows.options) {
        const { id: _oid, ...rest } = row;
        await trx
          .insertInto('accessory_options')
          .values(row)
          .onConflict((oc) => oc.column('id').doUpdateSet(rest))
          .execute();
      }

      await seedRules(trx, rows);

      const imageIds = rows.images.map((r) => r.id);
      await trx
        .deleteFrom('product_images')
        .where('product_id', '=', p.id)
        .where('id', 'not in', imageIds)
        .execute();
      for (const row of rows.images) {
        const { id: _iid, ...rest } = row;
        await trx
          .insertInto('product_images')
          .values(row)
          .onConflict((oc) => oc.column('id').doUpdateSet(rest))
          .execute();
      }
    }
  });
}

/**
 * Price rules, quantity tiers and incompatible pairs are the catalogue's editable rules: the
 * seed inserts the rows it lacks (by id) and never overwrites one, so a rate edited in the
 * database survives restarts. (A deleted row comes back: set its amount to 0 instead.)
 */
async function seedRules(trx: Db, rows: CatalogueRows): Promise<void> {
  for (const row of rows.priceRules) {
    await trx
      .insertInto('price_rules')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  for (const row of rows.tiers) {
    await trx
      .insertInto('quantity_tiers')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  for (const row of rows.incompatibilities) {
    await trx
      .insertInto('option_incompatibilities')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

async function seedWebsiteConfigurations(db: Db): Promise<void> {
  for (const [key, value] of Object.entries(SEED_WEBSITE_CONFIGURATIONS)) {
    const json = JSON.stringify(value);
    await db
      .insertInto('website_configurations')
      .values({ key, json })
      .onConflict((oc) => oc.column('key').doUpdateSet({ json }))
      .execute();
  }
}

/** Seeds the database and writes the catalogue's pictures under `imagesDir` (served as /images/). */
export async function seedDatabase(db: Db, imagesDir: string): Promise<void> {
  await seedCatalogue(db);
  await seedWebsiteConfigurations(db);
  await seedFonts(db, fontCatalogue());
  await writeCdnFiles(imagesDir, seedImageFiles(SEED_PRODUCTS, COMPANY_NAME));
  await seedContent(db, contentLibrary(), imagesDir);
  await seedTourGuide(db);
  await writeCdnFiles(imagesDir, tourPictureFiles());
}
