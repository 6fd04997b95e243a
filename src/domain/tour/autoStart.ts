/**
 * When the tour starts by itself (spec shell: "starts once for a first-time visitor"): only when
 * auto-start is configured on, the guide has steps, the screen is large enough, and this
 * browser has never had the guide (no kept state for it). Once shown, its state is kept, so it
 * never starts by itself again.
 */
import type { Viewport } from './spotlight';
import { tourFits } from './spotlight';

export interface AutoStartInput {
  /** The runtime configuration's TOUR_AUTO_START ('' or 'true': on; 'false': off). */
  configured: string;
  stepCount: number;
  viewport: Viewport;
  /** The guide's kept state as stored (null: never seen in this browser). */
  kept: string | null;
}

/** Whether TOUR_AUTO_START turns auto-start on ('' is the default: on). */
export function autoStartConfigured(value: string): boolean {
  return value.trim().toLowerCase() !== 'false';
}

/** Whether the guide starts by itself now. */
export function shouldAutoStart(input: AutoStartInput): boolean {
  return (
    autoStartConfigured(input.configured) &&
    input.stepCount > 0 &&
    tourFits(input.viewport) &&
    input.kept === null
  );
}
