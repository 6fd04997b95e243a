/**
 * Typed tables of the design content (migration 0013): elements and backgrounds with their
 * categories, templates with their categories and subcategories, and the local stock-image
 * library. JSON columns hold text; booleans are 0/1; sizes are inches (templates) or pixels
 * (stock images).
 */
import type { Generated } from 'kysely';

/** Every content row's licence record (src/domain/content/types ContentLicence). */
export interface LicenceColumns {
  /** SPDX id or the provider's licence name. */
  licence: string;
  /** The npm package with its version, or the author. */
  licence_source: string;
  licence_url: string;
  /** 1: cleared for printing on a product that is sold. */
  commercial_print: number;
  /** 1: the printed product would have to credit the author. */
  credit_required: number;
}

/** Tabs of the Elements (type 0) and Background (type 1) panels. */
export interface ElementCategoriesTable {
  id: number;
  type: number;
  name: string;
  sort_order: number;
}

/** Elements and backgrounds. */
export interface ElementsTable extends LicenceColumns {
  id: number;
  type: number;
  category_id: number;
  /** Stable name of the picture, e.g. `shape-circle`. */
  image_id: string;
  /** `/images/content/...svg`. */
  image_path: string;
  name: string;
  /** JSON string[]. */
  tags: string;
  /** JSON BackgroundFill of a background; null for an element. */
  background: string | null;
  /** Uses (UpdateRating); kept across reseeding. */
  rating: Generated<number>;
  sort_order: number;
}

/** A template category (`parent_id` null) or subcategory. */
export interface TemplateCategoriesTable {
  id: number;
  parent_id: number | null;
  name: string;
  sort_order: number;
}

/** Template ids start here; element and background ids stay below it. */
export const TEMPLATE_ID_BASE = 100_001;

/** Complete designs. */
export interface TemplatesTable extends LicenceColumns {
  /** From {@link TEMPLATE_ID_BASE}: apart from element ids, so UpdateRating takes an id alone. */
  id: number;
  slug: string;
  category_id: number;
  /** Null: offered for every product. */
  product_id: number | null;
  name: string;
  /** JSON string[]. */
  tags: string;
  width_inches: number;
  height_inches: number;
  preview_path: string;
  /** JSON TemplateDesign. */
  design: string;
  /** Uses (UpdateRating); kept across reseeding. */
  rating: Generated<number>;
  sort_order: number;
}

/** The local stock-image library (the default provider). */
export interface StockImagesTable extends LicenceColumns {
  id: number;
  slug: string;
  image_path: string;
  name: string;
  /** JSON string[]. */
  tags: string;
  /** Pixels of the picture at its own size. */
  width: number;
  height: number;
  /** Uses (UpdateRating); kept across reseeding. */
  rating: Generated<number>;
  sort_order: number;
}

/** The content tables, as part of the database (server/db/schema.ts). */
export interface ContentTables {
  element_categories: ElementCategoriesTable;
  elements: ElementsTable;
  template_categories: TemplateCategoriesTable;
  templates: TemplatesTable;
  stock_images: StockImagesTable;
}
