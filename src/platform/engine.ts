/** The pixel budget of the browser this runs in (user agent and touch points read once). */
import type { PixelBudget } from '../domain/imaging/pixelBudget';
import { budgetForEngine, engineOf } from '../domain/imaging/pixelBudget';

export function currentPixelBudget(): PixelBudget {
  const nav = typeof navigator === 'undefined' ? null : navigator;
  return budgetForEngine(engineOf(nav?.userAgent ?? '', nav?.maxTouchPoints ?? 0));
}

export function hardwareThreads(): number {
  return typeof navigator === 'undefined' ? 2 : Math.max(1, navigator.hardwareConcurrency || 2);
}
