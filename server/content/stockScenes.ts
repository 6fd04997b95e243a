/**
 * Drawing the generated stock pictures (stockImages.ts lists them): landscapes of layered ridges,
 * sea horizons, bokeh lights, low-poly mosaics, night skies, noise textures (feTurbulence) and
 * flowing waves, each from a seed and a palette, so a reseed writes identical files.
 */
import { escapeXml, r2, seededRandom } from '../db/seed/images/svgKit';

export type Palette = { sky: [string, string]; layers: string[]; sun: string };

export const LANDSCAPE = { width: 1920, height: 1280 };
export const PORTRAIT = { width: 1280, height: 1920 };

export function doc(name: string, size: { width: number; height: number }, body: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" ` +
    `viewBox="0 0 ${size.width} ${size.height}" width="${size.width}" height="${size.height}" role="img">` +
    `<title>${escapeXml(name)} (generated picture)</title>${body}</svg>\n`
  );
}

const skyGradient = (sky: [string, string]) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>`;

function ridge(random: () => number, w: number, baseY: number, roughness: number): string {
  let d = `M0 ${baseY}`;
  const steps = 24;
  for (let i = 1; i <= steps; i++)
    d += ` L${r2((w * i) / steps)} ${r2(baseY - random() * roughness)}`;
  return `${d} V99999 H0 Z`;
}

export function mountains(seed: number, p: Palette, size = LANDSCAPE): string {
  const random = seededRandom(seed);
  const { width: w, height: h } = size;
  const layers = p.layers
    .map((fill, i) => {
      const base = h * (0.45 + (i * 0.5) / p.layers.length);
      return `<path d="${ridge(random, w, base, h * (0.3 - i * 0.05))}" fill="${fill}"/>`;
    })
    .join('');
  return `${skyGradient(p.sky)}<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${r2(w * (0.2 + random() * 0.6))}" cy="${r2(h * 0.3)}" r="${r2(h * 0.08)}" fill="${p.sun}"/>${layers}`;
}

export function ocean(seed: number, p: Palette): string {
  const random = seededRandom(seed);
  const { width: w, height: h } = LANDSCAPE;
  const horizon = h * (0.5 + random() * 0.1);
  const glints = Array.from({ length: 40 }, () => {
    const y = horizon + random() * (h - horizon);
    const x = w / 2 + (random() - 0.5) * (y - horizon) * 0.8;
    return `<rect x="${r2(x)}" y="${r2(y)}" width="${r2(20 + random() * 60)}" height="4" fill="${p.sun}" opacity="0.6"/>`;
  }).join('');
  return `${skyGradient(p.sky)}<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${w / 2}" cy="${r2(horizon - h * 0.05)}" r="${r2(h * 0.09)}" fill="${p.sun}"/><rect y="${r2(horizon)}" width="${w}" height="${r2(h - horizon)}" fill="${p.layers[0]}"/>${glints}`;
}

export function bokeh(seed: number, p: Palette): string {
  const random = seededRandom(seed);
  const { width: w, height: h } = LANDSCAPE;
  const circles = Array.from({ length: 60 }, () => {
    const fill = p.layers[Math.floor(random() * p.layers.length)]!;
    return `<circle cx="${r2(random() * w)}" cy="${r2(random() * h)}" r="${r2(30 + random() * 140)}" fill="${fill}" opacity="${r2(0.25 + random() * 0.5)}"/>`;
  }).join('');
  return `${skyGradient(p.sky)}<filter id="b"><feGaussianBlur stdDeviation="18"/></filter><rect width="${w}" height="${h}" fill="url(#sky)"/><g filter="url(#b)">${circles}</g>`;
}

export function lowPoly(seed: number, p: Palette): string {
  const random = seededRandom(seed);
  const { width: w, height: h } = LANDSCAPE;
  const cols = 16;
  const rows = 11;
  const pt = (i: number, j: number) => [
    (w * i) / cols + (i % cols === 0 ? 0 : (random() - 0.5) * 60),
    (h * j) / rows + (j % rows === 0 ? 0 : (random() - 0.5) * 60),
  ];
  const grid = Array.from({ length: cols + 1 }, (_, i) =>
    Array.from({ length: rows + 1 }, (_, j) => pt(i, j)),
  );
  const tris: string[] = [];
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const [a, b, c, d] = [grid[i]![j]!, grid[i + 1]![j]!, grid[i + 1]![j + 1]!, grid[i]![j + 1]!];
      for (const tri of [
        [a, b, c],
        [a, c, d],
      ]) {
        const t = (i + j) / (cols + rows) + (random() - 0.5) * 0.2;
        const fill =
          p.layers[Math.min(p.layers.length - 1, Math.max(0, Math.floor(t * p.layers.length)))]!;
        tris.push(
          `<polygon points="${tri.map(([x, y]) => `${r2(x!)},${r2(y!)}`).join(' ')}" fill="${fill}" opacity="${r2(0.8 + random() * 0.2)}"/>`,
        );
      }
    }
  return `<rect width="${w}" height="${h}" fill="${p.sky[0]}"/>${tris.join('')}`;
}

