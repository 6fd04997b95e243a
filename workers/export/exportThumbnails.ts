/**
 * The design thumbnails (240 and 960 px, spec canvas §9) made from the print's own rows as they
 * pass through the PNG worker: each row is added to an area-average downscaler (the wasm kernel
 * of the pipeline) per thumbnail, so the thumbnails cost no render of their own on the main
 * thread and show exactly what prints. Memory: each thumbnail's accumulator rows and output.
 */
import { fitLongSide } from '../../src/domain/imaging/pixelBudget';
import type { Downscaler, Kernels } from '../../wasm/kernels';
import { encodeWebpPixels } from '../pipeline/thumbnails';
import type { ExportThumbnail } from './protocol';

export class ExportThumbnails {
  private readonly scalers: { side: number; scaler: Downscaler }[];

  constructor(kernels: Kernels, source: { width: number; height: number }, sides: number[]) {
    this.scalers = sides.map((side) => {
      const target = fitLongSide(source, side);
      return {
        side,
        scaler: kernels.createDownscaler({
          srcWidth: source.width,
          srcHeight: source.height,
          dstWidth: target.width,
          dstHeight: target.height,
          alpha: true,
        }),
      };
    });
  }

  /** Full-width rows `y … y + count − 1` of the image, RGBA. */
  push(rows: Uint8Array, y: number, count: number): void {
    for (const { scaler } of this.scalers) scaler.pushRows(rows, y, count);
  }

  /** After the last row: the thumbnails as WebP. */
  async finish(): Promise<ExportThumbnail[]> {
    const out: ExportThumbnail[] = [];
    for (const { side, scaler } of this.scalers) {
      const pixels = new ImageData(
        new Uint8ClampedArray(scaler.output()),
        scaler.dstWidth,
        scaler.dstHeight,
      );
      out.push({
        side,
        blob: await encodeWebpPixels(pixels),
        width: pixels.width,
        height: pixels.height,
      });
    }
    return out;
  }

  dispose(): void {
    for (const { scaler } of this.scalers) scaler.dispose();
  }
}
