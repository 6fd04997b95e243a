/**
 * The HEIC tile helper worker: `decode` brings the file and the decoding worker's compiled libheif
 * wasm; the helper instantiates it (no compile of its own), opens the file and decodes its tile
 * rows (helperRows.ts) in parallel with the decoding worker's rows, each into one band of RGBA
 * sent (transferred) back. It stays at most two bands ahead of what the decoding worker consumed.
 */
import { toFailure } from '../../../src/domain/imaging/errors';
import { blobSource } from '../../../workers/pipeline/blobSource';
import type { RasterSink } from '../../worker/types';
import { decodeTileRow } from './decodeHeif';
import { isSingleItem, tileRowBand, tileSpan } from './tileSpan';
import { toHeifPipelineError } from './heifErrors';
import { openHeif } from './heifFile';
import { helperRows } from './helperRows';
import { loadLibHeif } from './libheif';
import type { HelperEvent, HelperRequest } from './tileHelperClient';

/** Bands the helper may send before one is acknowledged. */
const WINDOW = 2;

const scope = self as unknown as {
  postMessage(message: HelperEvent, transfer?: Transferable[]): void;
  onmessage: ((e: MessageEvent<HelperRequest>) => void) | null;
};

let credits = WINDOW;
let wake: (() => void) | null = null;

async function credit(): Promise<void> {
  while (credits <= 0) await new Promise<void>((resolve) => (wake = resolve));
  credits -= 1;
}

async function decode(file: Blob): Promise<void> {
  const heif = await openHeif(blobSource(file));
  const opt = heif.lib.decodingOptionsAlloc(true);
  try {
    const span = tileSpan(heif);
    const width = heif.geometry.crop.width;
    for (const ty of helperRows(span, isSingleItem(heif))) {
      await credit();
      const { y0, y1 } = tileRowBand(heif, span, ty);
      const band = new Uint8Array(width * (y1 - y0) * 4);
      const collector: RasterSink = {
        rect(rgba, x, y, w, h) {
          for (let r = 0; r < h; r++)
            band.set(rgba.subarray(r * w * 4, (r + 1) * w * 4), ((y - y0 + r) * width + x) * 4);
        },
        rowsDone() {},
      };
      await decodeTileRow(heif, span, ty, opt, collector, Number.MAX_SAFE_INTEGER, undefined);
      scope.postMessage({ type: 'band', ty, y: y0, width, height: y1 - y0, rgba: band.buffer }, [
        band.buffer,
      ]);
    }
  } finally {
    heif.lib.decodingOptionsFree(opt);
    heif.close();
  }
}

scope.onmessage = (e) => {
  const m = e.data;
  if (m.type === 'ack') {
    credits += 1;
    wake?.();
    wake = null;
  } else if (m.type === 'decode') {
    if (m.wasm) void loadLibHeif(Promise.resolve(m.wasm)).catch(() => undefined); // openHeif reports
    decode(m.file).catch((error: unknown) =>
      scope.postMessage({ type: 'error', failure: toFailure(toHeifPipelineError(error)) }),
    );
  }
};
