/**
 * Reading and counting the font catalogue in the database: families with their variants, the
 * category pages, the search, the most used families, and the usage rating.
 */
import type {
  FontCategoryPage,
  FontFamily,
  FontFile,
  FontStyle,
  SearchFontResult,
} from '../../src/domain/fonts/types';
import { FONT_PAGE_SIZE } from '../../src/domain/fonts/types';
import type { Db } from '../db/database';
import type { FamilyRow, FontQuery } from './search';
import { byRating, searchFamilies } from './search';

const FAMILY_COLUMNS = [
  'id',
  'name',
  'category_id',
  'rating',
  'sort_order',
  'unicode_ranges',
] as const;

async function familyRows(db: Db): Promise<FamilyRow[]> {
  return db.selectFrom('font_families').select(FAMILY_COLUMNS).execute();
}

/** The families of `rows`, in that order, each with its variants (by weight, normal first). */
async function withVariants(db: Db, rows: readonly FamilyRow[]): Promise<FontFamily[]> {
  if (rows.length === 0) return [];
  const variants = await db
    .selectFrom('font_variants')
    .select(['id', 'family_id', 'name', 'style', 'weight', 'files'])
    .where(
      'family_id',
      'in',
      rows.map((r) => r.id),
    )
    .orderBy('family_id')
    .orderBy('weight')
    .orderBy('style', 'desc')
    .execute();
  const byFamily = new Map<number, FontFamily['variants']>();
  for (const v of variants) {
    const list = byFamily.get(v.family_id) ?? [];
    list.push({
      id: v.id,
      name: v.name,
      weight: v.weight,
      style: v.style as FontStyle,
      files: JSON.parse(v.files) as FontFile[],
    });
    byFamily.set(v.family_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    categoryId: r.category_id,
    unicodeRanges: JSON.parse(r.unicode_ranges) as Record<string, string>,
    variants: byFamily.get(r.id) ?? [],
  }));
}

/** One page of categories (0-based), each with its family count and first families. */
export async function fontCategoryPage(
  db: Db,
  page: number,
  count: number,
): Promise<FontCategoryPage> {
  const total = await db
    .selectFrom('font_categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const categories = await db
    .selectFrom('font_categories')
    .select(['id', 'name'])
    .orderBy('sort_order')
    .orderBy('id')
    .limit(count)
    .offset(page * count)
    .execute();
  const rows = await familyRows(db);
  const data = [];
  for (const c of categories) {
    const members = rows.filter((r) => r.category_id === c.id).sort(byRating(1));
    data.push({
      id: c.id,
      name: c.name,
      fontCount: members.length,
      fontFamilies: await withVariants(db, members.slice(0, FONT_PAGE_SIZE)),
    });
  }
  return { count: Number(total.n), data };
}

/** SearchFont: the page of families the query asks for. */
export async function searchFonts(
  db: Db,
  q: FontQuery,
  pattern: string,
): Promise<SearchFontResult> {
  const { count, page } = searchFamilies(await familyRows(db), q);
  return { count, data: await withVariants(db, page), pattern };
}

/** GetMostUsedFonts: the `limit` families chosen most often, catalogue order breaking ties. */
export async function mostUsedFonts(db: Db, limit: number): Promise<FontFamily[]> {
  const rows = await db
    .selectFrom('font_families')
    .select(FAMILY_COLUMNS)
    .orderBy('rating', 'desc')
    .orderBy('sort_order')
    .orderBy('id')
    .limit(limit)
    .execute();
  return withVariants(db, rows);
}

/** Adds one use to a family; its new rating, or null when there is no such family. */
export async function incrementFontRating(db: Db, id: number): Promise<number | null> {
  const row = await db
    .updateTable('font_families')
    .set((eb) => ({ rating: eb('rating', '+', 1) }))
    .where('id', '=', id)
    .returning('rating')
    .executeTakeFirst();
  return row?.rating ?? null;
}
