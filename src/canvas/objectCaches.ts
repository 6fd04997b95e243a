/**
 * Fabric's object caches sized for what is on screen (measured in docs/benchmarks/editor.md:
 * with 300 objects at the fit zoom a render goes from about 80 to 34 ms on the reference
 * machine, the picture unchanged but for sub-pixel rounding).
 */
import { config, FabricText } from 'fabric';

let tuned = false;

export function tuneObjectCaches(): void {
  if (tuned) return;
  tuned = true;
  // Caches are copied on every render: a 256 px floor made a 20 px shape a 65,000 px copy.
  config.configure({ minCacheSideLimit: 32 });
  // Fabric 7.4 adds fontSize × zoom to a text's cache size unrounded; the canvas truncates it,
  // so the size "changes" on every render and the text is drawn again each frame.
  const text = FabricText.prototype as unknown as {
    _getCacheCanvasDimensions(): { width: number; height: number };
  };
  const measure = text._getCacheCanvasDimensions;
  text._getCacheCanvasDimensions = function (this: unknown) {
    const dims = measure.call(this);
    dims.width = Math.ceil(dims.width);
    dims.height = Math.ceil(dims.height);
    return dims;
  };
}
