/**
 * Where a new text box goes and how big it is (issue: a new text box appears in view and can be
 * read and hit). The spec's default is 30 px type; when the product is shown small (a 6 ft
 * banner at 13 %) the size grows so the letters are `minNewTextScreenPx` tall on screen, rounded
 * up to a whole point, never beyond the largest size (1295 pt). It is centred on the part of the
 * artboard the shopper sees (the artboard's centre when nothing is known of the view).
 */
import type { Size } from '../artboard';
import { EDITOR_TUNABLES } from './tunables';

/** The part of the artboard in view, artboard px from its top-left corner. */
export interface ArtboardArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Largest font size a text may have, pt (spec: 1–1295). */
export const MAX_FONT_SIZE_PT = 1295;

export interface NewTextBox {
  /** Font size, canvas px. */
  fontSize: number;
  /** Box width, canvas px. */
  width: number;
  /** Centre of the box, canvas px. */
  left: number;
  top: number;
}

const T = EDITOR_TUNABLES.text;

/** The font size of a new text box at `zoom` (CSS px per canvas px), canvas px. */
export function newTextFontSize(zoom: number): number {
  if (!(zoom > 0)) return T.fontSizePx;
  const wanted = T.minNewTextScreenPx / zoom;
  if (wanted <= T.fontSizePx) return T.fontSizePx;
  const points = Math.min(MAX_FONT_SIZE_PT, Math.ceil(wanted / T.pointToPixel - 1e-9));
  return points * T.pointToPixel;
}

/** The visible area cut to the artboard; the whole artboard when nothing of it is in view. */
export function inView(artboard: Size, view: ArtboardArea | null): ArtboardArea {
  if (!view) return { x: 0, y: 0, ...artboard };
  const x = Math.max(0, view.x);
  const y = Math.max(0, view.y);
  const width = Math.min(artboard.width, view.x + view.width) - x;
  const height = Math.min(artboard.height, view.y + view.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : { x: 0, y: 0, ...artboard };
}

export function newTextBox(artboard: Size, zoom: number, view: ArtboardArea | null): NewTextBox {
  const area = inView(artboard, view);
  const fontSize = newTextFontSize(zoom);
  const width = Math.min(fontSize * T.newTextWidthPerFontPx, area.width * T.newTextMaxWidthShare);
  return {
    fontSize,
    width: Math.max(1, width),
    left: area.x + area.width / 2,
    top: area.y + area.height / 2,
  };
}
