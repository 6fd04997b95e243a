/** Helpers shared by the PSD decoder tests (no test-runner imports: assertions stay in tests). */
import { initializeCanvas, readPsd } from 'ag-psd';
import { bytesSource } from '../../../../src/domain/imaging/byteSource';
import { collectRgba } from '../../../worker/testing/collectSink';
import { testContext, testHeader } from '../../../worker/testing/testContext';
import { decodePsd } from '../psd';
import type { Deflate, PsdSpec } from './psdBuilder';
import { buildPsd } from './psdBuilder';

/** Builds `spec` and decodes it; returns the RGBA image and the last rowsDone. */
export async function decodeSpec(
  spec: PsdSpec,
  deflate: Deflate,
  maxPiecePixels = 5_000_000,
): Promise<{ rgba: Uint8Array; rowsDone: number }> {
  const out = collectRgba(spec.width, spec.height);
  await decodePsd(
    bytesSource(buildPsd(spec, deflate)),
    testHeader('psd', spec.width, spec.height),
    out.sink,
    testContext({ maxPiecePixels }),
  );
  return { rgba: out.rgba, rowsDone: out.rowsDone() };
}

/** Pixel (x, y) of an RGBA image `width` px wide. */
export function pixel(rgba: Uint8Array, x: number, y: number, width: number): number[] {
  return [...rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
}

let canvasReady = false;

/**
 * The baseline: ag-psd's composite (readPsd with skipLayerImageData, skipThumbnail, useImageData)
 * as 8-bit RGBA (16-bit values / 257, rounded). ag-psd needs an ImageData factory for 8-bit files;
 * Node has none, so a plain object stands in.
 */
export function agPsdComposite(bytes: Uint8Array): Uint8Array {
  if (!canvasReady) {
    initializeCanvas(
      () => {
        throw new Error('no canvas in tests');
      },
      (width, height) =>
        ({
          width,
          height,
          data: new Uint8ClampedArray(width * height * 4),
          colorSpace: 'srgb',
        }) as ImageData,
    );
    canvasReady = true;
  }
  const data = readPsd(bytes, { skipLayerImageData: true, skipThumbnail: true, useImageData: true })
    .imageData!.data;
  return data instanceof Uint16Array
    ? Uint8Array.from(data, (v) => Math.round(v / 257))
    : new Uint8Array(data);
}

/** ag-psd's 32-bit composite as floats (a Float32Array; no ImageData factory needed). */
export function agPsdFloats(bytes: Uint8Array): Float32Array {
  return readPsd(bytes, { skipLayerImageData: true, skipThumbnail: true, useImageData: true })
    .imageData!.data as unknown as Float32Array;
}
