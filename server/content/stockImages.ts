/**
 * The local stock-image library. No package on the npm registry was found that ships real
 * photographs under a licence allowing commercial printing without credit at a printable size
 * (README, "Design content"), so these are **generated pictures, described as such**: scenes and
 * textures drawn as SVG by the generators below (MIT, drawn for this project), seeded
 * deterministically, and served as raster images in the sizes asked through `/images/process`.
 * Each has a name, tags and its size in pixels at 1920 on the long side.
 */
import type { StockDef } from './items';
import { PROJECT_LICENCE } from './licences';
import {
  bokeh,
  doc,
  LANDSCAPE,
  lowPoly,
  mountains,
  nightSky,
  ocean,
  P,
  pal,
  PORTRAIT,
  texture,
  waves,
} from './stockScenes';

type Scene = [slug: string, name: string, tags: string[], draw: () => string, portrait?: boolean];

const SCENES: Scene[] = [
  [
    'mountains-dawn',
    'Mountains at dawn',
    ['mountains', 'landscape', 'nature', 'morning', 'pink'],
    () => mountains(11, pal(P.dawn)),
  ],
  [
    'mountains-dusk',
    'Mountains at dusk',
    ['mountains', 'landscape', 'sunset', 'evening', 'red'],
    () => mountains(12, pal(P.dusk)),
  ],
  [
    'mountains-alpine',
    'Alpine peaks',
    ['mountains', 'snow', 'winter', 'blue', 'landscape'],
    () => mountains(13, pal(P.alpine)),
  ],
  [
    'mountains-forest',
    'Green hills',
    ['hills', 'forest', 'spring', 'countryside', 'green'],
    () => mountains(14, pal(P.forest)),
  ],
  [
    'mountains-desert',
    'Desert ridges',
    ['desert', 'canyon', 'sand', 'warm', 'landscape'],
    () => mountains(15, pal(P.desert)),
  ],
  [
    'mountains-misty',
    'Misty mountains',
    ['fog', 'mist', 'calm', 'grey', 'landscape'],
    () => mountains(16, pal(P.misty)),
  ],
  [
    'mountains-portrait',
    'Mountain view',
    ['mountains', 'landscape', 'portrait', 'blue'],
    () => mountains(17, pal(P.alpine), PORTRAIT),
    true,
  ],
  [
    'mountains-dusk-portrait',
    'Evening ridge',
    ['mountains', 'sunset', 'portrait', 'purple'],
    () => mountains(18, pal(P.dawn), PORTRAIT),
    true,
  ],
  [
    'ocean-sunset',
    'Ocean sunset',
    ['sea', 'beach', 'sunset', 'summer', 'water'],
    () => ocean(21, pal(P.dusk)),
  ],
  [
    'ocean-tropical',
    'Tropical sea',
    ['sea', 'beach', 'tropical', 'holiday', 'blue'],
    () => ocean(22, pal(P.tropical)),
  ],
  [
    'ocean-dawn',
    'Calm sea at dawn',
    ['sea', 'morning', 'calm', 'pastel', 'water'],
    () => ocean(23, pal(P.dawn)),
  ],
  ['ocean-misty', 'Grey sea', ['sea', 'fog', 'coast', 'grey'], () => ocean(24, pal(P.misty))],
  [
    'ocean-desert',
    'Golden horizon',
    ['sea', 'gold', 'sunset', 'warm'],
    () => ocean(25, pal(P.desert)),
  ],
  [
    'bokeh-party',
    'Party lights',
    ['bokeh', 'lights', 'party', 'night', 'celebration'],
    () => bokeh(31, pal(P.party)),
  ],
  [
    'bokeh-warm',
    'Warm glow',
    ['bokeh', 'lights', 'warm', 'romantic', 'wedding'],
    () => bokeh(32, pal(P.warm)),
  ],
  [
    'bokeh-cool',
    'Blue lights',
    ['bokeh', 'lights', 'blue', 'winter', 'christmas'],
    () => bokeh(33, pal(P.cool)),
  ],
  [
    'bokeh-citrus',
    'Golden lights',
    ['bokeh', 'gold', 'festive', 'new year'],
    () => bokeh(34, pal(P.citrus)),
  ],
  [
    'bokeh-forest',
    'Green glow',
    ['bokeh', 'green', 'spring', 'fresh'],
    () => bokeh(35, pal(P.forest)),
  ],
  [
    'lowpoly-cool',
    'Low-poly blue',
    ['geometric', 'abstract', 'triangles', 'blue', 'modern'],
    () => lowPoly(41, pal(P.cool)),
  ],
  [
    'lowpoly-warm',
    'Low-poly sunset',
    ['geometric', 'abstract', 'triangles', 'warm', 'modern'],
    () => lowPoly(42, pal(P.warm)),
  ],
  [
    'lowpoly-citrus',
    'Low-poly citrus',
    ['geometric', 'abstract', 'orange', 'bright'],
    () => lowPoly(43, pal(P.citrus)),
  ],
  [
    'lowpoly-party',
    'Low-poly party',
    ['geometric', 'abstract', 'colourful', 'party'],
    () => lowPoly(44, pal(P.party)),
  ],
  [
    'lowpoly-forest',
    'Low-poly green',
    ['geometric', 'abstract', 'green', 'nature'],
    () => lowPoly(45, pal(P.forest)),
  ],
  [
    'night-moon',
    'Moonlit night',
    ['night', 'stars', 'moon', 'sky', 'portrait'],
    () => nightSky(51, pal(P.night)),
    true,
  ],
  [
    'night-dusk',
    'Starry dusk',
    ['night', 'stars', 'evening', 'sky', 'portrait'],
    () => nightSky(52, pal({ ...P.night, sky: ['#141e30', '#6a4c93'] })),
    true,
  ],
  [
    'night-winter',
    'Winter night',
    ['night', 'stars', 'winter', 'christmas', 'portrait'],
    () => nightSky(53, pal({ ...P.night, sky: ['#000428', '#004e92'] })),
    true,
  ],
  [
    'night-desert',
    'Desert night',
    ['night', 'stars', 'desert', 'portrait'],
    () => nightSky(54, pal({ ...P.night, sky: ['#232526', '#414345'], layers: ['#3b2a1a'] })),
    true,
  ],
  [
    'texture-paper',
    'Paper texture',
    ['paper', 'texture', 'background', 'cream', 'vintage'],
    () => texture(61, pal(P.paper), 0.9, 'fractalNoise'),
  ],
  [
    'texture-slate',
    'Slate texture',
    ['stone', 'texture', 'dark', 'chalkboard'],
    () => texture(62, pal(P.slate), 0.6, 'fractalNoise'),
  ],
  [
    'texture-marble',
    'Marble texture',
    ['marble', 'stone', 'texture', 'elegant', 'white'],
    () => texture(63, pal(P.marble), 0.012, 'turbulence'),
  ],
  [
    'texture-sand',
    'Sand texture',
    ['sand', 'beach', 'texture', 'warm'],
    () => texture(64, pal(P.sand), 0.7, 'fractalNoise'),
  ],
  [
    'texture-clouds',
    'Soft clouds',
    ['clouds', 'sky', 'texture', 'soft'],
    () =>
      texture(
        65,
        pal({ sky: ['#8ecae6', '#8ecae6'], layers: ['#ffffff'], sun: '#fff' }),
        0.004,
        'fractalNoise',
      ),
  ],
  [
    'texture-smoke',
    'Smoke',
    ['smoke', 'dark', 'texture', 'mystery'],
    () =>
      texture(
        66,
        pal({ sky: ['#111111', '#111111'], layers: ['#d9d9d9'], sun: '#fff' }),
        0.006,
        'fractalNoise',
      ),
  ],
  [
    'texture-linen',
    'Linen texture',
    ['fabric', 'linen', 'texture', 'neutral'],
    () =>
      texture(
        67,
        pal({ sky: ['#ede0d4', '#ede0d4'], layers: ['#9c6644'], sun: '#fff' }),
        0.35,
        'turbulence',
      ),
  ],
  [
    'texture-concrete',
    'Concrete texture',
    ['concrete', 'urban', 'grey', 'texture'],
    () =>
      texture(
        68,
        pal({ sky: ['#b0b0b0', '#b0b0b0'], layers: ['#3a3a3a'], sun: '#fff' }),
        0.5,
        'fractalNoise',
      ),
  ],
  [
    'waves-ocean',
    'Ocean waves',
    ['waves', 'abstract', 'sea', 'blue', 'flow'],
    () => waves(71, pal(P.tropical)),
  ],
  [
    'waves-sunset',
    'Sunset waves',
    ['waves', 'abstract', 'warm', 'flow'],
    () => waves(72, pal(P.dusk)),
  ],
  [
    'waves-pastel',
    'Pastel waves',
    ['waves', 'abstract', 'pastel', 'soft', 'baby'],
    () => waves(73, pal(P.dawn)),
  ],
  [
    'waves-forest',
    'Green waves',
    ['waves', 'abstract', 'green', 'eco'],
    () => waves(74, pal(P.forest)),
  ],
  [
    'waves-night',
    'Night waves',
    ['waves', 'abstract', 'dark', 'navy'],
    () => waves(75, pal(P.cool)),
  ],
  [
    'waves-citrus',
    'Citrus waves',
    ['waves', 'abstract', 'orange', 'summer'],
    () => waves(76, pal(P.citrus)),
  ],
  [
    'waves-misty',
    'Grey waves',
    ['waves', 'abstract', 'grey', 'calm', 'corporate'],
    () => waves(77, pal(P.misty)),
  ],
];

/** The library's pictures. */
export function stockImages(): StockDef[] {
  return SCENES.map(([slug, name, tags, draw, portrait]) => {
    const size = portrait ? PORTRAIT : LANDSCAPE;
    return {
      slug: `stock-${slug}`,
      name,
      tags: [...tags, 'generated'],
      svg: doc(name, size, draw()),
      ...size,
      licence: PROJECT_LICENCE,
    };
  });
}
