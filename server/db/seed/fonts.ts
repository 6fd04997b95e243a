/**
 * Seeds the font catalogue from server/fonts/catalogue.json: categories, families and variants
 * upserted by id, many rows a statement (the seed runs at every start and in every server test);
 * families and variants the catalogue no longer lists are removed. A family's rating (its usage
 * count) is never overwritten.
 */
import type { FontFile } from '../../../src/domain/fonts/types';
import type { FontCatalogue } from '../../fonts/catalogue';
import type { Db } from '../database';

/** Rows per INSERT: far below SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH_ROWS = 200;

/** A variant's id: stable for a family, weight and style (see FontVariantsTable). */
export function variantId(familyId: number, weight: number, style: string): number {
  return familyId * 10_000 + weight * 10 + (style === 'italic' ? 1 : 0);
}

function batches<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += BATCH_ROWS) out.push(rows.slice(i, i + BATCH_ROWS));
  return out;
}

/** The catalogue's rows. */
function fontRows(catalogue: FontCatalogue) {
  const categories = catalogue.categories.map((c, index) => ({
    id: c.id,
    name: c.name,
    sort_order: index,
  }));
  const families = catalogue.families.map((f, index) => ({
    id: f.id,
    slug: f.slug,
    name: f.name,
    category_id: f.category,
    licence: f.licence,
    package: f.package,
    unicode_ranges: JSON.stringify(f.unicodeRanges),
    rating: 0,
    sort_order: index,
  }));
  const variants = catalogue.families.flatMap((f) =>
    f.variants.map((v) => {
      const files: FontFile[] = v.files.map((file) => ({ subset: file.subset, url: file.url }));
      return {
        id: variantId(f.id, v.weight, v.style),
        family_id: f.id,
        name: v.name,
        style: v.style,
        weight: v.weight,
        files: JSON.stringify(files),
      };
    }),
  );
  return { categories, families, variants };
}

/** Writes the catalogue's rows (one transaction). */
export async function seedFonts(db: Db, catalogue: FontCatalogue): Promise<void> {
  const rows = fontRows(catalogue);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('font_categories')
      .values(rows.categories)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          sort_order: eb.ref('excluded.sort_order'),
        })),
      )
      .execute();

    const familyIds = rows.families.map((f) => f.id);
    await trx.deleteFrom('font_families').where('id', 'not in', familyIds).execute();
    for (const batch of batches(rows.families))
      await trx
        .insertInto('font_families')
        .values(batch)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            slug: eb.ref('excluded.slug'),
            name: eb.ref('excluded.name'),
            category_id: eb.ref('excluded.category_id'),
            licence: eb.ref('excluded.licence'),
            package: eb.ref('excluded.package'),
            unicode_ranges: eb.ref('excluded.unicode_ranges'),
            sort_order: eb.ref('excluded.sort_order'),
          })),
        )
        .execute();

    const variantIds = rows.variants.map((v) => v.id);
    for (const batch of batches(
      (await trx.selectFrom('font_variants').select('id').execute()).filter(
        (v) => !variantIds.includes(v.id),
      ),
    ))
      await trx
        .deleteFrom('font_variants')
        .where(
          'id',
          'in',
          batch.map((v) => v.id),
        )
        .execute();
    for (const batch of batches(rows.variants))
      await trx
        .insertInto('font_variants')
        .values(batch)
        .onConflict((oc) =>
          oc.column('id').doUpdateSet((eb) => ({
            family_id: eb.ref('excluded.family_id'),
            name: eb.ref('excluded.name'),
            style: eb.ref('excluded.style'),
            weight: eb.ref('excluded.weight'),
            files: eb.ref('excluded.files'),
          })),
        )
        .execute();

    const categoryIds = rows.categories.map((c) => c.id);
    await trx.deleteFrom('font_categories').where('id', 'not in', categoryIds).execute();
  });
}
