/**
 * Reading the content tables for the routes: element tabs and searches, templates and their
 * categories, the usage rating. Lists are small (hundreds of rows), so a list reads its rows and
 * the pure search (src/domain/content/search) filters, orders and pages them.
 */
import type {
  BackgroundFill,
  ContentElement,
  ContentLicence,
  ContentPage,
  ElementCategoryPage,
  ElementSummary,
  ElementType,
  Template,
  TemplateCategory,
  TemplateSummary,
} from '../../src/domain/content/types';
import { CONTENT_PAGE_SIZE } from '../../src/domain/content/types';
import type { ContentOrder } from '../../src/domain/content/search';
import { searchContent } from '../../src/domain/content/search';
import type { Selectable } from 'kysely';
import type { ElementsTable, LicenceColumns, TemplatesTable } from '../db/contentSchema';
import { TEMPLATE_ID_BASE } from '../db/contentSchema';
import type { Db } from '../db/database';

/** The licence record of a row. */
export function licenceOf(row: LicenceColumns): ContentLicence {
  return {
    licence: row.licence,
    source: row.licence_source,
    url: row.licence_url,
    commercialPrint: row.commercial_print === 1,
    creditRequired: row.credit_required === 1,
  };
}

function elementOf(row: Selectable<ElementsTable>): ContentElement {
  const element: ContentElement = {
    id: row.id,
    imageId: row.image_id,
    imagePath: row.image_path,
    imageAlt: row.name,
    type: row.type as ElementType,
    categoryId: row.category_id,
    tags: JSON.parse(row.tags) as string[],
    rating: row.rating,
    licence: licenceOf(row),
  };
  if (row.background !== null) element.background = JSON.parse(row.background) as BackgroundFill;
  return element;
}

async function elementsOfType(db: Db, type: ElementType): Promise<ContentElement[]> {
  const rows = await db
    .selectFrom('elements')
    .selectAll()
    .where('type', '=', type)
    .orderBy('sort_order')
    .execute();
  return rows.map(elementOf);
}

const searchable = (item: ContentElement) => ({ ...item, name: item.imageAlt });

/** What a list gives of an element (no tags, no licence: GetElementById has them). */
function summaryOf(item: ContentElement & { name?: string }): ElementSummary {
  const { name: _name, tags: _tags, licence: _licence, ...summary } = item;
  return summary;
}

/** GetCategoriesByType: a page of tabs, each with its count and first page (most used first). */
export async function elementCategoryPage(
  db: Db,
  type: ElementType,
  page: number,
  count: number,
): Promise<ElementCategoryPage> {
  const all = await db
    .selectFrom('element_categories')
    .select(['id', 'name'])
    .where('type', '=', type)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const elements = (await elementsOfType(db, type)).map(searchable);
  const data = all.slice(page * count, page * count + count).map((c) => {
    const members = elements.filter((e) => e.categoryId === c.id);
    const first = searchContent(members, '', null, { number: 0, size: CONTENT_PAGE_SIZE });
    return {
      id: c.id,
      name: c.name,
      elementCount: members.length,
      number: 0,
      pattern: '',
      elements: first.page.map(summaryOf),
    };
  });
  return { count: all.length, data };
}

/** What SearchElement asks, with the defaults applied. */
export interface ElementQuery {
  type: ElementType;
  pattern: string;
  categoryId: number | null;
  order: ContentOrder | null;
  page: { number: number; size: number };
}

/** SearchElement. */
export async function searchElements(
  db: Db,
  q: ElementQuery,
): Promise<ContentPage<ElementSummary>> {
  const elements = (await elementsOfType(db, q.type))
    .filter((e) => q.categoryId === null || e.categoryId === q.categoryId)
    .map(searchable);
  const { count, page } = searchContent(elements, q.pattern, q.order, q.page);
  return { count, data: page.map(summaryOf), pattern: q.pattern };
}

/** GetElementById: an element or background, or null. */
export async function elementById(db: Db, id: number): Promise<ContentElement | null> {
  const row = await db.selectFrom('elements').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? elementOf(row) : null;
}

