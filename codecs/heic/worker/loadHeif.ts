/**
 * The HEIF decoder of this pipeline worker, made ready as soon as a header says HEIC: the decoder
 * chunk imported and libheif's wasm (1.4 MB) compiled once per worker from its own file.
 * `compileStreaming` compiles while the bytes arrive, on V8's background threads, and lets the
 * browser cache the compiled code with the (immutable, hashed) file. The package's bundle with the
 * wasm inlined as base64 costs a 2 MB script to parse and decode, then a synchronous compile.
 * The compiled module is also what a tile helper worker receives (spawnHelper.ts), so the two
 * workers share one compilation and the code V8 optimises for either.
 */
import libheifWasmUrl from 'libheif-js/libheif-wasm/libheif.wasm?url';
import type * as HeifDecoders from './heif';
import type { HeifFile } from './heif';
import { heifItemOf } from './heifFile';
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import type { JobContext, JobState } from '../../../workers/pipeline/context';

type HeifDecoderModule = typeof HeifDecoders;

let compiled: Promise<WebAssembly.Module> | null = null;
let decoder: Promise<HeifDecoderModule> | null = null;

async function compile(): Promise<WebAssembly.Module> {
  const response = await fetch(new URL(libheifWasmUrl, import.meta.url));
  if (!response.ok) throw new Error(`libheif.wasm answered ${response.status}`);
  // compileStreaming needs the application/wasm type; a server without it gets the slow path.
  if (response.headers.get('Content-Type')?.startsWith('application/wasm'))
    return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
}

/**
 * This worker's compiled libheif.wasm: started on the first call (as soon as a header says
 * HEIC), then shared. Rejects where it cannot be fetched (Node); libheif then falls back to its
 * bundle.
 */
export function libheifWasm(): Promise<WebAssembly.Module> {
  compiled ??= compile();
  return compiled;
}

/**
 * The HEIF decoder chunk, with libheif loading from the compiled wasm (started here, before any
 * decode asks for it). Call it as soon as the format is known; every later call shares the load.
 */
export function heifDecoder(): Promise<HeifDecoderModule> {
  // The wasm's fetch and compile start now, beside the chunk's import (not after it: ~35 ms).
  const wasm = libheifWasm();
  wasm.catch(() => undefined); // handled where it is awaited (the bundle fallback); not unhandled
  decoder ??= import('./heif').then((m) => {
    m.preloadLibHeif(wasm).catch(() => undefined); // a decode reports its own failure
    return m;
  });
  return decoder;
}

/**
 * The job's HEIF file, opened once for the embedded preview and the decode (the bytes are copied
 * into the heap and parsed once, not twice), kept in the job's state. Reopened if libheif broke
 * in between (a fresh instance is loaded). The job closes it when it ends (`state.release`).
 * The image is the header's (`primaryItemId`: the primary, or the page asked for).
 */
export async function openJobHeif(
  ctx: JobContext,
  state: JobState,
  header: ImageHeader,
): Promise<HeifFile> {
  // `kept` is this codec's: only this function stores it.
  const kept = state.kept as Promise<HeifFile> | undefined;
  const open = await kept?.catch(() => null);
  if (open && !open.lib.broken) return open;
  open?.close();
  const opening = heifDecoder().then((m) => m.openHeif(ctx.source, ctx.signal, heifItemOf(header)));
  state.kept = opening;
  state.release = () => {
    void opening.then(
      (file) => file.close(),
      () => undefined,
    );
  };
  return opening;
}
