/**
 * Whether a QR code prints large enough for a phone camera to read (README, "QR codes"). A code
 * is placed as an object whose scale is its module size in artboard px (96 px per printed inch),
 * so what prints follows from that scale; the smaller of its two axes decides.
 *
 * Two floors, both needed: a module of at least 0.4 mm (phone cameras resolve about that at the
 * 10–15 cm a hand holds a print from; print gain and a banner's weave blur smaller ones), and a
 * symbol (quiet zone aside) of at least 2 cm, under which a camera cannot focus close enough to
 * frame it whatever its module count.
 */
import { PX_PER_INCH } from '../units';

export const MM_PER_INCH = 25.4;
/** Smallest printed module a phone camera reads reliably, mm. */
export const QR_MIN_MODULE_MM = 0.4;
/** Smallest printed symbol (without its quiet zone) a phone camera frames, mm. */
export const QR_MIN_SYMBOL_MM = 20;

export interface QrScanSize {
  /** Printed module side, mm. */
  moduleMm: number;
  /** Printed symbol side without the quiet zone, mm. */
  symbolMm: number;
  /** Printed smaller than a phone reads it at. */
  tooSmall: boolean;
  /** The symbol side (quiet zone aside) it should print at least, mm. */
  minSymbolMm: number;
}

/**
 * The printed size of a code of `modules` × `modules` (quiet zone aside) drawn at `pxPerModule`
 * artboard px per module (the object's scale, its smaller axis). Null when there is nothing to
 * measure.
 */
export function qrScanSize(pxPerModule: number, modules: number): QrScanSize | null {
  const px = Math.abs(pxPerModule);
  if (!Number.isFinite(px) || px <= 0 || !Number.isInteger(modules) || modules <= 0) return null;
  const moduleMm = (px / PX_PER_INCH) * MM_PER_INCH;
  const symbolMm = moduleMm * modules;
  const minSymbolMm = Math.max(QR_MIN_SYMBOL_MM, QR_MIN_MODULE_MM * modules);
  // Sizes within a hundredth of a millimetre of the floor pass: the readout shows tenths.
  return { moduleMm, symbolMm, minSymbolMm, tooSmall: symbolMm < minSymbolMm - 0.01 };
}

/**
 * Module size of a new code, artboard px: the symbol (quiet zone included, `sideModules`) takes
 * `share` of the smaller side of the part of the artboard in view, but never less than the scan
 * floor (a fresh code reads wherever the artboard has room) and never more than the artboard's
 * smaller side.
 */
export function newQrModulePx(
  modules: number,
  sideModules: number,
  viewSidePx: number,
  artboardSidePx: number,
  share = 0.4,
): number {
  const minSymbolPx =
    (Math.max(QR_MIN_SYMBOL_MM, QR_MIN_MODULE_MM * modules) / MM_PER_INCH) * PX_PER_INCH;
  const scannable = (minSymbolPx / modules) * sideModules;
  const wanted = Math.max(viewSidePx * share, scannable);
  return Math.max(Math.min(wanted, artboardSidePx), 1) / sideModules;
}
