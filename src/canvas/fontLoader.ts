/**
 * Loads a face of a font family from our server (its woff2 files, one per subset with its
 * unicode range) into `document.fonts`, and **verifies** it: `FontFace.load` and
 * `document.fonts.load` can resolve while text still draws in a fallback, so the face counts as
 * loaded only when text in it measures differently from the generic fallbacks
 * (fontAvailability). Then Fabric's per-family character widths, measured with whatever face was
 * there before, are cleared, so text laid out from now on measures in the real face.
 *
 * A face is loaded once: concurrent and later calls share the result; a failure is forgotten so
 * a later call tries again. A failure names its family (translation key `fontLoadFailed`).
 */
import { cache } from 'fabric';
import type { FontLoadFailure } from '../domain/fonts/loading';
import { FONT_LOAD_FAILED_KEY, FONT_LOAD_TIMEOUT_MS, fontFaceKey } from '../domain/fonts/loading';
import type { FontFamily, FontStyle, FontVariant } from '../domain/fonts/types';
import { drawsInOwnFace, forgetFontAvailability } from './fontAvailability';

/** What the loader needs of a family: its CSS name and the unicode range of each subset. */
export type FontFamilySource = Pick<FontFamily, 'name' | 'unicodeRanges'>;
/** What the loader needs of a variant: its weight, style and files. */
export type FontFaceSource = Pick<FontVariant, 'weight' | 'style' | 'files'>;

/** The outcome of {@link loadFontFace}; never a rejection. */
export type FontLoadResult =
  | { ok: true; family: string; weight: number; style: FontStyle }
  | {
      ok: false;
      family: string;
      weight: number;
      style: FontStyle;
      /** `fontLoadFailed`: "The font {family} could not be loaded…". */
      errorKey: typeof FONT_LOAD_FAILED_KEY;
      reason: FontLoadFailure;
    };

const loads = new Map<string, Promise<FontLoadResult>>();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function load(
  source: FontFamilySource,
  variant: FontFaceSource,
  resolveUrl: (path: string) => string,
): Promise<FontLoadResult> {
  const family = source.name;
  const { weight, style } = variant;
  const failed = (reason: FontLoadFailure): FontLoadResult => ({
    ok: false,
    family,
    weight,
    style,
    errorKey: FONT_LOAD_FAILED_KEY,
    reason,
  });
  if (typeof FontFace === 'undefined' || variant.files.length === 0) return failed('unsupported');
  // A file without a range would be used for every character: refused rather than guessed.
  if (variant.files.some((file) => !source.unicodeRanges[file.subset]))
    return failed('unsupported');

  const faces = variant.files.map(
    (file) =>
      new FontFace(family, `url("${resolveUrl(file.url)}") format("woff2")`, {
        weight: String(weight),
        style,
        unicodeRange: source.unicodeRanges[file.subset],
        // Nothing draws with it before it is verified; `block` keeps CSS users from a fallback too.
        display: 'block',
      }),
  );
  const removeAll = () => faces.forEach((face) => document.fonts.delete(face));
  faces.forEach((face) => document.fonts.add(face));
  const loaded = await withTimeout(
    Promise.all(faces.map((face) => face.load())).then(
      () => 'loaded' as const,
      () => 'network' as const,
    ),
    FONT_LOAD_TIMEOUT_MS,
  );
  if (loaded !== 'loaded') {
    removeAll();
    return failed(loaded);
  }
  if (!drawsInOwnFace(family, weight, style)) {
    removeAll();
    return failed('notVerified');
  }
  // Widths Fabric measured for this family before (in a fallback, or another weight's face
  // synthesised) are wrong now; its cache is keyed by the family as text objects name it.
  cache.clearFontCache(family);
  forgetFontAvailability(family);
  return { ok: true, family, weight, style };
}

/**
 * Loads and verifies one face of `family` (its `name` is the CSS family name text objects carry).
 * `resolveUrl` turns the catalogue's root-relative file URLs into the font origin's (CDN_URL).
 */
export function loadFontFace(
  family: FontFamilySource,
  variant: FontFaceSource,
  resolveUrl: (path: string) => string = (path) => path,
): Promise<FontLoadResult> {
  const key = fontFaceKey(family.name, variant.weight, variant.style);
  const pending = loads.get(key);
  if (pending) return pending;
  const result = load(family, variant, resolveUrl).then((r) => {
    if (!r.ok) loads.delete(key);
    return r;
  });
  loads.set(key, result);
  return result;
}
