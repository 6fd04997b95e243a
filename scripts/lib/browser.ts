/** Launches headless Chromium the way the tests do (see tests/chromium.ts). */
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../tests/chromium';

export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/**
 * Chromium for the benchmarks: launched as a browser server, so its process id is known and the
 * renderers' memory can be read from outside (processMemory.ts).
 */
export async function launchMeasuredChromium(): Promise<{
  browser: Browser;
  pid: number;
  close(): Promise<void>;
}> {
  const server = await chromium.launchServer({
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
  });
  const browser = await chromium.connect(server.wsEndpoint());
  const pid = server.process().pid;
  if (pid === undefined) throw new Error('Chromium did not start');
  return {
    browser,
    pid,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
