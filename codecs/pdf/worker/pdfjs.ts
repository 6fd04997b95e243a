/**
 * pdf.js (legacy build: Safari needs its polyfills) loaded once per worker, parsing on this same
 * thread through pdf.js's "fake worker" — a second, nested worker would double the memory and is
 * unreliable in older Safari. Its support files (cMaps, standard fonts, JPX/JBIG2/ICC wasm) are
 * served under `<base>/pdfjs/` (copied there by scripts/prepare-assets.mjs).
 */
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfJsModule = typeof PdfJs;

let loading: Promise<PdfJsModule> | null = null;

export function loadPdfJs(): Promise<PdfJsModule> {
  loading ??= (async () => {
    // The worker module registers itself for the fake worker before the API module looks for it.
    const worker: unknown = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loading;
}

/** Absolute URL of a pdf.js support folder (with the trailing slash pdf.js wants). */
export function pdfAssetUrl(folder: 'cmaps' | 'standard_fonts' | 'wasm' | 'iccs'): string {
  return new URL(`${import.meta.env.BASE_URL}pdfjs/${folder}/`, self.location.origin).href;
}
