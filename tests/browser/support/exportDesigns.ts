/**
 * Design documents for the export's tests and benchmark (README, "Design document"): the
 * fidelity design the issue names — text in several fonts, a rotated photo, a QR code's module
 * grid, an SVG element with a gradient, a pattern background — and the 4 × 8 ft banner.
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seededRandom } from '../../../src/domain/seededRandom';
import type { DesignDocument } from '../../../src/domain/export';

const PX_PER_INCH = 96;

/** The src of an uploaded image named `id` (the export tool finds `<id>.<ext>` among its assets). */
export function uploadSrc(id: string): string {
  return `/api/v1/system/source?id=${id}&size=1`;
}

/**
 * A 25 px two-colour checker, as a data URL (the pattern background's tile). Not 24: at 150 DPI
 * a 24 px cell is 37.5 print px, every cell edge falls exactly on a pixel centre, and such a tie
 * may round to either cell depending on the last bit of the tile's transform (one row per edge,
 * invisible in print, but not "equal" to the one-pass render).
 */
const PATTERN_TILE = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="25" height="25">' +
    '<rect width="25" height="25" fill="#f4e9d8"/><rect width="12.5" height="12.5" fill="#d8c3a5"/>' +
    '<rect x="12.5" y="12.5" width="12.5" height="12.5" fill="#d8c3a5"/></svg>',
).toString('base64')}`;

/** An SVG element with a linear gradient (written beside the other assets). */
export const GRADIENT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150" viewBox="0 0 300 150">' +
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#1f6feb"/><stop offset="1" stop-color="#f7b500"/>' +
  '</linearGradient></defs><ellipse cx="150" cy="75" rx="145" ry="70" fill="url(#g)"/></svg>';

/** A QR code's module grid (version 1, 21 × 21): finder patterns and seeded data modules. */
function qrPath(): (string | number)[][] {
  const random = seededRandom(21);
  const dark = (x: number, y: number): boolean => {
    for (const [fx, fy] of [
      [0, 0],
      [14, 0],
      [0, 14],
    ] as const) {
      const dx = x - fx;
      const dy = y - fy;
      if (dx >= 0 && dx < 7 && dy >= 0 && dy < 7)
        return (
          dx === 0 || dx === 6 || dy === 0 || dy === 6 || (dx >= 2 && dx <= 4 && dy >= 2 && dy <= 4)
        );
      if (dx >= -1 && dx <= 7 && dy >= -1 && dy <= 7) return false;
    }
    return random() < 0.5;
  };
  const path: (string | number)[][] = [];
  for (let y = 0; y < 21; y++)
    for (let x = 0; x < 21; x++)
      if (dark(x, y))
        path.push(['M', x, y], ['L', x + 1, y], ['L', x + 1, y + 1], ['L', x, y + 1], ['Z']);
  return path;
}

function text(t: string, fontFamily: string, left: number, top: number, extra = {}) {
  return {
    type: 'Textbox',
    text: t,
    fontFamily,
    fontSize: 44,
    fill: '#14213d',
    left,
    top,
    width: 420,
    textAlign: 'center',
    id: `changeable-text-${fontFamily.replace(/\W/g, '')}`,
    ...extra,
  };
}

/**
 * The fidelity design on a `widthInches` × `heightInches` product at `dpi`. Its assets: the
 * photo (`photo.<ext>`, any raster fixture) and `gradient.svg`.
 */
export function fidelityDocument(
  widthInches: number,
  heightInches: number,
  dpi: number,
  printSide: DesignDocument['printSide'] = 'single',
): DesignDocument {
  const w = widthInches * PX_PER_INCH;
  const h = heightInches * PX_PER_INCH;
  const front = {
    designVersion: 1,
    background: '',
    objects: [
      {
        type: 'Rect',
        id: 'changeable-background',
        left: w / 2,
        top: h / 2,
        width: w,
        height: h,
        strokeWidth: 0,
        fill: { type: 'pattern', source: PATTERN_TILE, repeat: 'repeat' },
      },
      {
        type: 'Image',
        src: uploadSrc('photo'),
        id: 'changeable-image-photo',
        left: w * 0.3,
        top: h * 0.55,
        width: 400,
        height: 300,
        scaleX: (w * 0.35) / 400,
        scaleY: (w * 0.35) / 400,
        angle: 30,
      },
      {
        type: 'Image',
        src: uploadSrc('gradient'),
        id: 'changeable-svg-gradient',
        left: w * 0.72,
        top: h * 0.3,
        width: 300,
        height: 150,
        scaleX: (w * 0.4) / 300,
        scaleY: (w * 0.4) / 300,
      },
      {
        type: 'Path',
        id: 'changeable-element-group-qr',
        path: qrPath(),
        fill: '#000000',
        strokeWidth: 0,
        left: w * 0.78,
        top: h * 0.72,
        scaleX: (h * 0.3) / 21,
        scaleY: (h * 0.3) / 21,
      },
      text('Print Designer', 'Lora', w * 0.3, h * 0.12),
      text('Mono 0123456789', 'Roboto Mono', w * 0.3, h * 0.24, { fontSize: 32 }),
      text('Sans bold italic', 'Roboto', w * 0.72, h * 0.55, {
        fontWeight: 'bold',
        fontStyle: 'italic',
        angle: -8,
      }),
    ],
  };
  return {
    format: 'print-designer/design',
    version: 1,
    product: {
      id: 999,
      name: 'Test sign',
      widthInches,
      heightInches,
      exportDpi: dpi,
      textOutput: 'text',
    },
    printSide,
    sides: { front, back: null },
  };
}

/** Writes the fidelity design's assets into `dir`; returns their paths. */
export function writeFidelityAssets(dir: string, photoPath: string): string[] {
  mkdirSync(dir, { recursive: true });
  const gradient = path.join(dir, 'gradient.svg');
  writeFileSync(gradient, GRADIENT_SVG);
  const photo = path.join(dir, `photo${path.extname(photoPath)}`);
  copyFileSync(photoPath, photo);
  return [photo, gradient];
}

/** The banner's large picture, placed across its full width: its src, object id and size, px. */
export interface BannerPicture {
  src: string;
  id: string;
  width: number;
  height: number;
}

/** The 100 MP TIFF of tests/corpus/make-large.mjs, as the benchmarks name it (`bigtiff`). */
const BANNER_TIFF: BannerPicture = {
  src: uploadSrc('bigtiff'),
  id: 'changeable-image-bigtiff',
  width: 12500,
  height: 8000,
};

/**
 * The benchmark's banner (issue 6): 4 × 8 ft at 150 DPI (7200 × 14400 px, 104 MP) with 20
 * objects: a large picture (the 100 MP TIFF unless told) across the full width, the fidelity
 * design's photo, gradient SVG and QR grid, a pattern background, texts and shapes.
 */
export function bannerDocument(picture: BannerPicture = BANNER_TIFF): DesignDocument {
  const w = 48 * PX_PER_INCH;
  const h = 96 * PX_PER_INCH;
  const base = fidelityDocument(48, 96, 150);
  const fidelity = base.sides.front?.objects ?? [];
  const scale = w / picture.width; // shown across the full width
  const objects: Record<string, unknown>[] = [
    fidelity[0] as Record<string, unknown>,
    {
      type: 'Image',
      src: picture.src,
      id: picture.id,
      left: w / 2,
      top: h * 0.62,
      width: picture.width,
      height: picture.height,
      scaleX: scale,
      scaleY: scale,
      data: { resolution: { width: picture.width, height: picture.height } },
    },
    ...fidelity.slice(1),
  ];
  const random = seededRandom(20);
  for (let i = objects.length; i < 20; i++) {
    const kind = i % 3;
    const left = w * (0.1 + 0.8 * random());
    const top = h * (0.05 + 0.3 * random());
    objects.push(
      kind === 0
        ? {
            type: 'Rect',
            left,
            top,
            width: 300,
            height: 180,
            fill: '#c0392b',
            angle: 15 * i,
            rx: 20,
            ry: 20,
          }
        : kind === 1
          ? {
              type: 'Circle',
              left,
              top,
              radius: 120,
              fill: '#27ae60',
              stroke: '#145a32',
              strokeWidth: 8,
            }
          : text(`Banner line ${i}`, i % 2 ? 'DejaVu Sans' : 'DejaVu Serif', left, top, {
              fontSize: 72,
              width: 900,
            }),
    );
  }
  return {
    ...base,
    product: { ...base.product, id: 101, name: 'Vinyl Banner' },
    sides: { front: { designVersion: 1, background: '#ffffff', objects }, back: null },
  };
}
