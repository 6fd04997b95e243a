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
