/**
 * Accessory option pictures (120 x 120) drawn from the option configuration: the product
 * outline (shape cut), print sides, and the holes, grommets, standoffs and hem it adds.
 */
import type {
  DrilledHole,
  Grommet,
  OptionConfiguration,
  ShapeType,
  Standoff,
} from '../../../../src/domain/productOptions';
import { svgDocument } from './svgKit';

/** The product rectangle of the diagram, px. */
const BOX = { x: 20, y: 32, w: 80, h: 56 };
/** Distance of holes and grommets from the edge, px. */
const INSET = 7;

type Point = readonly [number, number];
const CORNERS: Point[] = [
  [0, 0],
  [1, 0],
  [0, 1],
  [1, 1],
];
const TOP_CORNERS: Point[] = [
  [0, 0],
  [1, 0],
];
const CENTER_TOP_BOTTOM: Point[] = [
  [0.5, 0],
  [0.5, 1],
];
const CENTER_LEFT_RIGHT: Point[] = [
  [0, 0.5],
  [1, 0.5],
];

/** Normalised positions (0..1 across the inset box) of each placement. */
const HOLE_POINTS: Record<DrilledHole, Point[]> = {
  none: [],
  'four-corners': CORNERS,
  'center-top-bottom': CENTER_TOP_BOTTOM,
  'center-left-right': CENTER_LEFT_RIGHT,
  'four-corners-top-bottom': [...CORNERS, ...CENTER_TOP_BOTTOM],
  'four-corners-left-right': [...CORNERS, ...CENTER_LEFT_RIGHT],
  'top-corners': TOP_CORNERS,
  'big-top-corners': TOP_CORNERS,
};

const GROMMET_POINTS: Record<Grommet, Point[]> = {
  none: [],
  'four-corners': CORNERS,
  'top-corners': TOP_CORNERS,
  // Corners plus two more on the long edges and one on the short edges.
  'every-2-3-feet': [
    ...CORNERS,
    [1 / 3, 0],
    [2 / 3, 0],
    [1 / 3, 1],
    [2 / 3, 1],
    [0, 0.5],
    [1, 0.5],
  ],
  'big-top-corners': TOP_CORNERS,
};

const STANDOFF_POINTS: Record<Standoff, Point[]> = {
  none: [],
  'four-corners': CORNERS,
  'top-corners': TOP_CORNERS,
};

function at([u, v]: Point): [number, number] {
  return [BOX.x + INSET + u * (BOX.w - 2 * INSET), BOX.y + INSET + v * (BOX.h - 2 * INSET)];
}

/** Corner radius in px for `rounded-*` (the diagram is about 6 in wide: 1 in ≈ 13 px). */
const ROUNDED_RADIUS: Partial<Record<ShapeType, number>> = {
  'rounded-1/4': 4,
  'rounded-1/2': 7,
  'rounded-3/4': 10,
  'rounded-1': 13,
};

function outlineShape(shape: ShapeType | undefined, fill: string, stroke: string): string {
  const paint = `fill="${fill}" stroke="${stroke}" stroke-width="2"`;
  switch (shape) {
    case 'circle':
      return `<circle cx="60" cy="60" r="34" ${paint}/>`;
    case 'oval':
      return `<ellipse cx="60" cy="60" rx="44" ry="30" ${paint}/>`;
    case 'outline':
      return `<path d="M60 24 C76 24 78 40 92 42 C106 44 104 64 94 72 C86 80 96 96 78 96 C66 96 64 88 54 92 C38 98 24 88 28 74 C30 64 16 58 22 46 C28 34 44 40 48 32 C51 26 54 24 60 24 Z" ${paint}/>`;
    case 'overline':
      return (
        `<line x1="18" y1="44" x2="102" y2="44" stroke="${stroke}" stroke-width="3"/>` +
        `<text x="60" y="82" text-anchor="middle" font-family="Georgia, serif" font-size="40" font-weight="700" fill="${stroke}">Abc</text>`
      );
    default: {
      const rx = (shape && ROUNDED_RADIUS[shape]) ?? 2;
      return `<rect x="${BOX.x}" y="${BOX.y}" width="${BOX.w}" height="${BOX.h}" rx="${rx}" ${paint}/>`;
    }
  }
}

const FONT = 'font-family="system-ui, sans-serif"';

/** Front and back sheets side by side ("A"/"B"; the reversed back is upside down). */
function printSideSheets(
  side: NonNullable<OptionConfiguration['printSide']>,
  accent: string,
): string {
  const sheet = (x: number, label: string, caption: string, upsideDown = false) => {
    const rotate = upsideDown ? ` transform="rotate(180 ${x + 24} 53)"` : '';
    return (
      `<rect x="${x}" y="32" width="48" height="44" rx="2" fill="#eef2f6" stroke="${accent}" stroke-width="2"/>` +
      `<text x="${x + 24}" y="62" text-anchor="middle" ${FONT} font-size="22" font-weight="700" fill="${accent}"${rotate}>${label}</text>` +
      `<text x="${x + 24}" y="94" text-anchor="middle" ${FONT} font-size="11" fill="#59636e">${caption}</text>`
    );
  };
  if (side === 'single') return sheet(36, 'A', 'Front');
  const back = side === 'double' ? 'B' : 'A';
  return sheet(8, 'A', 'Front') + sheet(64, back, 'Back', side === 'reversed');
}

/** The diagram of one option. */
export function optionDiagramSvg(
  config: OptionConfiguration,
  accent: string,
  title: string,
): string {
  let body = `<rect width="120" height="120" rx="12" fill="#f6f7f9"/>`;
  body +=
    config.printSide !== undefined
      ? printSideSheets(config.printSide, accent)
      : outlineShape(config.shapeType, '#eef2f6', accent);
  if (config.hem !== undefined) {
    body += `<rect x="${BOX.x + 5}" y="${BOX.y + 5}" width="${BOX.w - 10}" height="${BOX.h - 10}" fill="none" stroke="#4d4d4d" stroke-width="1.5" stroke-dasharray="4 3"/>`;
  }
  const bigHoles = config.drilledHole === 'big-top-corners';
  const holeRadius = (config.holeDiameter === 1 ? 5 : 3) + (bigHoles ? 1 : 0);
  for (const p of HOLE_POINTS[config.drilledHole ?? 'none']) {
    const [x, y] = at(p);
    body += `<circle cx="${x}" cy="${y}" r="${holeRadius}" fill="#4d4d4d"/>`;
  }
  const grommetRadius = config.grommet === 'big-top-corners' ? 5 : 3.5;
  for (const p of GROMMET_POINTS[config.grommet ?? 'none']) {
    const [x, y] = at(p);
    body += `<circle cx="${x}" cy="${y}" r="${grommetRadius}" fill="#fff" stroke="#4d4d4d" stroke-width="2"/>`;
  }
  for (const p of STANDOFF_POINTS[config.standoff ?? 'none']) {
    const [x, y] = at(p);
    body += `<circle cx="${x}" cy="${y}" r="5.5" fill="#dee2e6" stroke="#6c757d" stroke-width="1.5"/><circle cx="${x}" cy="${y}" r="2" fill="#6c757d"/>`;
  }
  return svgDocument({ width: 120, height: 120 }, body, { title });
}
