/**
 * The typed failures of the TIFF decoder. Every message is a developer detail (logged, never
 * shown); the key is what the user sees.
 */
import { PipelineError, PipelineErrorKey } from '../../src/domain/imaging/errors';

/** Broken or truncated data: offsets past the end, bad codes, short strips. */
export function corrupt(detail: string): PipelineError {
  return new PipelineError(PipelineErrorKey.corrupt, `TIFF: ${detail}`);
}

/** A valid TIFF using a feature this decoder does not read (floating point, JPEG 2000, …). */
export function unsupported(detail: string): PipelineError {
  return new PipelineError(PipelineErrorKey.unsupportedType, `TIFF: ${detail}`);
}

/** Dimensions or piece sizes beyond what the pipeline accepts, refused before allocating. */
export function tooLarge(detail: string, params?: Record<string, string | number>): PipelineError {
  return new PipelineError(PipelineErrorKey.tooManyPixels, `TIFF: ${detail}`, params);
}

export function aborted(): PipelineError {
  return new PipelineError(PipelineErrorKey.aborted, 'TIFF: aborted');
}

export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw aborted();
}
