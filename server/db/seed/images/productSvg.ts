/**
 * Product pictures (480 x 360): a simple silhouette of the product and its name. `main` is the
 * list and header picture, `detail` a dark variant used as a slider image.
 */
import type { Silhouette } from '../types';
import { escapeXml, svgDocument } from './svgKit';

const W = 480;
const H = 360;

function grommetRow(x1: number, x2: number, y: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = x1 + ((x2 - x1) * i) / (count - 1);
    out += `<circle cx="${x}" cy="${y}" r="5" fill="#fff" stroke="#6b7280" stroke-width="2"/>`;
  }
  return out;
}

function designBars(x: number, y: number, w: number): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="16" rx="3" fill="#fff" opacity="0.9"/>` +
    `<rect x="${x + w * 0.15}" y="${y + 28}" width="${w * 0.7}" height="10" rx="3" fill="#fff" opacity="0.6"/>`
  );
}

const SILHOUETTES: Record<Silhouette, (accent: string) => string> = {
  banner: (a) =>
    `<rect x="90" y="70" width="300" height="150" rx="4" fill="${a}"/>` +
    designBars(150, 120, 180) +
    grommetRow(100, 380, 80, 5) +
    grommetRow(100, 380, 210, 5),
  mesh: (a) =>
    `<defs><pattern id="holes" width="8" height="8" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="1.6" fill="#fff" opacity="0.55"/></pattern></defs>` +
    `<rect x="90" y="70" width="300" height="150" rx="4" fill="${a}"/>` +
    `<rect x="90" y="70" width="300" height="150" rx="4" fill="url(#holes)"/>` +
    designBars(150, 120, 180) +
    grommetRow(100, 380, 80, 5) +
    grommetRow(100, 380, 210, 5),
  yardSign: (a) =>
    `<path d="M60 282 Q240 262 420 282 L420 300 L60 300 Z" fill="#8ab17d"/>` +
    `<g stroke="#4b5563" stroke-width="4" stroke-linecap="round"><line x1="185" y1="150" x2="185" y2="290"/><line x1="295" y1="150" x2="295" y2="290"/><line x1="185" y1="240" x2="295" y2="240"/></g>` +
    `<rect x="130" y="50" width="220" height="150" rx="3" fill="${a}"/>` +
    designBars(165, 100, 150),
  metalSign: (a) =>
    `<defs><linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1f3f5"/><stop offset="0.5" stop-color="#ced4da"/><stop offset="1" stop-color="#adb5bd"/></linearGradient></defs>` +
    `<rect x="110" y="55" width="260" height="170" rx="14" fill="url(#metal)" stroke="#868e96" stroke-width="2"/>` +
    `<rect x="135" y="100" width="210" height="80" rx="6" fill="${a}"/>` +
    [
      [126, 71],
      [354, 71],
      [126, 209],
      [354, 209],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#4d4d4d"/>`)
      .join(''),
  foamBoard: (a) =>
    `<g stroke="#8b5e34" stroke-width="6" stroke-linecap="round"><line x1="175" y1="190" x2="150" y2="290"/><line x1="305" y1="190" x2="330" y2="290"/><line x1="240" y1="60" x2="240" y2="292"/></g>` +
    `<rect x="130" y="40" width="220" height="160" rx="2" fill="#fff" stroke="#d0d7de" stroke-width="2"/>` +
    `<rect x="145" y="55" width="190" height="130" fill="${a}"/>` +
    designBars(170, 100, 140),
  sticker: (a) =>
    `<circle cx="240" cy="150" r="100" fill="#fff" stroke="#d0d7de" stroke-width="2"/>` +
    `<circle cx="240" cy="150" r="88" fill="${a}"/>` +
    `<path d="M240 95 L255 132 L295 134 L264 158 L275 197 L240 175 L205 197 L216 158 L185 134 L225 132 Z" fill="#fff"/>` +
    `<path d="M300 222 Q318 200 334 214 Q316 236 300 222 Z" fill="#e9ecef" stroke="#adb5bd"/>`,
  lettering: (a) =>
    `<rect x="70" y="50" width="340" height="200" rx="4" fill="#e7f0f7" stroke="#9fb3c8" stroke-width="6"/>` +
    `<line x1="240" y1="50" x2="240" y2="250" stroke="#9fb3c8" stroke-width="4"/>` +
    `<text x="240" y="185" text-anchor="middle" font-family="Georgia, serif" font-size="96" font-weight="700" fill="${a}">Open</text>`,
  hStake: () =>
    `<g fill="none" stroke="#6b7280" stroke-width="7" stroke-linecap="round"><path d="M200 50 V280"/><path d="M280 50 V280"/><path d="M200 150 H280"/></g>` +
    `<path d="M60 262 Q240 248 420 262 L420 300 L60 300 Z" fill="#8ab17d" opacity="0.8"/>`,
};

/** The picture of a product, `main` (light) or `detail` (dark). */
export function productPictureSvg(
  product: { name: string; silhouette: Silhouette; accent: string },
  variant: 'main' | 'detail',
): string {
  const dark = variant === 'detail';
  const background = dark ? '#1f2933' : '#f6f7f9';
  const textColour = dark ? '#f8f9fa' : '#1f2328';
  const body =
    `<rect width="${W}" height="${H}" rx="16" fill="${background}"/>` +
    `<rect width="${W}" height="${H}" rx="16" fill="${product.accent}" opacity="${dark ? 0.12 : 0.06}"/>` +
    SILHOUETTES[product.silhouette](product.accent) +
    `<text x="${W / 2}" y="332" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="26" font-weight="600" fill="${textColour}">${escapeXml(product.name)}</text>`;
  return svgDocument({ width: W, height: H }, body, { title: product.name });
}

/** The company logo mark (48 x 48; the header prints the company name beside it). */
export function logoSvg(name: string): string {
  const body =
    `<rect x="4" y="4" width="40" height="40" rx="10" fill="#1f6feb"/>` +
    `<path d="M17 35 V14 H26 a7 7 0 0 1 0 14 H17" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>`;
  return svgDocument({ width: 48, height: 48 }, body, { title: name });
}
