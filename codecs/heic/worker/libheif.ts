// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package ships no types for its ESM bundle; the reference puts the declaration into every program compiling this file (app and node tsconfigs)
/// <reference path="./libheif-bundle.d.ts" />
/**
 * The libheif module of this worker: loaded lazily, once, and wrapped in thin typed calls over
 * the raw C exports (the embind API cannot decode single grid tiles). Item-level calls
 * (thumbnails, item data, transformative properties) are in heifItems.ts.
 *
 * Memory: the wasm heap only grows. A 200 MP grid decoded tile by tile keeps it near 20 MB, but
 * a large single-item image (no grid) is decoded whole inside it (≈ 8 bytes per pixel), and that
 * memory stays reserved until the worker ends — the pipeline terminates the worker after huge
 * jobs (PIPELINE_LIMITS.recycleAfterPixels). After an abort the instance is dropped and the next
 * load starts a fresh one (a second heap!), so the worker should be replaced all the same.
 */
import type { LibheifModule } from 'libheif-js/libheif-wasm/libheif-bundle.mjs';
import { HeifAbort, HeifError } from './heifErrors';

/** `heif_colorspace_RGB`. */
const COLORSPACE_RGB = 1;
/** `heif_chroma_interleaved_RGBA`: 8 bits per sample; 10/12-bit input is converted by libheif. */
const CHROMA_INTERLEAVED_RGBA = 11;
/** `heif_channel_interleaved`. */
const CHANNEL_INTERLEAVED = 10;

/**
 * `struct heif_image_tiling` (heif_tiling.h, libheif ≥ 1.19), 72 bytes on wasm32: int version;
 * uint32 num_columns @4, num_rows @8, tile_width @12, tile_height @16, image_width @20,
 * image_height @24, top_offset @28, left_offset @32; uint8 number_of_extra_dimensions @36;
 * uint32 extra_dimension_size[8] @40. Verified on the fixtures (iPhone: 8×6 tiles of 512 for
 * 4032×3024; 1.23.2 leaves version 0).
 */
const TILING_BYTES = 72;

/**
 * `struct heif_decoding_options` on wasm32: uint8 version @0, uint8 ignore_transformations @1,
 * three progress callbacks and user data @4–19, uint8 convert_hdr_to_8bit @20, uint8
 * strict_decoding @21, … heif_decoding_options_alloc() fills the defaults (1.23.2: version 10,
 * ignore_transformations 0, convert_hdr_to_8bit 0).
 */
const OPT_IGNORE_TRANSFORMATIONS = 1;
const OPT_CONVERT_HDR_TO_8BIT = 20;

/** Scratch block offsets: heif_error sret (int code, int subcode, char* message), out-params. */
export const SCRATCH = {
  err: 0,
  /** Pointer out-parameter (handle, image, data pointer). */
  out: 16,
  /** size_t out-parameter (stride, data size). */
  out2: 20,
  /** Four ints (clap borders). */
  ints: 24,
  /** Up to `maxIds` item/property ids. */
  ids: 64,
  maxIds: 16,
  bytes: 128,
} as const;

/** What `heif_image_handle_get_image_tiling` reports, in coded (untransformed) coordinates. */
export interface HeifTiling {
  columns: number;
  rows: number;
  tileWidth: number;
  tileHeight: number;
  imageWidth: number;
  imageHeight: number;
}

/** An RGBA8 image held in the wasm heap; valid until `release`. */
export interface HeifRgbaImage {
  /** The `heif_image*`. */
  image: number;
  /** Address of the first pixel in the heap. */
  ptr: number;
  /** Bytes per row (≥ width × 4; libheif may pad). */
  stride: number;
  width: number;
  height: number;
}

/** Typed wrappers over the raw C API of one module instance. */
export class LibHeif {
  /** Set once any call aborted or trapped; the loader then drops this instance. */
  broken = false;
  /** Scratch block for sret structs and out-parameters (calls are synchronous: one suffices). */
  readonly scratch: number;

  constructor(readonly m: LibheifModule) {
    this.scratch = m._malloc(SCRATCH.bytes);
  }

  /** The current heap view: re-read after anything that may allocate (growth replaces it). */
  heap(): Uint8Array {
    return this.m.HEAPU8;
  }

  /** A uint32 / pointer / size_t at `ptr`. */
  u32(ptr: number): number {
    return this.m.HEAPU32[ptr >>> 2]!;
  }

  /** An int32 at `ptr`. */
  i32(ptr: number): number {
    return this.m.HEAP32[ptr >>> 2]!;
  }

  /** Runs raw calls, turning a trap or abort into HeifAbort and marking the instance broken. */
  guard<T>(call: string, fn: () => T): T {
    if (this.broken) throw new HeifAbort(call, 'module already aborted');
    try {
      return fn();
    } catch (error) {
      if (error instanceof HeifError || error instanceof HeifAbort) throw error;
      this.broken = true;
      throw new HeifAbort(call, error);
    }
  }

