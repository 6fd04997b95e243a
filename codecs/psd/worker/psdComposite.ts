/**
 * Which stored channels make the composite, and whether one of them is its transparency.
 *
 * Colour channels come first in the Image Data section (Gray/Duotone/Indexed/Bitmap 1, RGB and
 * Lab 3, CMYK 4); the extra channels after them are saved selections ("alpha channels") and spot
 * inks — not transparency — unless the file says otherwise:
 * - negative layer count or a Mtrn/Mt16/Mt32 block → the first extra channel is transparency;
 * - else alpha identifiers (0x041D) → transparency only where an identifier is 0;
 * - else layers present → none;
 * - else (a flattened file from another writer, no identifiers) → the first extra channel,
 *   as psd-tools reads it (psd_tools/api/utils.py has_transparency).
 * So psd/cmyk8-alpha-spot-letter-300dpi.psd (6 channels, no layers, identifiers [3, 2]) has no
 * transparency: its "Alpha 1" selection and "light teal" spot plate are not part of the image.
 */
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import type { LayerSummary } from './psdLayerSummary';
import type { PsdLayout } from './psdLayout';
import { PsdColourMode, corrupt } from './psdLayout';
import type { PsdResources } from './psdResources';

export interface CompositePlan {
  /** Colour channels used (channel indices 0 … colourChannels − 1). */
  colourChannels: number;
  /** Index of the channel holding the merged transparency, or null. */
  alphaChannel: number | null;
}

/** Depths Photoshop writes per mode (Bitmap is 1-bit only; Indexed 8-bit; 32-bit is Gray/RGB). */
const DEPTHS: Record<PsdColourMode, readonly number[]> = {
  [PsdColourMode.bitmap]: [1],
  [PsdColourMode.grayscale]: [8, 16, 32],
  [PsdColourMode.indexed]: [8],
  [PsdColourMode.rgb]: [8, 16, 32],
  [PsdColourMode.cmyk]: [8, 16],
  [PsdColourMode.multichannel]: [8, 16],
  [PsdColourMode.duotone]: [8, 16],
  [PsdColourMode.lab]: [8, 16],
};

function colourChannelCount(layout: PsdLayout): number {
  switch (layout.mode) {
    case PsdColourMode.rgb:
    case PsdColourMode.lab:
      return 3;
    case PsdColourMode.cmyk:
      return 4;
    case PsdColourMode.multichannel:
      // Ink plates in order; the first four are the process inks when the document was converted
      // from CMYK (C, M, Y, K) or RGB (C, M, Y): shown as CMYK, the rest (spot plates) dropped.
      return Math.min(layout.channels, 4);
    default:
      return 1;
  }
}

export function planComposite(
  layout: PsdLayout,
  resources: PsdResources,
  layers: LayerSummary,
): CompositePlan {
  if (!DEPTHS[layout.mode].includes(layout.depth)) {
    throw new PipelineError(
      PipelineErrorKey.unsupportedType,
      `${layout.depth}-bit colour mode ${layout.mode}`,
    );
  }
  const colourChannels = colourChannelCount(layout);
  if (layout.channels < colourChannels)
    throw corrupt(`${layout.channels} channels for mode ${layout.mode}`);
  return {
    colourChannels,
    alphaChannel: transparencyChannel(layout, resources, layers, colourChannels),
  };
}

function transparencyChannel(
  layout: PsdLayout,
  resources: PsdResources,
  layers: LayerSummary,
  colour: number,
): number | null {
  const { mode, channels } = layout;
  if (
    mode === PsdColourMode.multichannel ||
    mode === PsdColourMode.indexed ||
    mode === PsdColourMode.bitmap
  )
    return null;
  if (channels <= colour) return null;
  if (layers.mergedTransparencyBlock || (layers.layerCount ?? 0) < 0) return colour;
  const ids = resources.alphaIdentifiers;
  if (ids) {
    const zero = ids.indexOf(0);
    const index = channels - ids.length + zero;
    return zero >= 0 && index >= colour && index < channels ? index : null;
  }
  if ((layers.layerCount ?? 0) > 0) return null;
  return colour;
}
