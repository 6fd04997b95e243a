/**
 * Backgrounds (type 1 elements, spec canvas §3 "Background kinds: transparent, solid colour,
 * pattern"): transparent, solid colours, gradients (a 100 × 100 SVG stretched to the artboard:
 * `preserveAspectRatio="none"`) and patterns — vector tiles with a physical size (`width` and
 * `height` in inches, repeated at that size on the printed product, so they stay sharp at any
 * print resolution). All drawn for this project (MIT).
 */
import type { CategoryDef, ElementDef } from './items';
import { PROJECT_LICENCE } from './licences';
import { escapeXml } from '../db/seed/images/svgKit';

const svg = (name: string, attrs: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${attrs} role="img"><title>${escapeXml(name)}</title>${body}</svg>\n`;

const SOLIDS: [string, string, string[]][] = [
  ['White', '#ffffff', ['plain', 'light']],
  ['Black', '#111111', ['dark', 'night']],
  ['Charcoal', '#36454f', ['grey', 'dark']],
  ['Light grey', '#e5e7eb', ['grey', 'neutral']],
  ['Cream', '#fdf6e3', ['ivory', 'beige', 'warm']],
  ['Red', '#d62828', ['bold', 'sale']],
  ['Orange', '#f77f00', ['warm', 'autumn']],
  ['Yellow', '#fcbf49', ['sunny', 'gold']],
  ['Green', '#2a9d8f', ['teal', 'fresh']],
  ['Forest green', '#1b4332', ['dark green', 'nature']],
  ['Sky blue', '#8ecae6', ['light blue', 'baby']],
  ['Navy', '#1f3a5f', ['dark blue', 'corporate']],
  ['Purple', '#6a4c93', ['violet', 'royal']],
  ['Pink', '#f4acb7', ['pastel', 'baby', 'blush']],
];

const GRADIENTS: [string, string, string, number, string[]][] = [
  ['Sunset gradient', '#ff7e5f', '#feb47b', 90, ['orange', 'warm', 'evening']],
  ['Ocean gradient', '#2193b0', '#6dd5ed', 90, ['blue', 'sea', 'water']],
  ['Mint gradient', '#43cea2', '#185a9d', 45, ['green', 'blue', 'fresh']],
  ['Berry gradient', '#8e2de2', '#4a00e0', 45, ['purple', 'violet']],
  ['Peach gradient', '#ffecd2', '#fcb69f', 90, ['pastel', 'soft', 'wedding']],
  ['Night gradient', '#0f2027', '#2c5364', 90, ['dark', 'navy', 'evening']],
  ['Lemon gradient', '#f9d423', '#ff4e50', 90, ['yellow', 'red', 'bright']],
  ['Silver gradient', '#bdc3c7', '#2c3e50', 90, ['grey', 'metal', 'corporate']],
];

function gradient(name: string, from: string, to: string, angle: number): string {
  const a = (angle * Math.PI) / 180;
  const x = (Math.cos(a) * 50).toFixed(1);
  const y = (Math.sin(a) * 50).toFixed(1);
  return svg(
    name,
    'viewBox="0 0 100 100" preserveAspectRatio="none"',
    `<defs><linearGradient id="g" x1="${50 - Number(x)}%" y1="${50 - Number(y)}%" x2="${50 + Number(x)}%" y2="${50 + Number(y)}%"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect id="changeable-background" width="100" height="100" fill="url(#g)"/>`,
  );
}

/** A pattern tile: `body` drawn on a `size` × `size` view box that prints `inches` wide. */
function tile(name: string, size: number, inches: number, body: string): string {
  return svg(name, `viewBox="0 0 ${size} ${size}" width="${inches}in" height="${inches}in"`, body);
}

const PATTERNS: [string, string, number, string, string[]][] = [
  [
    'Polka dots',
    'dots',
    1,
    `<rect width="100" height="100" fill="#fdf6e3"/><circle cx="25" cy="25" r="10" fill="#d62828"/><circle cx="75" cy="75" r="10" fill="#d62828"/>`,
    ['dots', 'spots', 'retro'],
  ],
  [
    'Small dots',
    'small-dots',
    0.5,
    `<rect width="100" height="100" fill="#1f3a5f"/><circle cx="50" cy="50" r="8" fill="#ffffff"/>`,
    ['dots', 'navy'],
  ],
  [
    'Stripes',
    'stripes',
    1,
    `<rect width="100" height="100" fill="#ffffff"/><rect width="50" height="100" fill="#8ecae6"/>`,
    ['lines', 'vertical', 'candy'],
  ],
  [
    'Diagonal stripes',
    'diagonal-stripes',
    1,
    `<rect width="100" height="100" fill="#fcbf49"/><path d="M0 50 L50 0 H100 L0 100 Z M50 100 L100 50 V100 Z" fill="#1b1b1b"/>`,
    ['hazard', 'caution', 'lines'],
  ],
  [
    'Checkerboard',
    'checkerboard',
    2,
    `<rect width="100" height="100" fill="#ffffff"/><rect width="50" height="50" fill="#111111"/><rect x="50" y="50" width="50" height="50" fill="#111111"/>`,
    ['chess', 'racing', 'squares'],
  ],
  [
    'Gingham',
    'gingham',
    1,
    `<rect width="100" height="100" fill="#ffffff"/><rect width="50" height="100" fill="#d62828" opacity="0.5"/><rect width="100" height="50" fill="#d62828" opacity="0.5"/>`,
    ['picnic', 'check', 'plaid'],
  ],
  [
    'Grid',
    'grid',
    1,
    `<rect width="100" height="100" fill="#ffffff"/><path d="M0 0.5 H100 M0.5 0 V100" stroke="#8ecae6" stroke-width="2"/>`,
    ['graph paper', 'squares', 'lines'],
  ],
  [
    'Zigzag',
    'zigzag',
    1,
    `<rect width="100" height="100" fill="#2a9d8f"/><path d="M0 40 L25 15 L50 40 L75 15 L100 40 V65 L75 40 L50 65 L25 40 L0 65 Z" fill="#fdf6e3"/>`,
    ['chevron', 'waves'],
  ],
  [
    'Waves',
    'waves',
    1,
    `<rect width="100" height="100" fill="#8ecae6"/><path d="M0 50 Q25 25 50 50 T100 50 V60 Q75 35 50 60 T0 60 Z" fill="#1f3a5f"/>`,
    ['sea', 'water', 'ocean'],
  ],
  [
    'Hearts',
    'hearts',
    1,
    `<rect width="100" height="100" fill="#f4acb7"/><path d="M50 80 L22 52 A15 15 0 0 1 50 30 A15 15 0 0 1 78 52 Z" fill="#ffffff"/>`,
    ['love', 'valentine', 'wedding'],
  ],
  [
    'Stars',
    'stars',
    1,
    `<rect width="100" height="100" fill="#1f3a5f"/><polygon points="50,20 57,42 80,42 62,56 68,78 50,64 32,78 38,56 20,42 43,42" fill="#fcbf49"/>`,
    ['night', 'patriotic', 'kids'],
  ],
  [
    'Triangles',
    'triangles',
    1,
    `<rect width="100" height="100" fill="#fdf6e3"/><polygon points="0,100 50,0 100,100" fill="#f77f00"/>`,
    ['geometric', 'modern'],
  ],
  [
    'Hexagons',
    'hexagons',
    1,
    `<rect width="100" height="100" fill="#fcbf49"/><polygon points="50,8 86,29 86,71 50,92 14,71 14,29" fill="none" stroke="#1b1b1b" stroke-width="4"/>`,
    ['honeycomb', 'bee', 'geometric'],
  ],
  [
    'Confetti',
    'confetti',
    2,
    `<rect width="100" height="100" fill="#ffffff"/><circle cx="15" cy="20" r="4" fill="#d62828"/><rect x="60" y="12" width="10" height="4" fill="#2a9d8f" transform="rotate(30 65 14)"/><circle cx="80" cy="60" r="4" fill="#6a4c93"/><rect x="30" y="70" width="10" height="4" fill="#fcbf49" transform="rotate(-20 35 72)"/><circle cx="45" cy="42" r="3" fill="#277da1"/>`,
    ['party', 'celebration', 'birthday'],
  ],
];

/** The Background panel's tabs. */
export function backgroundCategories(): CategoryDef[] {
  const item = (def: Omit<ElementDef, 'licence'>): ElementDef => ({
    ...def,
    licence: PROJECT_LICENCE,
  });
  const transparent = item({
    slug: 'bg-transparent',
    name: 'Transparent',
    tags: ['none', 'clear', 'no background'],
    svg: tile(
      'Transparent',
      20,
      0.25,
      `<rect width="20" height="20" fill="#ffffff"/><rect width="10" height="10" fill="#d1d5db"/><rect x="10" y="10" width="10" height="10" fill="#d1d5db"/>`,
    ),
    background: { kind: 'transparent' },
  });
  return [
    {
      name: 'Colours',
      items: [
        transparent,
        ...SOLIDS.map(([name, color, tags]) =>
          item({
            slug: `bg-color-${name.toLowerCase().replace(/\s+/g, '-')}`,
            name,
            tags: ['solid', 'colour', 'color', ...tags],
            svg: svg(
              name,
              'viewBox="0 0 100 100" preserveAspectRatio="none"',
              `<rect id="changeable-background" width="100" height="100" fill="${color}"/>`,
            ),
            background: { kind: 'color', color },
          }),
        ),
      ],
    },
    {
      name: 'Gradients',
      items: GRADIENTS.map(([name, from, to, angle, tags]) =>
        item({
          slug: `bg-gradient-${name.split(' ')[0]!.toLowerCase()}`,
          name,
          tags: ['gradient', 'fade', ...tags],
          svg: gradient(name, from, to, angle),
          background: { kind: 'gradient' },
        }),
      ),
    },
    {
      name: 'Patterns',
      items: PATTERNS.map(([name, slug, inches, body, tags]) =>
        item({
          slug: `bg-pattern-${slug}`,
          name,
          tags: ['pattern', 'tile', ...tags],
          svg: tile(name, 100, inches, body),
          background: { kind: 'pattern', tileInches: { width: inches, height: inches } },
        }),
      ),
    },
  ];
}
