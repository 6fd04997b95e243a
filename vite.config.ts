import react from '@vitejs/plugin-react';
import type { BuildEnvironmentOptions, DepOptimizationOptions, Plugin, UserConfig } from 'vite';
import { defineConfig } from 'vite';

/**
 * libheif's Emscripten glue (`libheif-js/libheif-wasm/libheif.js`, CommonJS) requires fs, path
 * and crypto in branches that run only under Node. In the worker bundle they become empty
 * modules, which is what Vite's browser externals do too, minus a warning per import.
 */
export function libheifNodeStubs(): Plugin {
  const stub = '\0libheif-node-stub';
  return {
    name: 'libheif-node-stubs',
    enforce: 'pre',
    resolveId(id, importer) {
      const builtin = ['fs', 'path', 'crypto'].includes(id);
      return builtin && importer?.includes('libheif-js') ? stub : null;
    },
    load: (id) => (id === stub ? 'export default {};' : null),
  };
}

/** Where `npm run dev` finds the API server it starts beside Vite (scripts/dev.mjs). */
const apiTarget = process.env.DEV_API_URL ?? 'http://127.0.0.1:8081';

/** Safari 16.4 is the oldest engine with OffscreenCanvas 2D and module workers everywhere. */
export const BUILD_TARGET: BuildEnvironmentOptions['target'] = [
  'chrome111',
  'safari16.4',
  'firefox114',
];

/** Module workers: decoders load lazily with import() inside them. */
export const WORKER_OPTIONS: UserConfig['worker'] = {
  format: 'es',
  plugins: () => [libheifNodeStubs()],
};

/**
 * Pre-bundling breaks the `new URL('x.wasm', import.meta.url)` lookups of the wasm packages.
 * libheif's glue is CommonJS and must be converted (its wasm comes from a `?url` import); its
 * 2 MB fallback bundle is an ES module and needs no pre-bundling.
 */
export const OPTIMIZE_DEPS: DepOptimizationOptions = {
  exclude: ['@jsquash/webp', 'libheif-js/libheif-wasm/libheif-bundle.mjs', 'pdfjs-dist'],
  include: ['libheif-js/libheif-wasm/libheif.js'],
};

/** The API paths Vite's dev server hands to the API server. */
export const API_PROXY: NonNullable<UserConfig['server']>['proxy'] = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/images': { target: apiTarget, changeOrigin: false },
  '/designer/runtime-config.json': { target: apiTarget, changeOrigin: false },
  // The optional EPS renderer (Ghostscript wasm), served by the API server from its package.
  '/designer/vendor/': { target: apiTarget, changeOrigin: false },
};

// The product only: the bench and tool pages are built by harness/vite.config.ts into
// dist-harness/ and never ship (tests/e2e/bundle.spec.ts checks dist/).
export default defineConfig({
  base: '/designer/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: BUILD_TARGET,
    // Vendors in their own long-cached chunks (fabric alone is ~300 kB). The decoders loaded on
    // demand inside the worker are larger (pdf.js's worker 1.2 MB; libheif's bundle with its wasm
    // inlined, 1.9 MB, is only the fallback when its separate wasm cannot be fetched); the initial
    // bundle's content is checked by tests/e2e/bundle.spec.ts.
    chunkSizeWarningLimit: 2100,
    rolldownOptions: {
      input: { main: 'index.html' },
      output: {
        codeSplitting: {
          groups: [
            { name: 'fabric', test: /node_modules[\\/]fabric[\\/]/ },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            {
              name: 'state',
              test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect)[\\/]/,
            },
            { name: 'radix', test: /node_modules[\\/]@radix-ui[\\/]/ },
          ],
        },
      },
    },
  },
  worker: WORKER_OPTIONS,
  optimizeDeps: OPTIMIZE_DEPS,
  server: { port: 5173, proxy: API_PROXY },
});
