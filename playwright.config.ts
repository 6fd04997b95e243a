import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumExecutable } from './tests/chromium';

/** The e2e server's port and its own throwaway data folder (a real SQLite file). */
const PORT = Number(process.env.E2E_PORT ?? 8199);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'designer-e2e-'));
// Test workers read the server's database (tests/e2e/support/accounts.ts).
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  // Two test files at once against the one server: the machine class has 2 cores, and the suite
  // ran in 10.5 min this way against about 14.5 min one file at a time (456 tests). Tests never
  // share a page or a session, so they do not depend on each other's order.
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every action's DOM snapshot and screenshots for every test, kept only on
    // failure: worth it at a desk, where the trace can be opened; in CI only the log is read.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      testMatch: /e2e\/.*\.spec\.ts/,
      testIgnore: /responsive\.spec\.ts/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' },
      testMatch: /e2e\/responsive\.spec\.ts/,
    },
    // `npm run screens`: the README's screenshots (tests/screens), never part of a test run.
    ...(process.env.SCREENS ? [{ name: 'screens', testMatch: /screens\/.*\.spec\.ts/ }] : []),
    {
      // Real workers, wasm and decoders in Chromium, through the harness's tool pages.
      name: 'browser',
      testMatch: /browser\/.*\.spec\.ts/,
      timeout: 120_000,
    },
  ],
  webServer: {
    // server/main.ts behind a local OpenID provider (external sign-in's journey).
    command: 'npx tsx tests/e2e/support/e2eServer.ts',
    url: `http://127.0.0.1:${PORT}/api/v1/System/MaxRequestBodySize`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Helpers and parallel checkouts build elsewhere (E2E_DIST_DIR) so they never share dist/.
      DIST_DIR: process.env.E2E_DIST_DIR ?? 'dist',
      // The harness's pages under /harness/ (npm run build:harness), which the browser tests drive.
      HARNESS_DIST_DIR: process.env.E2E_HARNESS_DIST_DIR ?? 'dist-harness',
      // Small guest limits, so the limit errors are reached with a few files (tests/e2e/uploads).
      UPLOAD_GUEST_MAX_FILES: '5',
      UPLOAD_GUEST_MAX_BYTES: String(60 * 1024 * 1024),
      // Every test is a new shopper from 127.0.0.1: the per-address limits (server/http/
      // addressLimits.ts, tested through inject) would count the whole run as one client.
      ADDRESS_REQUEST_BURST: '1000000',
      ADDRESS_REQUESTS_PER_SECOND: '1000000',
      ADDRESS_GUEST_SESSIONS_PER_HOUR: '1000000',
      ADDRESS_GUEST_UPLOAD_BYTES_PER_DAY: String(1024 ** 4),
      // The account specs sign in many times from 127.0.0.1 (tests/e2e/account.spec.ts); the
      // per-address sign-in limit is tested through inject (accountSession.test.ts).
      SIGN_IN_ATTEMPTS_PER_ADDRESS: '1000000',
      ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR: '1000000',
      // Passkeys need a host name as relying party id (an IP address is none): the external
      // sign-in and passkey specs browse http://localhost:<port>; mail links point there too.
      PUBLIC_ORIGIN: `http://localhost:${PORT}`,
      // The tour guide starts by itself for a first-time visitor, and every test is one: off here,
      // so no spec meets its overlay; tests/e2e/tour.spec.ts turns it on for its pages.
      TOUR_AUTO_START: 'false',
      // The demo storefront of tests/e2e/embed.spec.ts, on another site than 127.0.0.1.
      EMBED_ALLOWED_ORIGINS: `http://localhost:${PORT + 1000}`,
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
