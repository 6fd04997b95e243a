/** A DecodeContext and a minimal ImageHeader for decoder tests. */
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import type { ImageFormat } from '../../../src/domain/imaging/formats';
import type { DecodeContext } from '../types';
import { createReferenceKernels } from '../../../wasm/reference';

export function testContext(overrides: Partial<DecodeContext> = {}): DecodeContext {
  return {
    kernels: createReferenceKernels(),
    signal: new AbortController().signal,
    maxPiecePixels: 5_000_000,
    decodeJpeg: () => Promise.reject(new Error('no JPEG decoder in this test')),
    ...overrides,
  };
}

/** The header facts a decoder is handed (decoders here re-read what they need from the file). */
export function testHeader(format: ImageFormat, width: number, height: number): ImageHeader {
  return {
    format,
    width,
    height,
    unit: 'px',
    pages: 1,
    dpi: null,
    orientationTag: null,
    orientation: { rotate: 0, flipHorizontal: false },
    colourModel: 'unknown',
    bitDepth: 8,
    hasAlpha: false,
    preview: null,
  };
}
