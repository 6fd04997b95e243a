import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import arrows from './eslint/import-arrows.js';

/** Browser globals that pure rules and decoders must not touch (DESIGN.md). */
const IMPURE_GLOBALS = [
  'window',
  'document',
  'fetch',
  'localStorage',
  'sessionStorage',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
].map((name) => ({
  name,
  message: 'Pass it in: pure rules and decoders do no I/O and keep no time.',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-harness',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'wasm/build',
      'public/pdfjs',
      '.cache',
      // the test corpus, copied byte for byte (its generator included)
      'tests/corpus',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { arrows },
    rules: {
      'arrows/import-arrows': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/domain/**/*.ts', 'codecs/**/*.ts'],
    // loadHeif.ts fetches libheif's wasm for the worker that decodes HEIC, loadGhostscript.ts the
    // optional PostScript renderer for EPS: the codec files that do I/O (they run in the pipeline
    // worker only, never in a decoder call).
    ignores: [
      '**/*.test.ts',
      'codecs/heic/worker/loadHeif.ts',
      'codecs/eps/worker/loadGhostscript.ts',
    ],
    rules: { 'no-restricted-globals': ['error', ...IMPURE_GLOBALS] },
  },
);
