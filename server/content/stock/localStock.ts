/**
 * The local stock library (the default provider): the `stock_images` rows, searched by name and
 * tags with the content search (by score when searching, else by rating), each served through
 * `/images/process` — a 340 px preview for the panel, 1920 px on the long side for the canvas.
 */
import type { StockImage } from '../../../src/domain/content/types';
import { searchContent } from '../../../src/domain/content/search';
import type { Db } from '../../db/database';
import { licenceOf } from '../repository';
import type { StockImageProvider, StockQuery, StockResult } from './provider';

/** Panel thumbnail width, px (two masonry columns in a 360 px panel at 2× density: 2 × 170). */
export const STOCK_PREVIEW_WIDTH = 340;

/** `/images/process` URL of a library picture at `width` px. */
export function processUrl(imagePath: string, width: number): string {
  return `/images/process?src=${encodeURIComponent(imagePath)}&width=${width}`;
}

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
    const images = page.map((r): StockImage => ({
      id: `local-${r.id}`,
      source: this.name,
      previewUrl: processUrl(r.image_path, STOCK_PREVIEW_WIDTH),
      url: processUrl(r.image_path, Math.max(r.width, r.height)),
      width: r.width,
      height: r.height,
      tags: r.tags,
      alt: r.name,
      licence: licenceOf(r),
    }));
    return { images, total: count };
  }
}
