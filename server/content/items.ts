/** What each kind of seeded content is made of, before ids and rows (server/content/library.ts). */
import type {
  BackgroundFill,
  ContentLicence,
  TemplateDesign,
} from '../../src/domain/content/types';

/** An element or background: its picture and how it is found. */
export interface ElementDef {
  /** Unique over all elements and backgrounds; the file is `<folder>/<slug>.svg`. */
  slug: string;
  name: string;
  tags: string[];
  svg: string;
  licence: ContentLicence;
  background?: BackgroundFill;
}

/** A category tab with its items. */
export interface CategoryDef {
  name: string;
  items: ElementDef[];
}

/** A stock image: an SVG drawn at seed time, served as raster through /images/process. */
export interface StockDef {
  slug: string;
  name: string;
  tags: string[];
  svg: string;
  width: number;
  height: number;
  licence: ContentLicence;
}

/** A template: a complete design. */
export interface TemplateDef {
  slug: string;
  name: string;
  tags: string[];
  /** Category and subcategory names (server/content/templates/index.ts). */
  category: string;
  subCategory: string;
  /** A product of the catalogue, or null: every product. */
  productId: number | null;
  widthInches: number;
  heightInches: number;
  design: TemplateDesign;
  preview: string;
  licence: ContentLicence;
}
