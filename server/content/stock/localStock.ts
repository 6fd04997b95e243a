/**
 * The local stock library (the default provider): the `stock_images` rows, searched by name and
 * tags with the content search (by score when searching, else by rating), each served through
 * `/images/process` — a 340 px preview for the panel, 1920 px on the long side for the canvas.
 */
import type { StockImage } from '../../../src/domain/content/types';
import { searchContent } from '../../../src/domain/content/search';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { StockImagesTable } from '../../db/contentSchema';
import { licenceOf } from '../repository';
import type { StockImageProvider, StockQuery, StockResult } from './provider';

/** Panel thumbnail width, px (two masonry columns in a 360 px panel at 2× density: 2 × 170). */
export const STOCK_PREVIEW_WIDTH = 340;

/** `/images/process` URL of a library picture at `width` px. */
export function processUrl(imagePath: string, width: number): string {
  return `/images/process?src=${encodeURIComponent(imagePath)}&width=${width}`;
}

/** A library picture's id in the API (`local-<row id>`), and back. */
const LOCAL_ID = /^local-([1-9][0-9]{0,9})$/;

type StockRow = Selectable<StockImagesTable>;

export class LocalStockProvider implements StockImageProvider {
  readonly name = 'local';

  constructor(private readonly db: Db) {}

  async search(query: StockQuery): Promise<StockResult> {
    const rows = await this.db
      .selectFrom('stock_images')
      .selectAll()
      .orderBy('sort_order')
      .execute();
    const items = rows.map((r) => ({ ...r, tags: JSON.parse(r.tags) as string[] }));
    const { count, page } = searchContent(items, query.text, null, {
      number: query.page,
      size: query.size,
    });
    const images = page.map((r) => this.image(r));
    return { images, total: count };
  }

  /** One library picture by its API id (`local-12`; imgId names it), or null. */
  async byId(id: string): Promise<StockImage | null> {
    const row = LOCAL_ID.exec(id);
    if (!row) return null;
    const found = await this.db
      .selectFrom('stock_images')
      .selectAll()
      .where('id', '=', Number(row[1]))
      .executeTakeFirst();
    return found ? this.image({ ...found, tags: JSON.parse(found.tags) as string[] }) : null;
  }

  private image(r: Omit<StockRow, 'tags'> & { tags: string[] }): StockImage {
    return {
      id: `local-${r.id}`,
      source: this.name,
      previewUrl: processUrl(r.image_path, STOCK_PREVIEW_WIDTH),
      url: processUrl(r.image_path, Math.max(r.width, r.height)),
      width: r.width,
      height: r.height,
      tags: r.tags,
      alt: r.name,
      licence: licenceOf(r),
    };
  }
}