export function nightSky(seed: number, p: Palette): string {
  const random = seededRandom(seed);
  const { width: w, height: h } = PORTRAIT;
  const stars = Array.from(
    { length: 220 },
    () =>
      `<circle cx="${r2(random() * w)}" cy="${r2(random() * h * 0.75)}" r="${r2(0.8 + random() * 2.6)}" fill="#ffffff" opacity="${r2(0.4 + random() * 0.6)}"/>`,
  ).join('');
  return `${skyGradient(p.sky)}<rect width="${w}" height="${h}" fill="url(#sky)"/>${stars}<circle cx="${r2(w * 0.7)}" cy="${r2(h * 0.2)}" r="${r2(w * 0.08)}" fill="${p.sun}"/><path d="${ridge(random, w, h * 0.85, h * 0.12)}" fill="${p.layers[0]}"/>`;
}

export function texture(
  seed: number,
  p: Palette,
  frequency: number,
  kind: 'fractalNoise' | 'turbulence',
): string {
  const { width: w, height: h } = LANDSCAPE;
  return `<filter id="t" x="0" y="0" width="100%" height="100%"><feTurbulence type="${kind}" baseFrequency="${frequency}" numOctaves="4" seed="${seed}"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="table" tableValues="0 0.55"/></feComponentTransfer></filter><rect width="${w}" height="${h}" fill="${p.sky[0]}"/><rect width="${w}" height="${h}" fill="${p.layers[0]}" filter="url(#t)"/>`;
}

export function waves(seed: number, p: Palette): string {
  const random = seededRandom(seed);
  const { width: w, height: h } = LANDSCAPE;
  const bands = p.layers
    .map((fill, i) => {
      const y = h * (0.25 + i * 0.17);
      const a = h * (0.05 + random() * 0.08);
      return `<path d="M0 ${r2(y)} C${r2(w * 0.3)} ${r2(y - a)} ${r2(w * 0.6)} ${r2(y + a)} ${w} ${r2(y - a * 0.5)} V${h} H0 Z" fill="${fill}"/>`;
    })
    .join('');
  return `${skyGradient(p.sky)}<rect width="${w}" height="${h}" fill="url(#sky)"/>${bands}`;
}

export const P = {
  dawn: { sky: ['#fbc2eb', '#a6c1ee'], layers: ['#6c5b7b', '#4b3f63', '#2d2540'], sun: '#fff1c1' },
  dusk: { sky: ['#ff9966', '#ff5e62'], layers: ['#7b2d43', '#4d1c31', '#2a0f1e'], sun: '#ffe29a' },
  alpine: {
    sky: ['#89f7fe', '#66a6ff'],
    layers: ['#dfe9f3', '#7f9cb8', '#3c5a78'],
    sun: '#ffffff',
  },
  forest: {
    sky: ['#d4fc79', '#96e6a1'],
    layers: ['#40916c', '#2d6a4f', '#1b4332'],
    sun: '#fefae0',
  },
  desert: {
    sky: ['#f6d365', '#fda085'],
    layers: ['#e09f3e', '#c9713a', '#9e4a2f'],
    sun: '#fff3b0',
  },
  misty: { sky: ['#e0eafc', '#cfdef3'], layers: ['#aab7c4', '#7d8b99', '#55606b'], sun: '#ffffff' },
  tropical: {
    sky: ['#00c6fb', '#005bea'],
    layers: ['#00809d', '#005f73', '#0a9396'],
    sun: '#fff7ae',
  },
  party: {
    sky: ['#1a1a2e', '#16213e'],
    layers: ['#e94560', '#f9c74f', '#43aa8b', '#577590'],
    sun: '#ffffff',
  },
  warm: { sky: ['#3a1c71', '#d76d77'], layers: ['#ffaf7b', '#ffd194', '#fbe3e8'], sun: '#ffffff' },
  cool: {
    sky: ['#0f2027', '#203a43'],
    layers: ['#2c5364', '#3a7ca5', '#81c3d7', '#d9dcd6'],
    sun: '#ffffff',
  },
  citrus: {
    sky: ['#fffbd5', '#b20a2c'],
    layers: ['#f9d423', '#f8961e', '#f3722c', '#f94144'],
    sun: '#ffffff',
  },
  night: { sky: ['#0b1026', '#2b3a67'], layers: ['#0a0f1d'], sun: '#f5f3ce' },
  paper: { sky: ['#f5efe0', '#f5efe0'], layers: ['#8b7d6b'], sun: '#ffffff' },
  slate: { sky: ['#3d4451', '#3d4451'], layers: ['#0f1115'], sun: '#ffffff' },
  marble: { sky: ['#f4f4f4', '#f4f4f4'], layers: ['#5b6470'], sun: '#ffffff' },
  sand: { sky: ['#e6ccb2', '#e6ccb2'], layers: ['#7f5539'], sun: '#ffffff' },
} satisfies Record<string, { sky: string[]; layers: string[]; sun: string }>;
export const pal = (p: { sky: string[]; layers: string[]; sun: string }): Palette => ({
  sky: [p.sky[0]!, p.sky[1]!],
  layers: p.layers,
  sun: p.sun,
});