  /**
   * Runs a call returning `struct heif_error` by value (sret): `fn` gets the address to pass as
   * the hidden first argument and the address of a pointer out-parameter. Throws HeifError
   * unless the code is heif_error_Ok.
   */
  sret<T>(call: string, fn: (err: number, out: number) => T): T {
    return this.guard(call, () => {
      const err = this.scratch + SCRATCH.err;
      const result = fn(err, this.scratch + SCRATCH.out);
      const code = this.i32(err);
      if (code !== 0)
        throw new HeifError(code, this.i32(err + 4), this.cString(this.u32(err + 8)), call);
      return result;
    });
  }

  /** A NUL-terminated string in the heap (at most 1000 bytes; error messages). */
  private cString(ptr: number): string {
    if (!ptr) return '';
    const heap = this.heap();
    let end = ptr;
    while (end < heap.length && heap[end] !== 0 && end - ptr < 1000) end++;
    return new TextDecoder().decode(heap.subarray(ptr, end));
  }

  /** malloc that fails loudly (0 = the heap could not grow). */
  malloc(bytes: number): number {
    const ptr = this.guard('malloc', () => this.m._malloc(bytes));
    if (!ptr) throw new HeifAbort('malloc', `out of memory allocating ${bytes} bytes`);
    return ptr;
  }

  free(ptr: number): void {
    if (ptr && !this.broken) this.m._free(ptr);
  }

  contextAlloc(): number {
    return this.guard('heif_context_alloc', () => this.m._heif_context_alloc());
  }

  contextFree(ctx: number): void {
    if (ctx && !this.broken) this.m._heif_context_free(ctx);
  }

  /** Parses the file at `ptr`; the bytes must stay allocated until the context is freed. */
  readFromMemoryWithoutCopy(ctx: number, ptr: number, size: number): void {
    this.sret('heif_context_read_from_memory_without_copy', (err) =>
      this.m._heif_context_read_from_memory_without_copy(err, ctx, ptr, size, 0),
    );
  }

  primaryImageHandle(ctx: number): number {
    return this.sret('heif_context_get_primary_image_handle', (err, out) => {
      this.m._heif_context_get_primary_image_handle(err, ctx, out);
      return this.u32(out); // read before the check; discarded if it throws
    });
  }

  /** The handle of top-level image `itemId` (another page than the primary). */
  imageHandle(ctx: number, itemId: number): number {
    return this.sret('heif_context_get_image_handle', (err, out) => {
      this.m._heif_context_get_image_handle(err, ctx, itemId, out);
      return this.u32(out); // read before the check; discarded if it throws
    });
  }

  handleRelease(handle: number): void {
    if (handle && !this.broken) this.m._heif_image_handle_release(handle);
  }

  /** Item id; ispe (coded) size; size after transformations; alpha; luma bit depth. */
  handleInfo(handle: number) {
    return this.guard('heif_image_handle_get_*', () => ({
      itemId: this.m._heif_image_handle_get_item_id(handle),
      ispeWidth: this.m._heif_image_handle_get_ispe_width(handle),
      ispeHeight: this.m._heif_image_handle_get_ispe_height(handle),
      displayWidth: this.m._heif_image_handle_get_width(handle),
      displayHeight: this.m._heif_image_handle_get_height(handle),
      hasAlpha: this.m._heif_image_handle_has_alpha_channel(handle) !== 0,
      lumaBits: this.m._heif_image_handle_get_luma_bits_per_pixel(handle),
    }));
  }

  /**
   * The tiling in coded coordinates (process_image_transformations = 0). A non-grid image is
   * one tile of its own size; a grid's edge tiles reach past the image (the 29×100 fixture is one
   * 64×100 tile), and the caller crops.
   */
  imageTiling(handle: number): HeifTiling {
    const t = this.malloc(TILING_BYTES);
    try {
      this.sret('heif_image_handle_get_image_tiling', (err) =>
        this.m._heif_image_handle_get_image_tiling(err, handle, 0, t),
      );
      return {
        columns: this.u32(t + 4),
        rows: this.u32(t + 8),
        tileWidth: this.u32(t + 12),
        tileHeight: this.u32(t + 16),
        imageWidth: this.u32(t + 20),
        imageHeight: this.u32(t + 24),
      };
    } finally {
      this.free(t);
    }
  }

  /**
   * Decoding options with convert_hdr_to_8bit = 1 and, when asked, ignore_transformations = 1:
   * then no clap/irot/imir is applied and tile indices are coded grid positions. (With 0, tile
   * decoding rotates each tile and indexes the displayed grid — measured on the iPhone 8 file.)
   */
  decodingOptionsAlloc(ignoreTransformations: boolean): number {
    return this.guard('heif_decoding_options_alloc', () => {
      const opt = this.m._heif_decoding_options_alloc();
      if (!opt) throw new HeifAbort('heif_decoding_options_alloc', 'returned NULL');
      const heap = this.heap();
      heap[opt + OPT_IGNORE_TRANSFORMATIONS] = ignoreTransformations ? 1 : 0;
      heap[opt + OPT_CONVERT_HDR_TO_8BIT] = 1;
      return opt;
    });
  }

