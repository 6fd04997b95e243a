/**
 * The naive export, kept as the benchmark's baseline (npm run bench:export): the whole side on
 * one Fabric canvas of the artboard's size, then `toDataURL` with a multiplier to the print
 * size — one canvas of the full print size, which the pixel budget forbids above 5 M (Safari),
 * 15 M (Firefox) or 90 M px. Not used by the product: the harness imports fabric for it alone.
 */
import { StaticCanvas } from 'fabric';
import { liveSideObjects } from '../../src/canvas';
import type { PixelSize, SideDesign } from '../../src/domain/export';

/** The PNG data URL's length, chars (the URL itself is dropped: it is hundreds of MB). */
export async function naiveExportLength(
  design: SideDesign | null,
  artboard: PixelSize,
  output: PixelSize,
): Promise<number> {
  const objects = await liveSideObjects(design);
  const element = document.createElement('canvas');
  const canvas = new StaticCanvas(element, {
    width: artboard.width,
    height: artboard.height,
    enableRetinaScaling: false,
    renderOnAddRemove: false,
    backgroundColor: design?.background ?? '',
  });
  try {
    canvas.add(...objects);
    return canvas.toDataURL({ format: 'png', multiplier: output.width / artboard.width }).length;
  } finally {
    await canvas.dispose();
  }
}
