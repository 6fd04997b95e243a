/**
 * What the pipeline must answer for each manifest entry: the manifest's facts, plus the typed
 * error for files that cannot (or must not) be decoded. The rules are derived from the manifest's
 * own fields, never from a list of file names.
 */
import type { ManifestEntry } from '../fixtures';

export interface Expectation {
  format: string | null;
  width: number | null;
  height: number | null;
  pages: number | null;
  dpi: [number, number] | null | undefined;
  /** The error key, or null when the file must decode. */
  error: string | null;
}

/** The pipeline's format names for the manifest's (PSB reports as psb). */
function formatOf(entry: ManifestEntry): string | null {
  if (entry.format === 'invalid') return null;
  if (entry.path.endsWith('.psb')) return 'psb';
  return entry.format;
}

function errorOf(entry: ManifestEntry): string | null {
  const e = entry.expected;
  if (entry.bytes === 0) return 'emptyFile';
  if (entry.format === 'invalid') return 'uploadFileTypeInvalid';
  if (typeof e.decodable === 'string' && /pixel limit|must be refused/.test(e.decodable))
    return 'imageTooLarge';
  if (e.decodable === false || e.decodable === 'partial') return 'corruptImage';
  if (e.has_real_merged_data === false) return 'psdNoComposite';
  return null;
}

export function expectationFor(entry: ManifestEntry): Expectation {
  const e = entry.expected;
  const error = errorOf(entry);
  const corrupt =
    error === 'corruptImage' || error === 'emptyFile' || error === 'uploadFileTypeInvalid';
  return {
    format: formatOf(entry),
    width: corrupt || error === 'imageTooLarge' ? null : (e.display_width ?? e.width),
    height: corrupt || error === 'imageTooLarge' ? null : (e.display_height ?? e.height),
    pages: corrupt || error ? null : (e.pages ?? 1),
    dpi: corrupt ? undefined : e.dpi,
    error,
  };
}
