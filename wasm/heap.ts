/**
 * JS side of the module's memory: allocation that throws instead of returning 0, and byte views.
 *
 * Views into `memory.buffer` are created afresh for every copy because growing memory detaches
 * the old ArrayBuffer; no view is ever handed to callers (every kernel copies its result out).
 */
import type { KernelExports } from './exports';

/** Largest block the module's allocator serves (bytes), just under 4 GiB. */
const MAX_BLOCK = 0xfff00000;

export class Heap {
  constructor(private readonly x: KernelExports) {}

  /** Allocates `bytes`; throws a RangeError when memory cannot grow (the host's limit). */
  alloc(bytes: number): number {
    // Sizes travel as i32: refuse what would wrap (the allocator's own limit is the same).
    if (!(bytes >= 0 && bytes <= MAX_BLOCK)) {
      throw new RangeError(`kernels: ${bytes} bytes exceed what WebAssembly memory can hold`);
    }
    const ptr = this.x.alloc(bytes) >>> 0;
    if (ptr === 0) {
      throw new RangeError(`kernels: out of WebAssembly memory (asked for ${bytes} bytes)`);
    }
    return ptr;
  }

  free(ptr: number): void {
    this.x.free(ptr);
  }

  /** A view of `length` bytes at `ptr`, valid until the next allocation. */
  view(ptr: number, length: number): Uint8Array {
    return new Uint8Array(this.x.memory.buffer, ptr, length);
  }

  /** Allocates and fills a block with `src[0..length)`. */
  copyIn(src: Uint8Array, length: number): number {
    const ptr = this.alloc(length);
    this.view(ptr, length).set(length === src.length ? src : src.subarray(0, length));
    return ptr;
  }

  /**
   * Runs `body` with a list that collects the blocks it allocates, then frees them all — also
   * when `body` throws, so a failed call leaves no block behind.
   */
  scoped<T>(body: (blocks: Blocks) => T): T {
    const blocks = new Blocks(this);
    try {
      return body(blocks);
    } finally {
      blocks.freeAll();
    }
  }
}

/** Blocks allocated for one call. */
export class Blocks {
  private readonly held: number[] = [];

  constructor(private readonly heap: Heap) {}

  alloc(bytes: number): number {
    const ptr = this.heap.alloc(bytes);
    this.held.push(ptr);
    return ptr;
  }

  copyIn(src: Uint8Array, length: number): number {
    const ptr = this.heap.copyIn(src, length);
    this.held.push(ptr);
    return ptr;
  }

  freeAll(): void {
    for (const ptr of this.held) this.heap.free(ptr);
    this.held.length = 0;
  }
}