function templateSummaryOf(row: Selectable<TemplatesTable>): TemplateSummary {
  return {
    id: row.id,
    name: row.name,
    categoryId: row.category_id,
    productId: row.product_id,
    widthInches: row.width_inches,
    heightInches: row.height_inches,
    previewPath: row.preview_path,
    tags: JSON.parse(row.tags) as string[],
    rating: row.rating,
    licence: licenceOf(row),
  };
}

/** What template/Search asks, with the defaults applied. */
export interface TemplateQuery {
  pattern: string;
  categoryId: number | null;
  productId: number | null;
  size: { width: number; height: number } | null;
  order: ContentOrder | null;
  page: { number: number; size: number };
}

/** Landscape, portrait or square (within 2 %). */
function orientation(width: number, height: number): 'landscape' | 'portrait' | 'square' {
  const ratio = width / height;
  if (Math.abs(ratio - 1) <= 0.02) return 'square';
  return ratio > 1 ? 'landscape' : 'portrait';
}

/**
 * template/Search: in a category (its subcategories too), for a product (its own and the general
 * ones), in the orientation of a size; by score when searching, else by rating, descending.
 */
export async function searchTemplates(
  db: Db,
  q: TemplateQuery,
): Promise<ContentPage<TemplateSummary>> {
  let query = db.selectFrom('templates').selectAll().orderBy('sort_order');
  if (q.categoryId !== null) {
    const categoryId = q.categoryId;
    query = query.where((eb) =>
      eb.or([
        eb('category_id', '=', categoryId),
        eb(
          'category_id',
          'in',
          eb.selectFrom('template_categories').select('id').where('parent_id', '=', categoryId),
        ),
      ]),
    );
  }
  if (q.productId !== null) {
    const productId = q.productId;
    query = query.where((eb) =>
      eb.or([eb('product_id', 'is', null), eb('product_id', '=', productId)]),
    );
  }
  const rows = (await query.execute()).map(templateSummaryOf);
  const wanted = q.size ? orientation(q.size.width, q.size.height) : null;
  const fitting = wanted
    ? rows.filter((t) => orientation(t.widthInches, t.heightInches) === wanted)
    : rows;
  const { count, page } = searchContent(fitting, q.pattern, q.order, q.page);
  return { count, data: page, pattern: q.pattern };
}

/** Template/Get/{id}: the template with its design, or null. */
export async function templateById(db: Db, id: number): Promise<Template | null> {
  const row = await db.selectFrom('templates').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return { ...templateSummaryOf(row), design: JSON.parse(row.design) as Template['design'] };
}

/** Template/GetCategories: categories in order, each with its subcategories and counts. */
export async function templateCategories(db: Db): Promise<TemplateCategory[]> {
  const categories = await db
    .selectFrom('template_categories')
    .select(['id', 'parent_id', 'name'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const counts = await db
    .selectFrom('templates')
    .select(['category_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('category_id')
    .execute();
  const countOf = (id: number) => Number(counts.find((c) => c.category_id === id)?.n ?? 0);
  return categories
    .filter((c) => c.parent_id === null)
    .map((c) => {
      const subCategories = categories
        .filter((s) => s.parent_id === c.id)
        .map((s) => ({ id: s.id, name: s.name, templateCount: countOf(s.id) }));
      return {
        id: c.id,
        name: c.name,
        templateCount: countOf(c.id) + subCategories.reduce((sum, s) => sum + s.templateCount, 0),
        subCategories,
      };
    });
}

/** UpdateRating: one more use of an element, background or template; its new rating or null. */
export async function incrementContentRating(db: Db, id: number): Promise<number | null> {
  const table = id >= TEMPLATE_ID_BASE ? 'templates' : 'elements';
  const row = await db
    .updateTable(table)
    .set((eb) => ({ rating: eb('rating', '+', 1) }))
    .where('id', '=', id)
    .returning('rating')
    .executeTakeFirst();
  return row?.rating ?? null;
}
