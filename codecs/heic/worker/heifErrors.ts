/**
 * libheif failures as PipelineErrors. libheif reports most problems as a `struct heif_error`
 * (code, subcode, message); the C code may also abort() (Emscripten throws a RuntimeError and the
 * module is dead from then on) or trap (out-of-bounds access, `unreachable`).
 */
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';

/** `enum heif_error_code` (heif_error.h; values checked against the module's embind enum). */
export const HeifErrorCode = {
  ok: 0,
  inputDoesNotExist: 1,
  invalidInput: 2,
  unsupportedFiletype: 3,
  unsupportedFeature: 4,
  usageError: 5,
  memoryAllocationError: 6,
  decoderPluginError: 7,
  colorProfileDoesNotExist: 10,
  pluginLoadingError: 11,
  canceled: 12,
} as const;

/** `heif_suberror_Security_limit_exceeded`: an image larger than libheif's security limits. */
const SUBERROR_SECURITY_LIMIT = 1000;

/** A `struct heif_error` that was not `heif_error_Ok`. */
export class HeifError extends Error {
  constructor(
    readonly code: number,
    readonly subcode: number,
    readonly heifMessage: string,
    readonly call: string,
  ) {
    super(`${call}: libheif error ${code}/${subcode}: ${heifMessage}`);
    this.name = 'HeifError';
  }
}

/**
 * The C code aborted or trapped. The module instance that threw must not be used again: its
 * heap may be inconsistent (Emscripten sets ABORT and later calls fail or misbehave).
 */
export class HeifAbort extends Error {
  constructor(
    readonly call: string,
    readonly original: unknown,
  ) {
    super(`${call}: libheif aborted: ${describe(original)}`);
    this.name = 'HeifAbort';
  }

  /** Whether the abort came from running out of wasm memory (growth refused or past 4 GB). */
  get outOfMemory(): boolean {
    return /memory|OOM|alloc/i.test(describe(this.original));
  }
}

function describe(value: unknown): string {
  return value instanceof Error ? `${value.name}: ${value.message}` : String(value);
}

/** The typed pipeline failure for anything libheif threw (PipelineErrors pass through). */
export function toHeifPipelineError(error: unknown): PipelineError {
  if (error instanceof PipelineError) return error;
  if (error instanceof HeifAbort) {
    // An out-of-memory abort is the worker running out of memory, not a bad file.
    const key = error.outOfMemory ? PipelineErrorKey.decoderCrashed : PipelineErrorKey.corrupt;
    return new PipelineError(key, error.message);
  }
  if (error instanceof HeifError) return new PipelineError(keyOf(error), error.message);
  const detail = describe(error);
  return new PipelineError(PipelineErrorKey.corrupt, detail);
}

function keyOf(error: HeifError): PipelineErrorKey {
  switch (error.code) {
    case HeifErrorCode.unsupportedFiletype:
    case HeifErrorCode.unsupportedFeature:
    case HeifErrorCode.pluginLoadingError:
      // Not HEVC (AV1, VVC, JPEG-coded items…) or an unsupported layout: this build cannot read it.
      return PipelineErrorKey.unsupportedType;
    case HeifErrorCode.memoryAllocationError:
      return error.subcode === SUBERROR_SECURITY_LIMIT
        ? PipelineErrorKey.tooManyPixels
        : PipelineErrorKey.decoderCrashed;
    case HeifErrorCode.canceled:
      return PipelineErrorKey.aborted;
    default:
      // Invalid input, decoder errors, truncated data; usage errors only arise from bad
      // geometry in the file (tile indices come from libheif's own tiling).
      return PipelineErrorKey.corrupt;
  }
}
