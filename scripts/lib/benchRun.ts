/**
 * The frame the browser benchmarks share: our real server on a free port and one Chromium whose
 * renderer memory is measured, both closed whatever happens; and the figures their tables print
 * (the median and the worst of the runs).
 */
import type { Browser } from '@playwright/test';
import { launchMeasuredChromium } from './browser';
import { startServer } from './server';

export interface BenchFrame {
  /** The server's base URL. */
  url: string;
  browser: Browser;
  /** The browser process's pid (its renderers' memory is read under it). */
  pid: number;
}

/** Runs `bench` against a fresh server and Chromium, then stops both. */
export async function withServerAndChromium<T>(
  bench: (frame: BenchFrame) => Promise<T>,
): Promise<T> {
  const server = await startServer();
  const chromium = await launchMeasuredChromium();
  try {
    return await bench({ url: server.url, browser: chromium.browser, pid: chromium.pid });
  } finally {
    await chromium.close();
    await server.stop();
  }
}

/** The middle value; for an even count the mean of the two middle ones. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  return n % 2 === 1 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
}

/** "median / worst" of a figure over runs (worst: the largest), for a table cell. */
export function medianAndWorst(values: number[]): string {
  return `${median(values)} / ${Math.max(...values)}`;
}
