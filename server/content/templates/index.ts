/**
 * The seeded templates (issue #16): complete designs proving the template routes. This session
 * seeds a handful, in both orientations; the full set of 24+ and their fit-any-size layout come
 * next (README, "Design content").
 */
import type { TemplateDef } from '../items';
import { PROJECT_LICENCE } from '../licences';
import { artboard, backgroundRect, box, design, imageSlot, previewSvg, textBox } from './build';

const LANDSCAPE = { width: 1920, height: 1280 };
const PORTRAIT = { width: 1280, height: 1920 };

/** Template categories and their subcategories, in panel order. */
export const TEMPLATE_CATEGORIES: readonly { name: string; subCategories: readonly string[] }[] = [
  { name: 'Business', subCategories: ['Grand Opening', 'Real Estate'] },
  { name: 'Events', subCategories: ['Sales', 'Parties'] },
  { name: 'Celebrations', subCategories: ['Birthday', 'Wedding'] },
];

function template(
  def: Omit<TemplateDef, 'design' | 'preview' | 'licence'>,
  objects: (w: number, h: number) => Record<string, unknown>[],
): TemplateDef {
  const { w, h } = artboard(def.widthInches, def.heightInches);
  const d = design(objects(w, h));
  return { ...def, design: d, preview: previewSvg(def.name, w, h, d), licence: PROJECT_LICENCE };
}

/** The templates. */
export function templates(): TemplateDef[] {
  return [
    template(
      {
        slug: 'grand-opening-banner',
        name: 'Grand opening banner',
        tags: ['grand opening', 'store', 'shop', 'business', 'banner', 'now open'],
        category: 'Business',
        subCategory: 'Grand Opening',
        productId: 101,
        widthInches: 72,
        heightInches: 36,
      },
      (w, h) => [
        backgroundRect(w, h, '#1f3a5f'),
        imageSlot('photo', 'stock-bokeh-citrus', LANDSCAPE, w * 0.78, h / 2, w * 0.44, h),
        box(1, w * 0.28, h * 0.5, w * 0.5, h * 0.012, '#fcbf49'),
        textBox('headline', 'GRAND\nOPENING', 'Bebas Neue', h * 0.26, w * 0.28, h * 0.28, w * 0.5, {
          fill: '#ffffff',
        }),
        textBox(
          'date',
          'Saturday, June 14 · 10 am',
          'Montserrat',
          h * 0.06,
          w * 0.28,
          h * 0.62,
          w * 0.5,
          {
            fill: '#fcbf49',
            fontWeight: 'bold',
          },
        ),
        textBox(
          'details',
          'Your Store Name · 123 Main Street',
          'Montserrat',
          h * 0.045,
          w * 0.28,
          h * 0.76,
          w * 0.5,
          {
            fill: '#ffffff',
          },
        ),
      ],
    ),
    template(
      {
        slug: 'yard-sale-sign',
        name: 'Yard sale sign',
        tags: ['yard sale', 'garage sale', 'sale', 'sign', 'arrow'],
        category: 'Events',
        subCategory: 'Sales',
        productId: 103,
        widthInches: 24,
        heightInches: 18,
      },
      (w, h) => [
        backgroundRect(w, h, '#fcbf49'),
        box(1, w / 2, h * 0.3, w * 0.9, h * 0.36, '#d62828', { rx: h * 0.03, ry: h * 0.03 }),
        textBox('headline', 'YARD SALE', 'Anton', h * 0.2, w / 2, h * 0.3, w * 0.85, {
          fill: '#ffffff',
        }),
        textBox('when', 'SAT & SUN · 8 AM – 2 PM', 'Oswald', h * 0.08, w / 2, h * 0.6, w * 0.9, {
          fill: '#1b1b1b',
          fontWeight: 'bold',
        }),
        textBox('where', '42 Oak Avenue', 'Oswald', h * 0.07, w / 2, h * 0.78, w * 0.9, {
          fill: '#1b1b1b',
        }),
      ],
    ),
    template(
      {
        slug: 'for-sale-sign-portrait',
        name: 'For sale sign',
        tags: ['for sale', 'real estate', 'house', 'realtor', 'property', 'portrait'],
        category: 'Business',
        subCategory: 'Real Estate',
        productId: null,
        widthInches: 18,
        heightInches: 24,
      },
      (w, h) => [
        backgroundRect(w, h, '#ffffff'),
        imageSlot('house', 'stock-mountains-forest', LANDSCAPE, w / 2, h * 0.3, w, h * 0.6),
        box(1, w / 2, h * 0.66, w, h * 0.14, '#1f3a5f'),
        textBox('headline', 'FOR SALE', 'Montserrat', h * 0.09, w / 2, h * 0.66, w * 0.9, {
          fill: '#ffffff',
          fontWeight: 'bold',
        }),
        textBox(
          'agent',
          'Jordan Smith Realty',
          'Playfair Display',
          h * 0.05,
          w / 2,
          h * 0.81,
          w * 0.9,
          {
            fill: '#1f3a5f',
          },
        ),
        textBox('phone', '(555) 010-2030', 'Montserrat', h * 0.045, w / 2, h * 0.9, w * 0.9, {
          fill: '#d62828',
          fontWeight: 'bold',
        }),
      ],
    ),
    template(
      {
        slug: 'birthday-banner',
        name: 'Happy birthday banner',
        tags: ['birthday', 'party', 'celebration', 'banner', 'kids'],
        category: 'Celebrations',
        subCategory: 'Birthday',
        productId: 101,
        widthInches: 72,
        heightInches: 36,
      },
      (w, h) => [
        backgroundRect(w, h, '#fdf6e3'),
        imageSlot('photo', 'stock-bokeh-party', LANDSCAPE, w * 0.2, h / 2, w * 0.3, h * 0.8),
        textBox('headline', 'Happy Birthday', 'Pacifico', h * 0.2, w * 0.64, h * 0.36, w * 0.62, {
          fill: '#d62828',
        }),
        textBox('name', 'EMMA', 'Bebas Neue', h * 0.22, w * 0.64, h * 0.64, w * 0.62, {
          fill: '#1f3a5f',
        }),
        box(1, w * 0.64, h * 0.82, w * 0.4, h * 0.01, '#f77f00'),
      ],
    ),
    template(
      {
        slug: 'wedding-welcome-portrait',
        name: 'Wedding welcome sign',
        tags: ['wedding', 'welcome', 'elegant', 'portrait', 'reception'],
        category: 'Celebrations',
        subCategory: 'Wedding',
        productId: null,
        widthInches: 18,
        heightInches: 24,
      },
      (w, h) => [
        backgroundRect(w, h, '#ffffff'),
        imageSlot('photo', 'stock-bokeh-warm', PORTRAIT, w / 2, h * 0.25, w * 0.8, h * 0.36),
        textBox('welcome', 'Welcome', 'Great Vibes', h * 0.1, w / 2, h * 0.54, w * 0.9, {
          fill: '#6a4c93',
        }),
        textBox('names', 'Anna & James', 'Playfair Display', h * 0.07, w / 2, h * 0.68, w * 0.9, {
          fill: '#1b1b1b',
        }),
        textBox('date', '12 · 09 · 2026', 'Lora', h * 0.04, w / 2, h * 0.8, w * 0.9, {
          fill: '#4a4e69',
        }),
      ],
    ),
  ];
}
