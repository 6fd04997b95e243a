/**
 * The pixel size of a side's picture on the 3D panel: the artboard's proportions at most
 * `textureLongSidePx` on its longer side, never more than the GPU takes (MAX_TEXTURE_SIZE) and
 * never more area than the engine's pixel budget allows (src/domain/imaging/pixelBudget).
 */
import type { Size } from '../imaging/pixelBudget';
import { fitArea } from '../imaging/pixelBudget';
import { TUNABLES } from '../tunables';

export interface TextureLimits {
  /** The GPU's MAX_TEXTURE_SIZE, px. */
  maxTextureSize: number;
  /** The engine's largest canvas area, px. */
  maxArea: number;
  /** Longest side wanted, px (default the tunable). */
  maxLongSide?: number;
}

/**
 * The texture size of an artboard `artboard` (any unit: only its proportions count), at least
 * 1 × 1 px; 0 × 0 for an empty artboard.
 */
export function sideTextureSize(artboard: Size, limits: TextureLimits): Size {
  const { width, height } = artboard;
  if (!(width > 0 && height > 0)) return { width: 0, height: 0 };
  const wanted = limits.maxLongSide ?? TUNABLES.preview3d.textureLongSidePx;
  const longSide = Math.max(1, Math.min(wanted, limits.maxTextureSize));
  const scale = longSide / Math.max(width, height);
  const scaled = {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
  return fitArea(scaled, limits.maxArea, longSide);
}
