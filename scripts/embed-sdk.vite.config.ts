/**
 * Builds the embed SDK (src/embed-sdk/embed.ts) into `dist/embed.js`: one dependency-free ES
 * module, minified, under a fixed name (storefronts import `/designer/embed.js`), beside the
 * app's build (which it must not empty).
 */
import path from 'node:path';
import { defineConfig } from 'vite';
import { BUILD_TARGET } from '../vite.config';

export default defineConfig({
  publicDir: false,
  build: {
    target: BUILD_TARGET,
    outDir: path.resolve(import.meta.dirname, '../dist'),
    emptyOutDir: false,
    minify: true,
    sourcemap: false,
    lib: {
      entry: path.resolve(import.meta.dirname, '../src/embed-sdk/embed.ts'),
      formats: ['es'],
      fileName: () => 'embed.js',
    },
  },
});