  decodingOptionsFree(opt: number): void {
    if (opt && !this.broken) this.m._heif_decoding_options_free(opt);
  }

  /** Decodes grid tile (tx, ty) to RGBA8. */
  decodeTile(handle: number, opt: number, tx: number, ty: number): HeifRgbaImage {
    const name = `heif_image_handle_decode_image_tile(${tx},${ty})`;
    const image = this.sret(name, (err, out) => {
      this.m._heif_image_handle_decode_image_tile(
        err,
        handle,
        out,
        COLORSPACE_RGB,
        CHROMA_INTERLEAVED_RGBA,
        opt,
        tx,
        ty,
      );
      return this.u32(out); // read before the check; discarded if it throws
    });
    return this.rgbaOf(image, name);
  }

  /** Decodes a whole item to RGBA8 (thumbnails). */
  decodeImage(handle: number, opt: number): HeifRgbaImage {
    const image = this.sret('heif_decode_image', (err, out) => {
      this.m._heif_decode_image(err, handle, out, COLORSPACE_RGB, CHROMA_INTERLEAVED_RGBA, opt);
      return this.u32(out); // read before the check; discarded if it throws
    });
    return this.rgbaOf(image, 'heif_decode_image');
  }

  private rgbaOf(image: number, call: string): HeifRgbaImage {
    return this.guard(call, () => {
      const m = this.m;
      const strideOut = this.scratch + SCRATCH.out2;
      const ptr = m._heif_image_get_plane_readonly2(image, CHANNEL_INTERLEAVED, strideOut);
      const img = {
        image,
        ptr,
        stride: this.u32(strideOut),
        width: m._heif_image_get_width(image, CHANNEL_INTERLEAVED),
        height: m._heif_image_get_height(image, CHANNEL_INTERLEAVED),
      };
      if (!ptr || img.width <= 0 || img.height <= 0 || img.stride < img.width * 4) {
        m._heif_image_release(image);
        throw new HeifError(4, 0, 'the decoded image has no interleaved RGBA plane', call);
      }
      return img;
    });
  }

  /** Frees a decoded image. */
  release(img: HeifRgbaImage): void {
    if (img.image && !this.broken) this.m._heif_image_release(img.image);
  }
}

let instance: LibHeif | null = null;
let loading: Promise<LibHeif> | null = null;
/** libheif.wasm compiled by the host (null: it failed, use the bundle); see loadLibHeif. */
let compiledWasm: Promise<WebAssembly.Module | null> | null = null;

/** libheif's C and embind exports: silent (libde265 prints warnings for damaged streams). */
async function createModule(): Promise<LibheifModule> {
  const quiet = () => undefined;
  const glue = compiledWasm ? import('libheif-js/libheif-wasm/libheif.js') : null;
  const wasm = compiledWasm ? await compiledWasm : null;
  const factory = glue && wasm ? await glue.then((m) => m.default).catch(() => null) : null;
  // A glue that did not load as a module (CommonJS served unconverted) falls back to the bundle.
  if (wasm && typeof factory === 'function') {
    // Instantiating a compiled module takes a few ms; the glue expects it synchronously.
    return factory({
      print: quiet,
      printErr: quiet,
      instantiateWasm: (imports, receive) => receive(new WebAssembly.Instance(wasm, imports)),
    });
  }
  // ≈ 2 MB of JS with the wasm inlined as base64, decoded and compiled synchronously.
  const bundle = await import('libheif-js/libheif-wasm/libheif-bundle.mjs');
  return bundle.default({ print: quiet, printErr: quiet });
}

/**
 * This worker's libheif, instantiated on first use and then reused; a broken instance (after an
 * abort) is replaced by a fresh one. Concurrent callers share one load.
 *
 * @param wasm libheif.wasm already compiled (or compiling) by the host: the worker fetches it
 *   with `WebAssembly.compileStreaming`, which compiles while the bytes arrive and off this
 *   thread, or a helper worker receives the module compiled once by the decoding worker. The
 *   first call that passes one decides for the worker's life. Without one (Node, tests) or when
 *   it failed, the bundle with the wasm inlined is used.
 */
export function loadLibHeif(wasm?: Promise<WebAssembly.Module>): Promise<LibHeif> {
  if (wasm && !compiledWasm) compiledWasm = wasm.catch(() => null);
  if (instance && !instance.broken) return Promise.resolve(instance);
  loading ??= createModule()
    .then((m) => {
      instance = new LibHeif(m);
      return instance;
    })
    .finally(() => (loading = null));
  return loading;
}
