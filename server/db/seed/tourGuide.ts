/**
 * The seeded tour of the designer (spec shell §2 "Tour guide overlay", §7 `Tourguide/*`): eight
 * steps over the header, the side menu, the panels, the canvas, the view and layer tools, Save
 * and Add To Cart. Each step names the element it shows by a CSS selector the designer keeps
 * stable, and has a small picture (drawn here, the project's own work) written to the CDN.
 * Upserted by id like the catalogue: the seed owns these rows.
 */
import type { Db } from '../database';

/** A step as seeded. */
export interface SeedTourStep {
  id: number;
  selector: string;
  title: string;
  /** A short label drawn into the step's picture. */
  picture: string;
  /** Rich text: p, strong, em, ul, li, br, kbd only. */
  content: string;
}

/** The designer's guide: key = the path it belongs to. */
export const DESIGNER_TOUR = { id: 1, key: '/designer/' } as const;

export const DESIGNER_TOUR_STEPS: readonly SeedTourStep[] = [
  {
    id: 101,
    selector: '.app-header',
    title: 'Welcome to the designer',
    picture: 'Welcome',
    content:
      '<p>Design your print in a few steps. The <strong>header</strong> shows the product, its size, the quantity and the total price.</p>',
  },
  {
    id: 102,
    selector: '[data-testid="side-menu"]',
    title: 'Your design tools',
    picture: 'Tools',
    content:
      '<p>Every tool has its panel here: products, size and options, images, templates, elements, text, backgrounds, QR codes, uploads and settings.</p>',
  },
  {
    id: 103,
    selector: '.side-menu-item[data-panel-id="1"]',
    title: 'Pick a product',
    picture: 'Product',
    content:
      '<p>Start with the <strong>product</strong>, then choose its <em>size</em> and <em>options</em>: the price follows every choice.</p>',
  },
  {
    id: 104,
    selector: '.side-menu-item[data-panel-id="7"]',
    title: 'Add text, pictures and more',
    picture: 'Panels',
    content:
      '<p>A panel opens beside the menu. Choose an item to add it to your design:</p><ul><li>Text and QR codes</li><li>Stock images, templates and elements</li><li>Your own uploads</li></ul>',
  },
  {
    id: 105,
    selector: '[data-testid="artboard"]',
    title: 'Design on the canvas',
    picture: 'Canvas',
    content:
      '<p>This is your print at its real proportions. Drag, scale and rotate objects; the dashed line is the <strong>safe zone</strong>.</p>',
  },
  {
    id: 106,
    selector: '[data-testid="editor-bar"]',
    title: 'Zoom, undo and layer tools',
    picture: 'Layers',
    content:
      '<p>Zoom in and out and undo or redo here. Select an object to get its <strong>layer tools</strong>: order, alignment, colours, duplicate and delete.</p><p>Press <kbd>?</kbd> for the keyboard shortcuts.</p>',
  },
  {
    id: 107,
    selector: '[data-testid="save-design"]',
    title: 'Save your design',
    picture: 'Save',
    content: '<p>Keep your work in <strong>My Designs</strong> and come back to it later.</p>',
  },
  {
    id: 108,
    selector: '[data-testid="add-to-cart"]',
    title: 'Add to cart',
    picture: 'Cart',
    content:
      '<p>Happy with it? <strong>Add To Cart</strong> sends the design with your product, size, options and quantity.</p>',
  },
];

/** CDN path of a step's picture. */
export function tourPicturePath(stepId: number): string {
  return `/images/tour/step-${stepId}.svg`;
}

/** A step's picture: a 320 × 120 card with the step's number and label. */
export function tourPictureSvg(index: number, label: string): string {
  const safe = label.replace(/[<>&"]/g, '');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120">',
    '<rect width="320" height="120" rx="12" fill="#1f6feb"/>',
    '<circle cx="60" cy="60" r="34" fill="#ffffff" fill-opacity="0.18"/>',
    `<text x="60" y="72" font-family="sans-serif" font-size="34" font-weight="700" fill="#ffffff" text-anchor="middle">${index + 1}</text>`,
    `<text x="118" y="70" font-family="sans-serif" font-size="26" font-weight="600" fill="#ffffff">${safe}</text>`,
    '</svg>',
  ].join('');
}

/** The pictures to write under the CDN folder. */
export function tourPictureFiles(): { path: string; content: string }[] {
  return DESIGNER_TOUR_STEPS.map((s, i) => ({
    path: tourPicturePath(s.id),
    content: tourPictureSvg(i, s.picture),
  }));
}

/** Upserts the designer's guide and its steps; steps the seed no longer lists are removed. */
export async function seedTourGuide(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const page = { id: DESIGNER_TOUR.id, key: DESIGNER_TOUR.key, sort_order: 0 };
    await trx
      .insertInto('tour_pages')
      .values(page)
      .onConflict((oc) => oc.column('id').doUpdateSet({ key: page.key, sort_order: 0 }))
      .execute();
    const ids = DESIGNER_TOUR_STEPS.map((s) => s.id);
    await trx
      .deleteFrom('tour_steps')
      .where('page_id', '=', page.id)
      .where('id', 'not in', ids)
      .execute();
    for (const [index, s] of DESIGNER_TOUR_STEPS.entries()) {
      const row = {
        page_id: page.id,
        sort_order: index,
        selector: s.selector,
        title: s.title,
        image_path: tourPicturePath(s.id),
        content: s.content,
      };
      await trx
        .insertInto('tour_steps')
        .values({ id: s.id, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }
  });
}
