/**
 * An open HEIF file: its bytes copied into the wasm heap, a libheif context over them, the
 * primary image handle and the facts the decoders need (tiling, geometry, depth).
 *
 * The whole file goes into the heap because libheif reads items by offset from memory (the
 * reader-callback API needs synchronous reads, and a ByteSource is asynchronous). Files are at
 * most PIPELINE_LIMITS.maxFileBytes, so this costs at most 50 MB; phone HEICs are 1–5 MB.
 */
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import { PIPELINE_LIMITS } from '../../../src/domain/imaging/limits';
import { toHeifPipelineError } from './heifErrors';
import { cropBorders, transformProperties } from './heifItems';
import type { LibHeif, HeifTiling } from './libheif';
import { loadLibHeif } from './libheif';
import type { HeifGeometry } from './orientation';
import { heifGeometry } from './orientation';

/** Bytes per ByteSource read while copying the file into the heap. */
const READ_CHUNK_BYTES = 8 * 1024 * 1024;

/**
 * One image of an open file (the primary, or the top-level image of another page). Call `close`
 * exactly once (idempotent).
 */
export interface HeifFile {
  readonly lib: LibHeif;
  /** `heif_context*`. */
  readonly ctx: number;
  /** `heif_image_handle*` of the image. */
  readonly handle: number;
  readonly itemId: number;
  readonly tiling: HeifTiling;
  /** Crop and display transform of the primary item. */
  readonly geometry: HeifGeometry;
  /** Luma bit depth as stored (8, 10, 12); the decoders deliver 8-bit RGBA. */
  readonly bitDepth: number;
  readonly hasAlpha: boolean;
  /** Size after clap/irot/imir, as libheif reports it (cross-check for the geometry). */
  readonly displayWidth: number;
  readonly displayHeight: number;
  close(): void;
}

/** The image a header describes (its `primaryItemId`), or undefined for the file's primary. */
export function heifItemOf(header: ImageHeader): number | undefined {
  const id = header.extra?.primaryItemId;
  return typeof id === 'number' ? id : undefined;
}

/** Throws PipelineError(aborted) when the caller has aborted. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new PipelineError(PipelineErrorKey.aborted, 'HEIF decode aborted');
}

/** Copies the file into the heap (returns its address and the bytes actually read). */
async function readIntoHeap(lib: LibHeif, source: ByteSource, signal?: AbortSignal) {
  const ptr = lib.malloc(source.size);
  let got = 0;
  try {
    while (got < source.size) {
      throwIfAborted(signal);
      const chunk = await source.read(got, Math.min(READ_CHUNK_BYTES, source.size - got));
      if (chunk.length === 0) break; // the file ends early: libheif reports what is missing
      lib.heap().set(chunk, ptr + got); // heap() after the await: another job may have grown it
      got += chunk.length;
    }
    throwIfAborted(signal);
    return { ptr, got };
  } catch (error) {
    lib.free(ptr);
    throw error;
  }
}

/**
 * Opens `source` with libheif and reads the facts of its primary image, or of the top-level image
 * `itemId` (another page: the header's `primaryItemId`). Throws PipelineError: empty, corrupt
 * (not parseable, truncated meta, no such image), unsupportedType (not HEVC), tooManyPixels,
 * aborted.
 */
export async function openHeif(
  source: ByteSource,
  signal?: AbortSignal,
  itemId?: number,
): Promise<HeifFile> {
  if (source.size === 0) throw new PipelineError(PipelineErrorKey.empty);
  const lib = await loadLibHeif();
  const { ptr, got } = await readIntoHeap(lib, source, signal);
  let ctx = 0;
  let handle = 0;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    lib.handleRelease(handle);
    lib.contextFree(ctx); // before the bytes it reads from
    lib.free(ptr);
  };
  try {
    ctx = lib.contextAlloc();
    lib.readFromMemoryWithoutCopy(ctx, ptr, got);
    handle = itemId === undefined ? lib.primaryImageHandle(ctx) : lib.imageHandle(ctx, itemId);
    const info = lib.handleInfo(handle);
    const tiling = lib.imageTiling(handle);
    const codedWidth = tiling.imageWidth || info.ispeWidth;
    const codedHeight = tiling.imageHeight || info.ispeHeight;
    if (codedWidth <= 0 || codedHeight <= 0 || tiling.columns <= 0 || tiling.rows <= 0) {
      throw new PipelineError(
        PipelineErrorKey.corrupt,
        `no image size (${codedWidth}×${codedHeight})`,
      );
    }
    const megapixels = (codedWidth * codedHeight) / 1e6;
    if (codedWidth * codedHeight > PIPELINE_LIMITS.maxDecodedPixels) {
      throw new PipelineError(PipelineErrorKey.tooManyPixels, `${codedWidth}×${codedHeight}`, {
        megapixels: Math.round(megapixels),
        maxMegapixels: PIPELINE_LIMITS.maxDecodedPixels / 1e6,
      });
    }
    const properties = transformProperties(lib, ctx, info.itemId);
    const geometry = heifGeometry(codedWidth, codedHeight, properties, (pid, w, h) =>
      cropBorders(lib, ctx, info.itemId, pid, w, h),
    );
    return {
      lib,
      ctx,
      handle,
      itemId: info.itemId,
      tiling,
      geometry,
      bitDepth: info.lumaBits > 0 ? info.lumaBits : 8,
      hasAlpha: info.hasAlpha,
      displayWidth: info.displayWidth,
      displayHeight: info.displayHeight,
      close,
    };
  } catch (error) {
    close();
    throw toHeifPipelineError(error);
  }
}
