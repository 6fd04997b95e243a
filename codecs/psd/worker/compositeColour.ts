/**
 * 8-bit channel samples of the composite to RGBA8, per colour mode:
 * - Grayscale, Duotone (its gray data; the duotone inks are ignored), Bitmap (already 0/255) → gray;
 * - RGB → RGB; Lab → sRGB (labToRgb.ts);
 * - CMYK → the cmykToRgba kernel with `inverted`: Photoshop stores CMYK with 255 = no ink
 *   (checked against the fixtures' embedded thumbnails in the tests);
 * - Multichannel → plates as C, M, Y, K in order (1 plate: K only; missing plates: no ink),
 *   stored like CMYK;
 * - Indexed → the Color Mode Data palette (256 R, then 256 G, then 256 B) with the 0x0417
 *   transparency index.
 * With merged transparency the stored colours are matted over white (Photoshop composites onto
 * white), so they are un-matted: c = (c − 255 × (1 − a)) / a, as ag-psd and psd-tools do.
 */
import type { Kernels } from '../../../wasm/kernels';
import type { CompositePlan } from './psdComposite';
import { PsdColourMode } from './psdLayout';
import { labToRgba } from './labToRgb';

/** Converts `pixels` pixels of 8-bit planes (colour planes, then alpha if any) into `dst`. */
export type CompositeConverter = (
  planes: readonly Uint8Array[],
  pixels: number,
  dst: Uint8Array,
) => void;

export interface ColourSetup {
  mode: PsdColourMode;
  plan: CompositePlan;
  /** 768-byte Color Mode Data for Indexed mode. */
  palette: Uint8Array | null;
  transparencyIndex: number | null;
  kernels: Kernels;
  /** Largest `pixels` of one call (sizes the CMYK scratch buffer). */
  maxPixels: number;
}

export function createCompositeConverter(setup: ColourSetup): CompositeConverter {
  const { mode, plan, kernels } = setup;
  const hasAlpha = plan.alphaChannel !== null;
  const colour = plan.colourChannels;
  let convert: CompositeConverter;
  switch (mode) {
    case PsdColourMode.rgb:
      convert = (planes, pixels, dst) =>
        kernels.planarToRgba(planes.slice(0, hasAlpha ? 4 : 3), dst, pixels);
      break;
    case PsdColourMode.cmyk:
    case PsdColourMode.multichannel: {
      const cmyk = new Uint8Array(setup.maxPixels * 4);
      // Plates beyond those stored carry no ink (255 in Photoshop's inverted storage).
      const order =
        mode === PsdColourMode.multichannel && colour === 1 ? [-1, -1, -1, 0] : [0, 1, 2, 3];
      convert = (planes, pixels, dst) => {
        for (let k = 0; k < 4; k++) {
          const plate = order[k]! >= 0 && order[k]! < colour ? planes[order[k]!]! : null;
          for (let i = 0; i < pixels; i++) cmyk[i * 4 + k] = plate ? plate[i]! : 255;
        }
        kernels.cmykToRgba(cmyk, dst, pixels, true);
        if (hasAlpha) copyAlpha(planes[colour]!, dst, pixels);
      };
      break;
    }
    case PsdColourMode.lab:
      convert = (planes, pixels, dst) => {
        labToRgba(planes[0]!, planes[1]!, planes[2]!, dst, pixels);
        if (hasAlpha) copyAlpha(planes[3]!, dst, pixels);
      };
      break;
    case PsdColourMode.indexed: {
      const table = paletteTable(setup.palette!, setup.transparencyIndex);
      convert = (planes, pixels, dst) => {
        const index = planes[0]!;
        for (let i = 0; i < pixels; i++)
          dst.set(table.subarray(index[i]! * 4, index[i]! * 4 + 4), i * 4);
      };
      return convert;
    }
    default: // grayscale, duotone, bitmap
      convert = (planes, pixels, dst) =>
        kernels.planarToRgba(planes.slice(0, hasAlpha ? 2 : 1), dst, pixels);
  }
  if (!hasAlpha) return convert;
  return (planes, pixels, dst) => {
    convert(planes, pixels, dst);
    unmatteWhite(dst, pixels);
  };
}

function copyAlpha(alpha: Uint8Array, dst: Uint8Array, pixels: number): void {
  for (let i = 0; i < pixels; i++) dst[i * 4 + 3] = alpha[i]!;
}

/** Removes the white matte from partly transparent pixels. */
function unmatteWhite(dst: Uint8Array, pixels: number): void {
  for (let i = 0; i < pixels; i++) {
    const a = dst[i * 4 + 3]!;
    if (a === 0 || a === 255) continue;
    for (let c = 0; c < 3; c++) {
      const v = ((dst[i * 4 + c]! - 255 + a) * 255) / a;
      dst[i * 4 + c] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
    }
  }
}

/** RGBA table from Photoshop's planar palette (256 R, 256 G, 256 B). */
function paletteTable(palette: Uint8Array, transparent: number | null): Uint8Array {
  const table = new Uint8Array(256 * 4);
  for (let i = 0; i < 256; i++) {
    table[i * 4] = palette[i]!;
    table[i * 4 + 1] = palette[256 + i]!;
    table[i * 4 + 2] = palette[512 + i]!;
    table[i * 4 + 3] = i === transparent ? 0 : 255;
  }
  return table;
}
