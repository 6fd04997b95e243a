/**
 * Which Chromium the browser tests drive: `CHROMIUM_PATH`, else Debian's /usr/bin/chromium when
 * present, else Playwright's own download (undefined). Playwright cannot download browsers here.
 */
import { existsSync } from 'node:fs';

export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Flags for a quiet headless Chromium on a closed network (and as root in CI). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
