/**
 * Seeds the design content (server/content/library.ts) at every start, in one transaction:
 * categories upserted by id (their position), elements, templates and stock pictures upserted
 * by slug — an item keeps its id and its `rating` (usage count) across restarts and content
 * changes, a new one takes the next free id, and rows the library no longer lists are removed.
 * Element and background ids stay below TEMPLATE_ID_BASE, template ids from it, so
 * UpdateRating finds either by id alone. The SVG files are written under the CDN folder.
 */
import { isClearedForPrint } from '../../../src/domain/content/licences';
import type { ContentLicence } from '../../../src/domain/content/types';
import type { ContentLibrary } from '../../content/library';
import { writeCdnFiles } from '../../storage/cdn';
import type { LicenceColumns } from '../contentSchema';
import { TEMPLATE_ID_BASE } from '../contentSchema';
import type { Db } from '../database';

/** Background categories' ids start here (element categories from 1). */
export const BACKGROUND_CATEGORY_ID_BASE = 101;

/** The record's columns; throws for a licence not cleared for printing (never seeded). */
function licenceColumns(l: ContentLicence): LicenceColumns {
  if (!isClearedForPrint(l))
    throw new Error(`Content licence not cleared for printing: ${l.licence} (${l.source})`);
  return {
    licence: l.licence,
    licence_source: l.source,
    licence_url: l.url,
    commercial_print: l.commercialPrint ? 1 : 0,
    credit_required: l.creditRequired ? 1 : 0,
  };
}

/** Ids for `slugs`: the ones they have, then the next free ones from `base`. */
function assignIds(existing: Map<string, number>, slugs: string[], base: number): number[] {
  let next = Math.max(base - 1, ...existing.values()) + 1;
  return slugs.map((slug) => existing.get(slug) ?? next++);
}

async function seedElements(trx: Db, library: ContentLibrary): Promise<void> {
  let elementCategory = 1;
  let backgroundCategory = BACKGROUND_CATEGORY_ID_BASE;
  const categories = library.categories.map((c, index) => ({
    id: c.type === 0 ? elementCategory++ : backgroundCategory++,
    type: c.type,
    name: c.name,
    sort_order: index,
    items: c.items,
  }));
  for (const { items: _items, ...row } of categories)
    await trx
      .insertInto('element_categories')
      .values(row)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({ type: row.type, name: row.name, sort_order: row.sort_order }),
      )
      .execute();

  const items = categories.flatMap((c) => c.items.map((item) => ({ item, category: c })));
  const slugs = items.map(({ item }) => item.slug);
  await trx.deleteFrom('elements').where('image_id', 'not in', slugs).execute();
  const existing = await trx.selectFrom('elements').select(['id', 'image_id']).execute();
  const ids = assignIds(new Map(existing.map((e) => [e.image_id, e.id])), slugs, 1);
  for (const [index, { item, category }] of items.entries()) {
    const row = {
      id: ids[index]!,
      type: category.type,
      category_id: category.id,
      image_id: item.slug,
      image_path: item.imagePath,
      name: item.name,
      tags: JSON.stringify(item.tags),
      background: item.background ? JSON.stringify(item.background) : null,
      sort_order: index,
      ...licenceColumns(item.licence),
    };
    const { id: _id, ...update } = row;
    await trx
      .insertInto('elements')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(update))
      .execute();
  }
  await trx
    .deleteFrom('element_categories')
    .where(
      'id',
      'not in',
      categories.map((c) => c.id),
    )
    .execute();
}

async function seedTemplates(trx: Db, library: ContentLibrary): Promise<void> {
  const categoryIds = new Map<string, number>();
  let id = 1;
  let order = 0;
  for (const c of library.templateCategories) {
    const parentId = id++;
    categoryIds.set(c.name, parentId);
    const rows = [
      { id: parentId, parent_id: null, name: c.name, sort_order: order++ },
      ...c.subCategories.map((name) => {
        const sub = id++;
        categoryIds.set(`${c.name}/${name}`, sub);
        return { id: sub, parent_id: parentId, name, sort_order: order++ };
      }),
    ];
    for (const row of rows)
      await trx
        .insertInto('template_categories')
        .values(row)
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet({ parent_id: row.parent_id, name: row.name, sort_order: row.sort_order }),
        )
        .execute();
  }

  const slugs = library.templates.map((t) => t.slug);
  await trx.deleteFrom('templates').where('slug', 'not in', slugs).execute();
  const existing = await trx.selectFrom('templates').select(['id', 'slug']).execute();
  const ids = assignIds(new Map(existing.map((e) => [e.slug, e.id])), slugs, TEMPLATE_ID_BASE);
  for (const [index, t] of library.templates.entries()) {
    const categoryId = categoryIds.get(`${t.category}/${t.subCategory}`);
    if (categoryId === undefined) throw new Error(`Template ${t.slug}: unknown category`);
    const row = {
      id: ids[index]!,
      slug: t.slug,
      category_id: categoryId,
      product_id: t.productId,
      name: t.name,
      tags: JSON.stringify(t.tags),
      width_inches: t.widthInches,
      height_inches: t.heightInches,
      preview_path: t.previewPath,
      design: JSON.stringify(t.design),
      sort_order: index,
      ...licenceColumns(t.licence),
    };
    const { id: _id, ...update } = row;
    await trx
      .insertInto('templates')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(update))
      .execute();
  }
  await trx
    .deleteFrom('template_categories')
    .where('id', 'not in', [...categoryIds.values()])
    .execute();
}

async function seedStock(trx: Db, library: ContentLibrary): Promise<void> {
  const slugs = library.stock.map((s) => s.slug);
  await trx.deleteFrom('stock_images').where('slug', 'not in', slugs).execute();
  const existing = await trx.selectFrom('stock_images').select(['id', 'slug']).execute();
  const ids = assignIds(new Map(existing.map((e) => [e.slug, e.id])), slugs, 1);
  for (const [index, s] of library.stock.entries()) {
    const row = {
      id: ids[index]!,
      slug: s.slug,
      image_path: s.imagePath,
      name: s.name,
      tags: JSON.stringify(s.tags),
      width: s.width,
      height: s.height,
      sort_order: index,
      ...licenceColumns(s.licence),
    };
    const { id: _id, ...update } = row;
    await trx
      .insertInto('stock_images')
      .values(row)
      .onConflict((oc) => oc.column('id').doUpdateSet(update))
      .execute();
  }
}

/** Writes the library's rows and files. */
export async function seedContent(
  db: Db,
  library: ContentLibrary,
  imagesDir: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedElements(trx, library);
    await seedTemplates(trx, library);
    await seedStock(trx, library);
  });
  await writeCdnFiles(imagesDir, library.files);
}
