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
    // Vitest's default is one fork fewer than the cores: a single fork on the 2-core machines
    // CI runs on, with the second core idle between the codecs' own worker threads.
    maxWorkers: 2,
    testTimeout: 20_000,
    // Route tests build a whole app on a fresh SQLite file in beforeAll: about 1 s alone, over
    // 10 s (Vitest's default) beside another fork and a build on two cores.
    hookTimeout: 30_000,
  },
});
