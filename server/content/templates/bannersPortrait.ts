/**
 * Portrait banner templates (pole and hanging banners, vinyl 101 and mesh 102). Our own work
 * (PROJECT_LICENCE); fonts from server/fonts/catalogue.json, pictures from the local stock
 * library.
 */
import type { TemplateDef } from '../items';
import { at, backgroundRect, box, imageSlot, PORTRAIT, template, textBox } from './build';

export function portraitBannerTemplates(): TemplateDef[] {
  return [
    template(
      {
        slug: 'open-house-banner-portrait',
        name: 'Open house pole banner',
        tags: ['open house', 'real estate', 'portrait', 'pole banner', 'realtor'],
        category: 'Business',
        subCategory: 'Real Estate',
        productId: 101,
        widthInches: 24,
        heightInches: 72,
      },
      (w, h) => [
        backgroundRect(w, h, '#f1faee'),
        at(
          'top',
          imageSlot('house', 'stock-mountains-portrait', PORTRAIT, w / 2, h * 0.22, w, h * 0.44),
        ),
        at('center', box(1, w / 2, h * 0.5, w, w * 0.3, '#1d3557')),
        at(
          'center',
          textBox('headline', 'OPEN\nHOUSE', 'Bebas Neue', w * 0.11, w / 2, h * 0.5, w * 0.8, {
            fill: '#ffffff',
          }),
        ),
        at(
          'bottom',
          textBox('when', 'Sunday 1 – 4 pm', 'Montserrat', w * 0.08, w / 2, h * 0.72, w * 0.85, {
            fill: '#1d3557',
            fontWeight: 'bold',
          }),
        ),
        at(
          'bottom',
          textBox(
            'agent',
            'Rivera Homes · (555) 014-7788',
            'Lato',
            w * 0.05,
            w / 2,
            h * 0.86,
            w * 0.85,
            { fill: '#e63946' },
          ),
        ),
      ],
    ),
    template(
      {
        slug: 'fundraiser-banner-portrait',
        name: 'Fundraiser banner',
        tags: ['fundraiser', 'charity', 'community', 'portrait', 'walk', 'donate'],
        category: 'Events',
        subCategory: 'Community',
        productId: 102,
        widthInches: 36,
        heightInches: 72,
      },
      (w, h) => [
        backgroundRect(w, h, '#2a9d8f'),
        at(
          'top',
          textBox(
            'headline',
            'Walk for\nHope',
            'Alfa Slab One',
            w * 0.14,
            w / 2,
            h * 0.16,
            w * 0.85,
            { fill: '#ffffff' },
          ),
        ),
        at(
          'center',
          imageSlot(
            'photo',
            'stock-mountains-dusk-portrait',
            PORTRAIT,
            w / 2,
            h * 0.5,
            w * 0.8,
            h * 0.36,
          ),
        ),
        at(
          'bottom',
          textBox(
            'date',
            'MAY 9 · 9 AM · RIVER PARK',
            'Oswald',
            w * 0.06,
            w / 2,
            h * 0.77,
            w * 0.85,
            { fill: '#e9c46a' },
          ),
        ),
        at(
          'bottom',
          textBox(
            'site',
            'Register at walkforhope.org',
            'Lato',
            w * 0.045,
            w / 2,
            h * 0.87,
            w * 0.85,
            { fill: '#ffffff' },
          ),
        ),
      ],
    ),
  ];
}
