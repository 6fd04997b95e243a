/**
 * Typed failures of the image pipeline. Each is a translation key: the spec's catalogue where it
 * has one (uploadFileTypeInvalid, uploadFileSizeInvalid, corruptImage), ours where it does not.
 */
import { ACCEPTABLE_FILES } from '../uploads/extensions';
import { PIPELINE_LIMITS } from './limits';

export const PipelineErrorKey = {
  /** Not an image type we read (detected from the bytes). */
  unsupportedType: 'uploadFileTypeInvalid',
  /** Over the file-size limit (50 MB by default). Params: maxSize, fileName. */
  fileTooLarge: 'uploadFileSizeInvalid',
  /** Corrupt or truncated data. */
  corrupt: 'corruptImage',
  /** Zero bytes. */
  empty: 'emptyFile',
  /** Decoded area above the cap (decompression bombs). Params: megapixels, maxMegapixels. */
  tooManyPixels: 'imageTooLarge',
  pdfPasswordProtected: 'pdfPasswordProtected',
  /** Layered PSD/PSB saved without "Maximize compatibility": no usable composite image. */
  psdNoComposite: 'psdNoComposite',
  /** Illustrator file saved without PDF content. */
  aiWithoutPdf: 'aiWithoutPdf',
  /** EPS with no preview and no PostScript renderer loaded. */
  epsNeedsRenderer: 'epsNeedsRenderer',
  /** An SVG whose DOCTYPE declares entities (the billion-laughs pattern): refused, not expanded. */
  svgEntityDeclarations: 'svgEntityDeclarations',
  /** The decoder ran longer than the watchdog allows. */
  timedOut: 'imageDecodeTimedOut',
  /** The worker crashed or ran out of memory. */
  decoderCrashed: 'imageDecoderCrashed',
  /** The caller aborted. */
  aborted: 'imageDecodeAborted',
  /** Region decoding: the region is empty or not inside the image. */
  regionOutside: 'imageRegionOutside',
  /** Region decoding: the answer would be above the pixel budget. Params: megapixels, maxMegapixels. */
  regionTooLarge: 'imageRegionTooLarge',
  /** Region decoding: a malformed request (numbers not finite, output not whole px). */
  regionInvalid: 'imageRegionInvalid',
} as const;
export type PipelineErrorKey = (typeof PipelineErrorKey)[keyof typeof PipelineErrorKey];

/** A failure as it crosses the worker boundary: a key, its parameters and a developer detail. */
export interface PipelineFailure {
  key: PipelineErrorKey;
  params?: Record<string, string | number>;
  /** Developer-facing detail (logged, never shown). */
  detail?: string;
}

/** Largest decoded area, megapixels: the `maxMegapixels` a refusal names when its site has none. */
const MAX_MEGAPIXELS = PIPELINE_LIMITS.maxDecodedPixels / 1e6;
/** Largest file, MB as the messages write it. */
const MAX_FILE_SIZE = `${Math.round(PIPELINE_LIMITS.maxFileBytes / 1024 / 1024)} MB`;

/**
 * What each key's message needs when the site that throws it cannot say more: a decoder that
 * meets an unreadable layout does not know the upload list, libheif's security limit does not
 * give the area. A site's own params win. `fileName` is the upload's, added where the failure is
 * shown (uploadContext.fail); the test `tests/unit/messageParams.test.ts` fills every key's
 * message from these and fails on any `{…}` left.
 */
export const PIPELINE_ERROR_DEFAULT_PARAMS: Partial<
  Record<PipelineErrorKey, Record<string, string | number>>
> = {
  uploadFileTypeInvalid: { acceptableFiles: ACCEPTABLE_FILES },
  uploadFileSizeInvalid: { maxSize: MAX_FILE_SIZE },
  imageTooLarge: { megapixels: `over ${MAX_MEGAPIXELS}`, maxMegapixels: MAX_MEGAPIXELS },
  imageRegionTooLarge: { megapixels: `over ${MAX_MEGAPIXELS}`, maxMegapixels: MAX_MEGAPIXELS },
};

/** An Error carrying a {@link PipelineFailure}; decoders throw it, the worker serialises it. */
export class PipelineError extends Error {
  readonly failure: PipelineFailure;
  constructor(key: PipelineErrorKey, detail?: string, params?: Record<string, string | number>) {
    super(detail ? `${key}: ${detail}` : key);
    this.name = 'PipelineError';
    const defaults = PIPELINE_ERROR_DEFAULT_PARAMS[key];
    const filled = defaults || params ? { ...defaults, ...params } : undefined;
    this.failure = { key, ...(filled ? { params: filled } : {}), ...(detail ? { detail } : {}) };
  }
}

const KEYS = new Set<string>(Object.values(PipelineErrorKey));

/**
 * Failures that come from the request, not from the file or the decoder: the worker that reports
 * one is intact (nothing was decoded), so the pool keeps it and what it has cached.
 */
const REQUEST_KEYS: ReadonlySet<string> = new Set([
  PipelineErrorKey.regionOutside,
  PipelineErrorKey.regionTooLarge,
  PipelineErrorKey.regionInvalid,
]);

export function isRequestFailure(failure: PipelineFailure): boolean {
  return REQUEST_KEYS.has(failure.key);
}

export function isPipelineErrorKey(value: unknown): value is PipelineErrorKey {
  return typeof value === 'string' && KEYS.has(value);
}

/** Any thrown value as a failure: PipelineErrors keep their key, everything else is "corrupt". */
export function toFailure(error: unknown): PipelineFailure {
  if (error instanceof PipelineError) return error.failure;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { key: PipelineErrorKey.corrupt, detail };
}
