/**
 * Sticker templates (die-cut stickers 106, vinyl lettering 107), landscape, portrait and
 * square. Our own work (PROJECT_LICENCE); fonts from server/fonts/catalogue.json, pictures from
 * the local stock library. Lettering is cut from one colour of vinyl: text only, on a light
 * stand-in for the glass it goes on.
 */
import type { TemplateDef } from '../items';
import { at, backgroundRect, box, imageSlot, LANDSCAPE, template, textBox } from './build';

export function stickerTemplates(): TemplateDef[] {
  return [
    template(
      {
        slug: 'thank-you-sticker',
        name: 'Thank you sticker',
        tags: ['thank you', 'packaging', 'small business', 'sticker', 'label'],
        category: 'Business',
        subCategory: 'Labels',
        productId: 106,
        widthInches: 3,
        heightInches: 3,
      },
      (w, h) => [
        backgroundRect(w, h, '#ffe5ec'),
        at(
          'top',
          textBox('headline', 'thank you', 'Pacifico', h * 0.16, w / 2, h * 0.38, w * 0.85, {
            fill: '#c9184a',
          }),
        ),
        at('center', box(1, w / 2, h * 0.55, w * 0.4, h * 0.012, '#c9184a')),
        at(
          'bottom',
          textBox('note', 'FOR SHOPPING SMALL', 'Montserrat', h * 0.065, w / 2, h * 0.68, w * 0.8, {
            fill: '#590d22',
            fontWeight: 'bold',
          }),
        ),
      ],
    ),
    template(
      {
        slug: 'handmade-label',
        name: 'Handmade label',
        tags: ['handmade', 'label', 'craft', 'sticker', 'bakery', 'jar'],
        category: 'Business',
        subCategory: 'Labels',
        productId: 106,
        widthInches: 4,
        heightInches: 2,
      },
      (w, h) => [
        backgroundRect(w, h, '#f4f1de'),
        at(
          'left',
          imageSlot('photo', 'stock-texture-linen', LANDSCAPE, w * 0.16, h / 2, w * 0.32, h),
        ),
        at(
          'right',
          textBox('headline', 'Handmade', 'Kaushan Script', h * 0.24, w * 0.66, h * 0.38, w * 0.6, {
            fill: '#3d405b',
          }),
        ),
        at(
          'right',
          textBox(
            'maker',
            'BY ROSIE · EST. 2019',
            'Raleway',
            h * 0.09,
            w * 0.66,
            h * 0.68,
            w * 0.6,
            { fill: '#e07a5f', fontWeight: 'bold' },
          ),
        ),
      ],
    ),
    template(
      {
        slug: 'fragile-label-portrait',
        name: 'Fragile label',
        tags: ['fragile', 'shipping', 'handle with care', 'label', 'portrait'],
        category: 'Business',
        subCategory: 'Labels',
        productId: 106,
        widthInches: 2,
        heightInches: 3,
      },
      (w, h) => [
        backgroundRect(w, h, '#ffbe0b'),
        at('top', box(1, w / 2, h * 0.25, w * 0.86, h * 0.3, '#1b1b1b')),
        at(
          'top',
          textBox('headline', 'FRAGILE', 'Anton', w * 0.22, w / 2, h * 0.25, w * 0.8, {
            fill: '#ffbe0b',
          }),
        ),
        at(
          'bottom',
          textBox('care', 'Handle\nwith care', 'Oswald', w * 0.14, w / 2, h * 0.65, w * 0.8, {
            fill: '#1b1b1b',
            fontWeight: 'bold',
          }),
        ),
      ],
    ),
    template(
      {
        slug: 'adventure-sticker',
        name: 'Adventure sticker',
        tags: ['adventure', 'mountains', 'outdoors', 'travel', 'sticker', 'hiking'],
        category: 'Celebrations',
        subCategory: 'Holidays',
        productId: 106,
        widthInches: 4,
        heightInches: 3,
      },
      (w, h) => [
        backgroundRect(w, h, '#0b132b'),
        at(
          'top',
          imageSlot('photo', 'stock-mountains-alpine', LANDSCAPE, w / 2, h * 0.3, w, h * 0.6),
        ),
        at(
          'center',
          textBox('headline', 'GO WILD', 'Bungee', h * 0.15, w / 2, h * 0.7, w * 0.85, {
            fill: '#ffffff',
          }),
        ),
        at(
          'bottom',
          textBox('place', 'Rocky Mountains', 'Caveat', h * 0.09, w / 2, h * 0.86, w * 0.8, {
            fill: '#5bc0be',
          }),
        ),
      ],
    ),
    template(
      {
        slug: 'name-badge-sticker',
        name: 'Name badge sticker',
        tags: ['name tag', 'hello my name is', 'event', 'badge', 'sticker'],
        category: 'Events',
        subCategory: 'Parties',
        productId: 106,
        widthInches: 4,
        heightInches: 3,
      },
      (w, h) => [
        backgroundRect(w, h, '#ffffff'),
        at('top', box(1, w / 2, h * 0.17, w, h * 0.34, '#e63946')),
        at('bottom', box(2, w / 2, h * 0.96, w, h * 0.08, '#e63946')),
        at(
          'top',
          textBox('hello', 'HELLO', 'Archivo Black', h * 0.13, w / 2, h * 0.12, w * 0.8, {
            fill: '#ffffff',
          }),
        ),
        at(
          'top',
          textBox('subtitle', 'my name is', 'Open Sans', h * 0.06, w / 2, h * 0.26, w * 0.8, {
            fill: '#ffffff',
          }),
        ),
        at(
          'center',
          textBox('name', 'Alex', 'Permanent Marker', h * 0.2, w / 2, h * 0.62, w * 0.85, {
            fill: '#1b1b1b',
          }),
        ),
      ],
    ),
    template(
      {
        slug: 'open-window-lettering',
        name: 'Open window lettering',
        tags: ['open', 'window', 'lettering', 'storefront', 'shop'],
        category: 'Business',
        subCategory: 'Grand Opening',
        productId: 107,
        widthInches: 36,
        heightInches: 12,
      },
      (w, h) => [
        backgroundRect(w, h, '#e9ecef'),
        at(
          'center',
          textBox('headline', 'OPEN', 'Righteous', h * 0.5, w / 2, h * 0.42, w * 0.8, {
            fill: '#1b1b1b',
          }),
        ),
        at(
          'bottom',
          textBox('welcome', 'come on in', 'Sacramento', h * 0.18, w / 2, h * 0.8, w * 0.6, {
            fill: '#1b1b1b',
          }),
        ),
      ],
    ),
    template(
      {
        slug: 'store-hours-lettering-portrait',
        name: 'Store hours lettering',
        tags: ['store hours', 'opening hours', 'window', 'lettering', 'portrait'],
        category: 'Business',
        subCategory: 'Services',
        productId: 107,
        widthInches: 12,
        heightInches: 18,
      },
      (w, h) => [
        backgroundRect(w, h, '#e9ecef'),
        at(
          'top',
          textBox('headline', 'STORE HOURS', 'Oswald', w * 0.1, w / 2, h * 0.14, w * 0.85, {
            fill: '#1b1b1b',
            fontWeight: 'bold',
          }),
        ),
        at(
          'center',
          textBox(
            'hours',
            'MON – FRI   9 – 6\nSATURDAY   10 – 4\nSUNDAY   CLOSED',
            'Roboto Mono',
            w * 0.055,
            w / 2,
            h * 0.48,
            w * 0.85,
            { fill: '#1b1b1b' },
          ),
        ),
        at(
          'bottom',
          textBox('phone', '(555) 013-4400', 'Oswald', w * 0.07, w / 2, h * 0.84, w * 0.8, {
            fill: '#1b1b1b',
          }),
        ),
      ],
    ),
    template(
      {
        slug: 'van-lettering',
        name: 'Van lettering',
        tags: ['vehicle', 'van', 'truck', 'lettering', 'company', 'plumbing'],
        category: 'Business',
        subCategory: 'Services',
        productId: 107,
        widthInches: 48,
        heightInches: 12,
      },
      (w, h) => [
        backgroundRect(w, h, '#f8f9fa'),
        at(
          'left',
          textBox(
            'company',
            'Reliable Plumbing',
            'Alfa Slab One',
            h * 0.22,
            w * 0.38,
            h * 0.38,
            w * 0.68,
            { fill: '#023e8a' },
          ),
        ),
        at(
          'bottom-left',
          textBox(
            'services',
            'Repairs · Installs · 24 h call-outs',
            'Barlow',
            h * 0.12,
            w * 0.4,
            h * 0.76,
            w * 0.74,
            { fill: '#023e8a' },
          ),
        ),
        at(
          'right',
          textBox('phone', '555-0199', 'Oswald', h * 0.2, w * 0.87, h / 2, w * 0.22, {
            fill: '#d00000',
            fontWeight: 'bold',
          }),
        ),
      ],
    ),
  ];
}
