/**
 * Banner templates (vinyl 101, mesh 102): wide outdoor and event banners, landscape and
 * portrait. Our own work (PROJECT_LICENCE); fonts from server/fonts/catalogue.json, pictures
 * from the local stock library.
 */
import type { TemplateDef } from '../items';
import { portraitBannerTemplates } from './bannersPortrait';
import {
  at,
  backgroundRect,
  box,
  imageSlot,
  LANDSCAPE,
  PORTRAIT,
  template,
  textBox,
} from './build';

/** Landscape banners; the portrait (pole) banners are in bannersPortrait.ts. */
export function bannerTemplates(): TemplateDef[] {
  return [...landscapeBanners(), ...portraitBannerTemplates()];
}

function landscapeBanners(): TemplateDef[] {
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
        at(
          'right',
          imageSlot('photo', 'stock-bokeh-citrus', LANDSCAPE, w * 0.78, h / 2, w * 0.44, h),
        ),
        at('left', box(1, w * 0.28, h * 0.56, w * 0.5, h * 0.012, '#fcbf49')),
        at(
          'top-left',
          textBox(
            'headline',
            'GRAND\nOPENING',
            'Bebas Neue',
            h * 0.2,
            w * 0.28,
            h * 0.29,
            w * 0.5,
            { fill: '#ffffff' },
          ),
        ),
        at(
          'left',
          textBox(
            'date',
            'Saturday, June 14 · 10 am',
            'Montserrat',
            h * 0.06,
            w * 0.28,
            h * 0.64,
            w * 0.5,
            { fill: '#fcbf49', fontWeight: 'bold' },
          ),
        ),
        at(
          'bottom-left',
          textBox(
            'details',
            'Your Store Name · 123 Main Street',
            'Montserrat',
            h * 0.045,
            w * 0.28,
            h * 0.76,
            w * 0.5,
            { fill: '#ffffff' },
          ),
        ),
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
        at(
          'left',
          imageSlot('photo', 'stock-bokeh-party', LANDSCAPE, w * 0.2, h / 2, w * 0.3, h * 0.8),
        ),
        at(
          'right',
          textBox(
            'headline',
            'Happy Birthday',
            'Pacifico',
            h * 0.15,
            w * 0.64,
            h * 0.36,
            w * 0.62,
            {
              fill: '#d62828',
            },
          ),
        ),
        at(
          'right',
          textBox('name', 'EMMA', 'Bebas Neue', h * 0.22, w * 0.64, h * 0.64, w * 0.62, {
            fill: '#1f3a5f',
          }),
        ),
        at('bottom-right', box(1, w * 0.64, h * 0.82, w * 0.4, h * 0.01, '#f77f00')),
      ],
    ),
    template(
      {
        slug: 'sale-banner-wide',
        name: 'Big sale banner',
        tags: ['sale', 'discount', 'clearance', 'shop', 'banner', 'percent off'],
        category: 'Events',
        subCategory: 'Sales',
        productId: 101,
        widthInches: 96,
        heightInches: 36,
      },
      (w, h) => [
        backgroundRect(w, h, '#d62828'),
        at('top', box(1, w / 2, h * 0.06, w, h * 0.12, '#1b1b1b')),
        at('bottom', box(2, w / 2, h * 0.94, w, h * 0.12, '#1b1b1b')),
        at(
          'center',
          textBox('headline', 'BIG SALE', 'Anton', h * 0.34, w * 0.36, h * 0.5, w * 0.6, {
            fill: '#ffffff',
          }),
        ),
        at(
          'right',
          textBox(
            'offer',
            'UP TO\n50% OFF',
            'Archivo Black',
            h * 0.13,
            w * 0.8,
            h * 0.5,
            w * 0.32,
            { fill: '#fcbf49' },
          ),
        ),
        at(
          'bottom',
          textBox(
            'where',
            'This weekend only · yourstore.com',
            'Montserrat',
            h * 0.05,
            w / 2,
            h * 0.94,
            w * 0.8,
            { fill: '#ffffff' },
          ),
        ),
      ],
    ),
    template(
      {
        slug: 'welcome-home-banner',
        name: 'Welcome home banner',
        tags: ['welcome home', 'family', 'party', 'banner', 'homecoming'],
        category: 'Events',
        subCategory: 'Parties',
        productId: 101,
        widthInches: 72,
        heightInches: 24,
      },
      (w, h) => [
        backgroundRect(w, h, '#ffffff'),
        at(
          'left',
          imageSlot('left', 'stock-ocean-sunset', LANDSCAPE, w * 0.12, h / 2, w * 0.24, h),
        ),
        at(
          'right',
          imageSlot('right', 'stock-ocean-tropical', LANDSCAPE, w * 0.88, h / 2, w * 0.24, h),
        ),
        at(
          'center',
          textBox(
            'headline',
            'Welcome Home',
            'Dancing Script',
            h * 0.22,
            w / 2,
            h * 0.42,
            w * 0.5,
            {
              fill: '#1f3a5f',
              fontWeight: 'bold',
            },
          ),
        ),
        at(
          'bottom',
          textBox('name', 'WE MISSED YOU, SAM!', 'Oswald', h * 0.1, w / 2, h * 0.75, w * 0.5, {
            fill: '#e4572e',
          }),
        ),
      ],
    ),
    template(
      {
        slug: 'graduation-banner',
        name: 'Graduation banner',
        tags: ['graduation', 'class of', 'school', 'congratulations', 'banner'],
        category: 'Celebrations',
        subCategory: 'Graduation',
        productId: 102,
        widthInches: 96,
        heightInches: 48,
      },
      (w, h) => [
        backgroundRect(w, h, '#14213d'),
        at('left', imageSlot('photo', 'stock-night-moon', PORTRAIT, w * 0.2, h / 2, w * 0.4, h)),
        at(
          'top-right',
          textBox('title', 'CONGRATULATIONS', 'Montserrat', h * 0.07, w * 0.7, h * 0.2, w * 0.55, {
            fill: '#fca311',
            fontWeight: 'bold',
          }),
        ),
        at(
          'right',
          textBox(
            'name',
            'Olivia Grant',
            'Playfair Display',
            h * 0.14,
            w * 0.7,
            h * 0.45,
            w * 0.55,
            { fill: '#ffffff' },
          ),
        ),
        at(
          'bottom-right',
          textBox('class', 'CLASS OF 2026', 'Bebas Neue', h * 0.12, w * 0.7, h * 0.72, w * 0.55, {
            fill: '#fca311',
          }),
        ),
      ],
    ),
    template(
      {
        slug: 'farmers-market-banner',
        name: 'Farmers market banner',
        tags: ['farmers market', 'fresh', 'produce', 'market', 'banner', 'local'],
        category: 'Business',
        subCategory: 'Services',
        productId: 102,
        widthInches: 120,
        heightInches: 36,
      },
      (w, h) => [
        backgroundRect(w, h, '#fefae0'),
        at('top', box(1, w / 2, h * 0.05, w, h * 0.1, '#606c38')),
        at(
          'left',
          imageSlot('photo', 'stock-waves-forest', LANDSCAPE, w * 0.14, h / 2, w * 0.28, h),
        ),
        at(
          'center',
          textBox('headline', 'Farmers Market', 'Lobster', h * 0.26, w * 0.6, h * 0.42, w * 0.6, {
            fill: '#283618',
          }),
        ),
        at(
          'bottom',
          textBox(
            'when',
            'EVERY SATURDAY · 8 AM – 1 PM · TOWN SQUARE',
            'Oswald',
            h * 0.07,
            w * 0.6,
            h * 0.75,
            w * 0.66,
            { fill: '#bc6c25' },
          ),
        ),
      ],
    ),
  ];
}
