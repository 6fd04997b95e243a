/**
 * The harness's own build (`npm run build:harness` → dist-harness/): the bench and tool pages,
 * served under /harness/ by the server only when HARNESS_DIST_DIR names this folder (the scripts
 * and the browser tests set it; production never does). It shares the product's worker, wasm and
 * dependency settings, so its pages run the very pipeline, export and editor the product ships.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { API_PROXY, BUILD_TARGET, OPTIMIZE_DEPS, WORKER_OPTIONS } from '../vite.config';

const HERE = import.meta.dirname;
const ROOT = path.resolve(HERE, '..');

export default defineConfig({
  root: HERE,
  base: '/harness/',
  // The product's public folder: pdf.js finds its cMaps, fonts and wasm at <base>/pdfjs/.
  publicDir: path.join(ROOT, 'public'),
  // Runs the export feature, whose components are React (the pages render none).
  plugins: [react()],
  build: {
    outDir: path.join(ROOT, 'dist-harness'),
    emptyOutDir: true,
    sourcemap: true,
    target: BUILD_TARGET,
    // pdf.js's worker and libheif's fallback bundle, as in the product (vite.config.ts).
    chunkSizeWarningLimit: 2100,
    rolldownOptions: {
      input: {
        index: path.join(HERE, 'index.html'),
        pipeline: path.join(HERE, 'pipeline.html'),
        export: path.join(HERE, 'export.html'),
        editorBench: path.join(HERE, 'editor-bench.html'),
        fonts: path.join(HERE, 'fonts.html'),
      },
      // Fabric in a chunk named after it (else after the first page module that shares it).
      output: {
        codeSplitting: { groups: [{ name: 'fabric', test: /node_modules[\\/]fabric[\\/]/ }] },
      },
    },
  },
  worker: WORKER_OPTIONS,
  optimizeDeps: OPTIMIZE_DEPS,
  // `npx vite --config harness/vite.config.ts` serves the pages with hot reload on :5174, with
  // `npm run serve` on :8081 (DEV_API_URL) behind the proxy.
  server: { port: 5174, proxy: API_PROXY },
});
