/** Loading a face from our server: how long to wait, and what a failure says. */
import { FontMessageKey } from './messages';

/** A face whose files have not arrived after this long is a failure, ms. */
export const FONT_LOAD_TIMEOUT_MS = 20_000;

/** Translation key of a face that could not be loaded (its family in `{family}`). */
export const FONT_LOAD_FAILED_KEY = FontMessageKey.loadFailed;

/**
 * Why a face failed: the browser has no FontFace, a file did not arrive or is no font, the files
 * did not arrive in time, or they arrived but text still measures as a generic fallback.
 */
export type FontLoadFailure = 'unsupported' | 'network' | 'timeout' | 'notVerified';

/** The key of a face in the loader's table: family, weight and style. */
export function fontFaceKey(family: string, weight: number, style: string): string {
  return `${family}|${weight}|${style}`;
}
