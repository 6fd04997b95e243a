/**
 * The font catalogue as the API answers it (spec canvas §4 "Font: id, name, variants (name,
 * weight, style, id); font category: fontCount, fontFamilies", shell §7) and the limits the spec
 * gives for its lists (shell §9, canvas §9).
 */

/** One woff2 file of a face: the glyphs of one subset. */
export interface FontFile {
  /** 'latin' | 'latin-ext'. */
  subset: string;
  /** Root-relative, content-hashed: `/fonts/<slug>/<weight>-<style>-<subset>.<hash>.woff2`. */
  url: string;
}

/** CSS font style of a face. */
export type FontStyle = 'normal' | 'italic';

/** A face of a family (spec: name, weight, style, id), with the files that draw it. */
export interface FontVariant {
  id: number;
  /** e.g. `Regular`, `Bold Italic`. */
  name: string;
  /** CSS weight, 100–1000. */
  weight: number;
  style: FontStyle;
  files: FontFile[];
}

/** A font family (spec: id, name, variants). */
export interface FontFamily {
  id: number;
  /** The CSS family name the text objects carry, e.g. `Open Sans`. */
  name: string;
  categoryId: number;
  /**
   * CSS `unicode-range` of each subset its files cover, e.g. `{latin: 'U+0000-00FF,…'}`: once a
   * family rather than once a file (it would be most of the bytes of the list of every font).
   */
  unicodeRanges: Record<string, string>;
  /** Faces, by weight then normal before italic. */
  variants: FontVariant[];
}

/** A font category with its families (spec: fontCount, fontFamilies). */
export interface FontCategory {
  id: number;
  name: string;
  /** Families in the category (all of them, not only those in `fontFamilies`). */
  fontCount: number;
  /** The category's first {@link FONT_PAGE_SIZE} families, most used first. */
  fontFamilies: FontFamily[];
}

/** GET EditorElement/GetFontCategoryPaged?page&count: one page of categories. */
export interface FontCategoryPage {
  /** Categories in all. */
  count: number;
  data: FontCategory[];
}

/** Sort members of SearchFont. */
export type FontSortMember = 'rating' | 'name';

/** POST EditorElement/SearchFont (the spec's list query: page, sort, pattern; plus a category). */
export interface SearchFontRequest {
  /** number: 0-based (default 0); size: default {@link FONT_PAGE_SIZE}, at most {@link MAX_FONT_SEARCH_SIZE}. */
  page?: { number?: number; size?: number };
  /** Default rating, direction 1 (descending); name sorts A to Z with direction 0. */
  sort?: { member?: FontSortMember; direction?: 0 | 1 };
  /** Part of a family name, any case; at most {@link MAX_FONT_PATTERN_LENGTH} characters. */
  pattern?: string | null;
  /** Only this category's families. */
  categoryId?: number | null;
}

/** SearchFont's answer (the spec's list result: count, data, pattern). */
export interface SearchFontResult {
  /** Families matching, in all pages. */
  count: number;
  data: FontFamily[];
  pattern: string;
}

/** PATCH EditorElement/IncFontFamilyRating?id's answer. */
export interface FontRating {
  id: number;
  rating: number;
}

/** Fonts per page of the font list, font categories per page (spec shell §9). */
export const FONT_PAGE_SIZE = 24;
/** The editor fetches the server's fonts with this page size (spec shell §9, canvas §9). */
export const SERVER_FONTS_FETCH_SIZE = 1500;
/** Largest SearchFont page the server accepts (the editor's 1500). */
export const MAX_FONT_SEARCH_SIZE = SERVER_FONTS_FETCH_SIZE;
/** Largest GetFontCategoryPaged page, categories. */
export const MAX_FONT_CATEGORY_PAGE = 100;
/** Longest search pattern, characters (spec canvas §9: search max length 250). */
export const MAX_FONT_PATTERN_LENGTH = 250;
/** GetMostUsedFonts answers this many families. */
export const MOST_USED_FONTS_COUNT = FONT_PAGE_SIZE;
