/**
 * The seeded content library, assembled once per process: the Elements panel's categories
 * (hand-drawn shapes, lines, arrows, borders, badges, ribbons, then Tabler icons), the Background
 * panel's, the stock pictures and the templates, each with its SVG file under `/images/content/`.
 */
import type {
  BackgroundFill,
  ContentLicence,
  TemplateDesign,
} from '../../src/domain/content/types';
import { backgroundCategories } from './backgrounds';
import { ARROWS } from './elements/arrows';
import { BADGES } from './elements/badges';
import { BORDERS } from './elements/borders';
import { iconCategories } from './elements/icons';
import { LINES } from './elements/lines';
import { RIBBONS } from './elements/ribbons';
import { SHAPES } from './elements/shapes';
import type { CategoryDef, StockDef, TemplateDef } from './items';
import { stockImages } from './stockImages';
import { TEMPLATE_CATEGORIES, templates } from './templates';

/** A category of the library with its items' files placed. */
export interface LibraryCategory {
  type: 0 | 1;
  name: string;
  items: LibraryElement[];
}

export interface LibraryElement {
  slug: string;
  name: string;
  tags: string[];
  imagePath: string;
  licence: ContentLicence;
  background: BackgroundFill | null;
}

export interface LibraryStock extends Omit<StockDef, 'svg'> {
  imagePath: string;
}

export interface LibraryTemplate extends Omit<TemplateDef, 'preview' | 'design'> {
  previewPath: string;
  design: TemplateDesign;
}

export interface ContentLibrary {
  categories: LibraryCategory[];
  templateCategories: typeof TEMPLATE_CATEGORIES;
  templates: LibraryTemplate[];
  stock: LibraryStock[];
  /** Every SVG, by CDN path (`/images/content/...`). */
  files: { path: string; content: string }[];
}

function build(): ContentLibrary {
  const files: ContentLibrary['files'] = [];
  const place =
    (type: 0 | 1, folder: string) =>
    (c: CategoryDef): LibraryCategory => ({
      type,
      name: c.name,
      items: c.items.map((item) => {
        const imagePath = `/images/content/${folder}/${item.slug}.svg`;
        files.push({ path: imagePath, content: item.svg });
        return {
          slug: item.slug,
          name: item.name,
          tags: item.tags,
          imagePath,
          licence: item.licence,
          background: item.background ?? null,
        };
      }),
    });
  const elements = [SHAPES, LINES, ARROWS, BORDERS, BADGES, RIBBONS, ...iconCategories()];
  const categories = [
    ...elements.map(place(0, 'elements')),
    ...backgroundCategories().map(place(1, 'backgrounds')),
  ];
  const stock = stockImages().map(({ svg, ...s }) => {
    const imagePath = `/images/content/stock/${s.slug}.svg`;
    files.push({ path: imagePath, content: svg });
    return { ...s, imagePath };
  });
  const templateRows = templates().map(({ preview, ...t }) => {
    const previewPath = `/images/content/templates/${t.slug}.svg`;
    files.push({ path: previewPath, content: preview });
    return { ...t, previewPath };
  });
  return {
    categories,
    templateCategories: TEMPLATE_CATEGORIES,
    templates: templateRows,
    stock,
    files,
  };
}

let cached: ContentLibrary | null = null;

/** The library (built on first use: about 400 SVG documents). */
export function contentLibrary(): ContentLibrary {
  cached ??= build();
  return cached;
}
