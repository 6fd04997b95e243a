/**
 * Sign templates (yard sign 103, aluminium sign 104, foam board 105), landscape and portrait.
 * Our own work (PROJECT_LICENCE); fonts from server/fonts/catalogue.json, pictures from the
 * local stock library.
 */
import type { TemplateDef } from '../items';
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

export function signTemplates(): TemplateDef[] {
  return [
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
        at(
          'top',
          box(1, w / 2, h * 0.3, w * 0.9, h * 0.36, '#d62828', { rx: h * 0.03, ry: h * 0.03 }),
        ),
        at(
          'top',
          textBox('headline', 'YARD SALE', 'Anton', h * 0.2, w / 2, h * 0.3, w * 0.85, {
            fill: '#ffffff',
          }),
        ),
        at(
          'bottom',
          textBox('when', 'SAT & SUN · 8 AM – 2 PM', 'Oswald', h * 0.08, w / 2, h * 0.6, w * 0.9, {
            fill: '#1b1b1b',
            fontWeight: 'bold',
          }),
        ),
        at(
          'bottom',
          textBox('where', '42 Oak Avenue', 'Oswald', h * 0.07, w / 2, h * 0.78, w * 0.9, {
            fill: '#1b1b1b',
          }),
        ),
      ],
    ),
    template(
      {
        slug: 'for-sale-sign-portrait',
        name: 'For sale sign',
        tags: ['for sale', 'real estate', 'house', 'realtor', 'property', 'portrait'],
        category: 'Business',
        subCategory: 'Real Estate',
        productId: 103,
        widthInches: 18,
        heightInches: 24,
      },
      (w, h) => [
        backgroundRect(w, h, '#ffffff'),
        at(
          'top',
          imageSlot('house', 'stock-mountains-forest', LANDSCAPE, w / 2, h * 0.3, w, h * 0.6),
        ),
        at('center', box(1, w / 2, h * 0.66, w, h * 0.14, '#1f3a5f')),
        at(
          'center',
          textBox('headline', 'FOR SALE', 'Montserrat', h * 0.08, w / 2, h * 0.66, w * 0.9, {
            fill: '#ffffff',
            fontWeight: 'bold',
          }),
        ),
        at(
          'bottom',
          textBox(
            'agent',
            'Jordan Smith Realty',
            'Playfair Display',
            h * 0.05,
            w / 2,
            h * 0.81,
            w * 0.9,
            { fill: '#1f3a5f' },
          ),
        ),
        at(
          'bottom',
          textBox('phone', '(555) 010-2030', 'Montserrat', h * 0.045, w / 2, h * 0.9, w * 0.9, {
            fill: '#d62828',
            fontWeight: 'bold',
          }),
        ),
      ],
    ),
    template(
      {
        slug: 'wedding-welcome-portrait',
        name: 'Wedding welcome sign',
        tags: ['wedding', 'welcome', 'elegant', 'portrait', 'reception'],
        category: 'Celebrations',
        subCategory: 'Wedding',
        productId: 105,
        widthInches: 18,
        heightInches: 24,
      },
      (w, h) => [
        backgroundRect(w, h, '#ffffff'),
        at(
          'top',
          imageSlot('photo', 'stock-bokeh-warm', PORTRAIT, w / 2, h * 0.25, w * 0.8, h * 0.36),
        ),
        at(
          'center',
          textBox('welcome', 'Welcome', 'Great Vibes', h * 0.1, w / 2, h * 0.54, w * 0.9, {
            fill: '#6a4c93',
          }),
        ),
        at(
          'bottom',
          textBox('names', 'Anna & James', 'Playfair Display', h * 0.07, w / 2, h * 0.68, w * 0.9, {
            fill: '#1b1b1b',
          }),
        ),
        at(
          'bottom',
          textBox('date', '12 · 09 · 2026', 'Lora', h * 0.04, w / 2, h * 0.8, w * 0.9, {
            fill: '#4a4e69',
          }),
        ),
      ],
    ),
    template(
      {
        slug: 'vote-yard-sign',
        name: 'Vote yard sign',
        tags: ['vote', 'election', 'campaign', 'politics', 'yard sign'],
        category: 'Events',
        subCategory: 'Community',
        productId: 103,
        widthInches: 24,
        heightInches: 18,
      },
      (w, h) => [
        backgroundRect(w, h, '#1d3557'),
        at('bottom', box(1, w / 2, h * 0.85, w, h * 0.3, '#e63946')),
        at(
          'top',
          textBox('headline', 'VOTE', 'Archivo Black', h * 0.2, w / 2, h * 0.22, w * 0.8, {
            fill: '#ffffff',
          }),
        ),
        at(
          'center',
          textBox('name', 'MARIA LOPEZ', 'Oswald', h * 0.14, w / 2, h * 0.48, w * 0.9, {
            fill: '#f1faee',
            fontWeight: 'bold',
          }),
        ),
        at(
          'bottom',
          textBox(
            'office',
            'for City Council',
            'Merriweather',
            h * 0.07,
            w / 2,
            h * 0.85,
            w * 0.8,
            { fill: '#ffffff' },
          ),
        ),
      ],
    ),
    template(
      {
        slug: 'reserved-parking-portrait',
        name: 'Reserved parking sign',
        tags: ['parking', 'reserved', 'business', 'aluminium', 'portrait', 'notice'],
        category: 'Business',
        subCategory: 'Services',
        productId: 104,
        widthInches: 12,
        heightInches: 18,
      },
      (w, h) => [
        backgroundRect(w, h, '#ffffff'),
        at(
          'top',
          box(1, w / 2, h * 0.2, w * 0.9, h * 0.3, '#005f73', { rx: w * 0.04, ry: w * 0.04 }),
        ),
        at(
          'top',
          textBox('letter', 'P', 'Roboto', h * 0.24, w / 2, h * 0.2, w * 0.8, {
            fill: '#ffffff',
            fontWeight: 'bold',
          }),
        ),
        at(
          'center',
          textBox('headline', 'RESERVED\nPARKING', 'Roboto', w * 0.11, w / 2, h * 0.52, w * 0.9, {
            fill: '#1b1b1b',
            fontWeight: 'bold',
          }),
        ),
        at(
          'bottom',
          textBox('who', 'Customers only', 'Open Sans', w * 0.07, w / 2, h * 0.73, w * 0.9, {
            fill: '#005f73',
          }),
        ),
        at(
          'bottom',
          textBox(
            'notice',
            'Violators will be towed',
            'Open Sans',
            w * 0.055,
            w / 2,
            h * 0.85,
            w * 0.9,
            { fill: '#ae2012' },
          ),
        ),
      ],
    ),
    template(
      {
        slug: 'cafe-specials-portrait',
        name: 'Cafe specials board',
        tags: ['cafe', 'menu', 'coffee', 'restaurant', 'specials', 'portrait'],
        category: 'Business',
        subCategory: 'Services',
        productId: 105,
        widthInches: 24,
        heightInches: 36,
      },
      (w, h) => [
        backgroundRect(w, h, '#2b2d42'),
        at('top', imageSlot('photo', 'stock-bokeh-warm', LANDSCAPE, w / 2, h * 0.17, w, h * 0.34)),
        at(
          'center',
          textBox('headline', "Today's Specials", 'Caveat', w * 0.12, w / 2, h * 0.43, w * 0.9, {
            fill: '#ffd166',
          }),
        ),
        at(
          'center',
          textBox(
            'items',
            'Flat white · 3.50\nBanana bread · 2.80\nSoup of the day · 5.50',
            'Josefin Sans',
            w * 0.06,
            w / 2,
            h * 0.62,
            w * 0.85,
            { fill: '#ffffff' },
          ),
        ),
        at(
          'bottom',
          textBox('cafe', 'CORNER CAFE', 'Bebas Neue', w * 0.08, w / 2, h * 0.88, w * 0.8, {
            fill: '#ef8354',
          }),
        ),
      ],
    ),
    template(
      {
        slug: 'trade-show-board',
        name: 'Trade show board',
        tags: ['trade show', 'booth', 'business', 'expo', 'company', 'foam board'],
        category: 'Business',
        subCategory: 'Grand Opening',
        productId: 105,
        widthInches: 36,
        heightInches: 24,
      },
      (w, h) => [
        backgroundRect(w, h, '#f8f9fa'),
        at(
          'right',
          imageSlot('photo', 'stock-lowpoly-cool', LANDSCAPE, w * 0.8, h / 2, w * 0.4, h),
        ),
        at('left', box(1, w * 0.02, h / 2, w * 0.04, h, '#3a86ff')),
        at(
          'top-left',
          textBox('company', 'NORTHWIND', 'Russo One', h * 0.12, w * 0.33, h * 0.25, w * 0.5, {
            fill: '#3a86ff',
          }),
        ),
        at(
          'left',
          textBox(
            'tagline',
            'Smart logistics\nfor small business',
            'Poppins',
            h * 0.07,
            w * 0.33,
            h * 0.5,
            w * 0.5,
            { fill: '#212529' },
          ),
        ),
        at(
          'bottom-left',
          textBox(
            'site',
            'Booth 214 · northwind.example',
            'Poppins',
            h * 0.045,
            w * 0.33,
            h * 0.78,
            w * 0.5,
            { fill: '#6c757d' },
          ),
        ),
      ],
    ),
    template(
      {
        slug: 'no-trespassing-sign',
        name: 'Private property sign',
        tags: ['private property', 'no trespassing', 'notice', 'warning', 'aluminium'],
        category: 'Business',
        subCategory: 'Services',
        productId: 104,
        widthInches: 18,
        heightInches: 12,
      },
      (w, h) => [
        backgroundRect(w, h, '#ffffff'),
        at('top', box(1, w / 2, h * 0.17, w, h * 0.34, '#d00000')),
        at(
          'top',
          textBox('headline', 'PRIVATE PROPERTY', 'Anton', h * 0.14, w / 2, h * 0.17, w * 0.88, {
            fill: '#ffffff',
          }),
        ),
        at(
          'center',
          textBox('notice', 'NO TRESPASSING', 'Oswald', h * 0.13, w / 2, h * 0.55, w * 0.9, {
            fill: '#1b1b1b',
            fontWeight: 'bold',
          }),
        ),
        at(
          'bottom',
          textBox(
            'detail',
            'Area under video surveillance',
            'Open Sans',
            h * 0.06,
            w / 2,
            h * 0.78,
            w * 0.85,
            { fill: '#495057' },
          ),
        ),
      ],
    ),
  ];
}
