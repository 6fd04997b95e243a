/**
 * The design content the panels list (spec canvas §3 "Element/background: id, imageId,
 * imagePath, imageAlt. Category tab: id, name, elementCount, number, pattern, elements", the list
 * query, shell §7 "Panels' content lookups") as the API answers it, and the spec's limits.
 */

/** `type` of GetCategoriesByType and SearchElement (spec shell §7: 0 elements, 1 backgrounds). */
export const ElementType = { element: 0, background: 1 } as const;
export type ElementType = (typeof ElementType)[keyof typeof ElementType];

/**
 * Who made a content item and on what terms (README, "Design content"): every row carries one.
 * `commercialPrint` must be true and `creditRequired` false for anything the server offers
 * (tests/unit/contentLicences.test.ts).
 */
export interface ContentLicence {
  /** SPDX id (`MIT`, `CC0-1.0`…) or the provider's licence name (`Pixabay Content License`). */
  licence: string;
  /** The npm package (`@tabler/icons@3.52.0`) or the author (`print-designer`). */
  source: string;
  /** Where the licence text is. */
  url: string;
  /** Cleared for printing on a product that is sold. */
  commercialPrint: boolean;
  /** The printed product would have to credit the author. */
  creditRequired: boolean;
}

/** How a background fills the artboard (spec canvas §3: transparent, solid colour, pattern). */
export type BackgroundKind = 'transparent' | 'color' | 'gradient' | 'pattern';

/** What the Background panel needs beyond the picture (type 1 elements only). */
export interface BackgroundFill {
  kind: BackgroundKind;
  /** `#rrggbb` of a solid colour. */
  color?: string;
  /** A pattern's tile on the printed product, inches: the SVG at `imagePath` repeats at this size. */
  tileInches?: { width: number; height: number };
}

/**
 * An element or a background as the lists give it (spec: id, imageId, imagePath, imageAlt): what a
 * panel shows and places. 24 of them a tab, 14 tabs a page: the tags and licence are left to
 * {@link ContentElement} (GetElementById), which would otherwise be most of the bytes.
 */
export interface ElementSummary {
  id: number;
  /** Stable name of its picture, e.g. `shape-circle`. */
  imageId: string;
  /** Root-relative SVG under `/images/content/`; thumbnails through `/images/process`. */
  imagePath: string;
  /** Its name, for screen readers and search. */
  imageAlt: string;
  type: ElementType;
  categoryId: number;
  /** Uses recorded by UpdateRating. */
  rating: number;
  /** Backgrounds only. */
  background?: BackgroundFill;
}

/** An element or background with its tags and licence (GetElementById). */
export interface ContentElement extends ElementSummary {
  tags: string[];
  licence: ContentLicence;
}

/** A category tab (spec: id, name, elementCount, number, pattern, elements). */
export interface ElementCategoryTab {
  id: number;
  name: string;
  /** Elements in the category (all pages). */
  elementCount: number;
  /** The page of `elements` (0-based): the tab's infinite scroll asks for `number + 1` next. */
  number: number;
  /** The search the tab shows ('' for none). */
  pattern: string;
  /** The tab's first page ({@link CONTENT_PAGE_SIZE}), most used first. */
  elements: ElementSummary[];
}

/** GET EditorElement/GetCategoriesByType?page&count&type. */
export interface ElementCategoryPage {
  /** Categories of the type in all. */
  count: number;
  data: ElementCategoryTab[];
}

/** Sort members of the content lists; `score` is the search's relevance. */
export type ContentSortMember = 'rating' | 'name' | 'score';

/** The spec's list query (canvas §3) for SearchElement. */
export interface SearchElementRequest {
  type?: ElementType;
  pattern?: string | null;
  elementCategoryId?: number | null;
  /** Default: by score when searching, else by rating, descending. */
  sort?: { member?: ContentSortMember; direction?: 0 | 1 };
  page?: { number?: number; size?: number };
}

/** A list answer (count in all pages, this page, the pattern searched). */
export interface ContentPage<T> {
  count: number;
  data: T[];
  pattern: string;
}

/** POST template/Search (spec shell §7). */
export interface SearchTemplateRequest {
  /** A category (its subcategories included) or a subcategory. */
  categoryId?: number | null;
  /** The product's size, inches: templates of the same orientation. */
  width?: number | null;
  height?: number | null;
  /** Templates for this product and general ones. */
  productId?: number | null;
  pattern?: string | null;
  sort?: { member?: ContentSortMember; direction?: 0 | 1 };
  page?: { number?: number; size?: number };
}

/** A template as lists show it. */
export interface TemplateSummary {
  id: number;
  name: string;
  categoryId: number;
  productId: number | null;
  /** The size it was designed at, inches. */
  widthInches: number;
  heightInches: number;
  /** Root-relative SVG preview under `/images/content/templates/`. */
  previewPath: string;
  tags: string[];
  rating: number;
  licence: ContentLicence;
}

/** One side's objects in the editor's design JSON (src/domain/export/designDocument SideDesign). */
export interface TemplateDesign {
  designVersion: number;
  background: string;
  objects: Record<string, unknown>[];
}

/** GET Template/Get/{id}. */
export interface Template extends TemplateSummary {
  design: TemplateDesign;
}

/** GET Template/GetCategories: categories with their subcategories. */
export interface TemplateCategory {
  id: number;
  name: string;
  templateCount: number;
  subCategories: { id: number; name: string; templateCount: number }[];
}

/** POST EditorElement/UpdateRating's answer. */
export interface ContentRating {
  id: number;
  rating: number;
}

/** One stock image (the local library or the provider's). */
export interface StockImage {
  /** `local-<n>` or the provider's id. */
  id: string;
  /** 'local' or the provider's name (spec: Pixabay-type provider or external). */
  source: string;
  /** A thumbnail for the panel (about 340 px wide). */
  previewUrl: string;
  /** The image for the canvas (about 1920 px on its long side). */
  url: string;
  width: number;
  height: number;
  tags: string[];
  alt: string;
  licence: ContentLicence;
}

/** GET {origin}/api/v1/StockImages: the client reads `data[0].images` (spec canvas §7). */
export interface StockImagesAnswer {
  data: [{ images: StockImage[]; total: number; page: { number: number; size: number } }];
}

/** Items per page of the content lists (spec shell §9: templates, element categories 24). */
export const CONTENT_PAGE_SIZE = 24;
/** Largest page a list answers. */
export const MAX_CONTENT_PAGE_SIZE = 100;
/** Largest GetCategoriesByType page, categories. */
export const MAX_CATEGORY_PAGE = 100;
/** Stock images a page by default (spec canvas §9). */
export const STOCK_PAGE_SIZE = 20;
/** Largest stock page (Pixabay's per_page allows 200; ours stays small). */
export const MAX_STOCK_PAGE_SIZE = 100;
/** Longest search text, characters (spec canvas §5 and §9). */
export const MAX_SEARCH_LENGTH = 250;
