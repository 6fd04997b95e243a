/**
 * Material surface textures (256 x 256 tiles) drawn behind the canvas (an option's
 * backgroundImagePath) and used as the material option's picture.
 */
import type { Surface } from '../types';
import { r2, seededRandom, svgDocument } from './svgKit';

const S = 256;

function speckles(
  seed: number,
  count: number,
  colour: string,
  opacity: number,
  maxRadius: number,
): string {
  const rand = seededRandom(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${r2(rand() * S)}" cy="${r2(rand() * S)}" r="${r2(0.4 + rand() * maxRadius)}" fill="${colour}" opacity="${opacity}"/>`;
  }
  return out;
}

function lines(
  step: number,
  vertical: boolean,
  colour: string,
  opacity: number,
  width = 1,
): string {
  let out = '';
  for (let p = step / 2; p < S; p += step) {
    out += vertical
      ? `<line x1="${p}" y1="0" x2="${p}" y2="${S}" stroke="${colour}" stroke-width="${width}" opacity="${opacity}"/>`
      : `<line x1="0" y1="${p}" x2="${S}" y2="${p}" stroke="${colour}" stroke-width="${width}" opacity="${opacity}"/>`;
  }
  return out;
}

function brushed(seed: number, base: string): string {
  const rand = seededRandom(seed);
  let out = `<rect width="${S}" height="${S}" fill="${base}"/>`;
  for (let i = 0; i < 90; i++) {
    const y = r2(rand() * S);
    const shade = rand() > 0.5 ? '#ffffff' : '#6c757d';
    out += `<line x1="0" y1="${y}" x2="${S}" y2="${y}" stroke="${shade}" stroke-width="${r2(0.3 + rand())}" opacity="0.18"/>`;
  }
  return out;
}

function solid(fill: string): string {
  return `<rect width="${S}" height="${S}" fill="${fill}"/>`;
}

const TEXTURES: Record<Surface, () => string> = {
  'vinyl-13oz': () =>
    solid('#fbfbf8') + lines(4, false, '#8a8a80', 0.07) + lines(4, true, '#8a8a80', 0.05),
  'vinyl-15oz': () =>
    solid('#ffffff') +
    lines(3, false, '#7a7a70', 0.08) +
    lines(3, true, '#7a7a70', 0.06) +
    `<rect width="${S}" height="${S}" fill="#fff" opacity="0.15"/>`,
  'mesh-9oz': () => {
    let holes = '';
    for (let y = 4; y < S; y += 8)
      for (let x = 4; x < S; x += 8)
        holes += `<rect x="${x - 2}" y="${y - 2}" width="4" height="4" fill="#9aa1a8"/>`;
    return solid('#f4f4f1') + holes;
  },
  'coroplast-4mm': () => solid('#fafafa') + lines(16, true, '#b8bcc2', 0.45, 1.2),
  'coroplast-10mm': () => solid('#f7f7f7') + lines(32, true, '#aab0b7', 0.5, 2),
  'aluminum-040': () => brushed(40, '#e3e6e9'),
  'aluminum-063': () => brushed(63, '#d6dade'),
  'acm-3mm': () => solid('#f8f9fa') + speckles(3, 160, '#adb5bd', 0.12, 0.8),
  'foam-3-16': () => solid('#fdfdfb') + speckles(316, 220, '#c9c4b8', 0.25, 1),
  'foam-1-2': () => solid('#fbfaf6') + speckles(12, 320, '#bfb9ab', 0.28, 1.3),
  'sticker-white': () => solid('#ffffff') + speckles(7, 60, '#dee2e6', 0.3, 0.6),
  'sticker-clear': () => {
    let cells = '';
    for (let y = 0; y < S; y += 16)
      for (let x = (y / 16) % 2 === 0 ? 0 : 16; x < S; x += 32)
        cells += `<rect x="${x}" y="${y}" width="16" height="16" fill="#e9ecef"/>`;
    return (
      solid('#ffffff') + cells + `<rect width="${S}" height="${S}" fill="#dff3ff" opacity="0.25"/>`
    );
  },
  'sticker-holographic': () =>
    `<defs><linearGradient id="holo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd6e8"/><stop offset="0.25" stop-color="#d6f0ff"/><stop offset="0.5" stop-color="#e6ffd6"/><stop offset="0.75" stop-color="#fff4d6"/><stop offset="1" stop-color="#e8d6ff"/></linearGradient></defs>` +
    `<rect width="${S}" height="${S}" fill="url(#holo)"/>` +
    lines(12, false, '#ffffff', 0.25, 2),
  'lettering-white': () => solid('#ffffff') + lines(64, false, '#ffffff', 0.4, 18),
  'lettering-black': () => solid('#16181b') + lines(64, false, '#ffffff', 0.05, 18),
  'lettering-red': () => solid('#c1121f') + lines(64, false, '#ffffff', 0.07, 18),
  'lettering-gold': () => brushed(24, '#c9a646'),
  'steel-wire': () => brushed(9, '#9aa1a8'),
};

/** CDN path of a surface texture. */
export function surfacePath(surface: Surface): string {
  return `/images/accessoryoptions/surfaces/${surface}.svg`;
}

/** The texture of a surface. */
export function surfaceSvg(surface: Surface): string {
  return svgDocument({ width: S, height: S }, TEXTURES[surface](), { title: surface });
}
