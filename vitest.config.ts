import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'workers/**/*.test.ts',
      'codecs/**/*.test.ts',
      'server/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'wasm/**/*.test.ts',
      'harness/**/*.test.ts',
    ],
    // Builds wasm/build/kernels.wasm (when its sources changed) before the wasm tests run.
    globalSetup: ['scripts/build-wasm.mjs', 'tests/setup/largeFiles.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20_000,
  },
});
