/** Helpers shared by the PNG decoder tests (no test-runner imports: assertions stay in tests). */
import { bytesSource } from '../../../../src/domain/imaging/byteSource';
import { PipelineError } from '../../../../src/domain/imaging/errors';
import { createPngDecoder, decodePng } from '../png';
import { collectRgba } from '../../../worker/testing/collectSink';
import { testContext, testHeader } from '../../../worker/testing/testContext';

export interface DecodedPng {
  width: number;
  height: number;
  rgba: Uint8Array;
  rowsDone: number;
  largestPiece: number;
}

/** Decodes PNG bytes whose IHDR is intact into a collected RGBA image. */
export async function decodePngBytes(
  bytes: Uint8Array,
  maxPiecePixels = 5_000_000,
  verifyCrc = false,
): Promise<DecodedPng> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [width, height] = [view.getUint32(16), view.getUint32(20)];
  const out = collectRgba(width, height);
  const decoder = verifyCrc ? createPngDecoder({ verifyCrc: true }) : decodePng;
  await decoder(
    bytesSource(bytes),
    testHeader('png', width, height),
    out.sink,
    testContext({ maxPiecePixels }),
  );
  return {
    width,
    height,
    rgba: out.rgba,
    rowsDone: out.rowsDone(),
    largestPiece: out.largestPiece,
  };
}

/** Decodes bytes whose header may be missing or damaged, into a sink that drops pixels. */
export async function decodeIntoNothing(bytes: Uint8Array): Promise<void> {
  const sink = { rect: () => undefined, rowsDone: () => undefined };
  await decodePng(bytesSource(bytes), testHeader('png', 1, 1), sink, testContext());
}

/** Runs `run`; returns the PipelineError key it failed with (null if it did not) and the time, ms. */
export async function failureOf(
  run: () => Promise<unknown>,
): Promise<{ key: string | null; ms: number }> {
  const t0 = performance.now();
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  const key =
    error instanceof PipelineError
      ? error.failure.key
      : error === null
        ? null
        : `not a PipelineError: ${String(error)}`;
  return { key, ms: performance.now() - t0 };
}

/** Offset of the first chunk of `type` (its length field). */
export function findChunk(bytes: Uint8Array, type: string): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 8; at + 8 <= bytes.length; at += 12 + view.getUint32(at)) {
    if (String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === type) return at;
  }
  throw new Error(`no ${type}`);
}
