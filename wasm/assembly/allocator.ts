/**
 * The module's memory allocator: an address-ordered first-fit free list with coalescing.
 *
 * Why not AssemblyScript's TLSF (`--runtime minimal|incremental`): TLSF grows memory by at least
 * doubling it, so a 200 MB need could reserve 400 MB — fatal on iOS and it breaks the "memory is
 * bounded by strip + band + output" guarantee. The kernels make a handful of large, long-lived
 * blocks (a strip, weight tables, accumulator rows, the output), so a linear free list costs
 * nothing measurable and grows memory by exactly the pages a request lacks.
 *
 * Layout of a block: a 16-byte header, then the payload (16-byte aligned):
 *   +0 u32 size of the block in bytes, header included (a multiple of 16)
 *   +4 u32 1 when free, 0 when in use
 *   +8 u32 address of the next free block (free blocks only; 0 ends the list)
 * Blocks tile the heap [heapStart, heapEnd) without gaps; memory beyond heapEnd is unused pages.
 */

const HEADER: usize = 16;
const ALIGN_MASK: usize = 15;
/** A free remainder smaller than this stays inside the allocated block (bytes). */
const MIN_SPLIT: usize = 64;
/** Largest request served (bytes): keeps size arithmetic far from u32 overflow. */
const MAX_REQUEST: usize = 0xfff00000;
const PAGE_BITS: usize = 16;

let heapStart: usize = 0;
let heapEnd: usize = 0;
let freeHead: usize = 0;

function ensureInit(): void {
  if (heapStart != 0) return;
  heapStart = (__heap_base + ALIGN_MASK) & ~ALIGN_MASK;
  heapEnd = heapStart;
}

function blockSize(block: usize): usize {
  return <usize>load<u32>(block);
}

function nextFree(block: usize): usize {
  return <usize>load<u32>(block, 8);
}

function setNextFree(block: usize, next: usize): void {
  store<u32>(block, <u32>next, 8);
}

/** Links `block` after `prev` (or at the head when prev is 0). */
function link(prev: usize, block: usize): void {
  if (prev == 0) freeHead = block;
  else setNextFree(prev, block);
}

/** Grows linear memory so that byte `end` (exclusive) is addressable. False when the host refuses. */
function ensureMemory(end: usize): bool {
  const have = (<usize>memory.size()) << PAGE_BITS;
  if (end <= have) return true;
  const pages = <i32>((end - have + 0xffff) >> PAGE_BITS);
  return memory.grow(pages) >= 0;
}

/**
 * Allocates `bytes` bytes (16-byte aligned, contents undefined). Returns 0 when memory cannot
 * grow; the JS side turns that into a RangeError.
 */
export function alloc(bytes: usize): usize {
  ensureInit();
  if (bytes > MAX_REQUEST) return 0;
  const size = (bytes + HEADER + ALIGN_MASK) & ~ALIGN_MASK;
  let prev: usize = 0;
  let block = freeHead;
  while (block != 0) {
    const have = blockSize(block);
    if (have >= size) {
      const next = nextFree(block);
      if (have - size >= MIN_SPLIT) {
        const rest = block + size;
        store<u32>(rest, <u32>(have - size));
        store<u32>(rest, 1, 4);
        setNextFree(rest, next);
        link(prev, rest);
        store<u32>(block, <u32>size);
      } else {
        link(prev, next);
      }
      store<u32>(block, 0, 4);
      return block + HEADER;
    }
    prev = block;
    block = nextFree(block);
  }
  // No fit: extend the heap, reusing a free block that ends exactly at heapEnd.
  let start = heapEnd;
  const tailIsFree = prev != 0 && prev + blockSize(prev) == heapEnd;
  if (tailIsFree) start = prev;
  if (size > 0xffffffff - start) return 0;
  if (!ensureMemory(start + size)) return 0;
  if (tailIsFree) {
    // prev is the last free block; find its predecessor to unlink it.
    let before: usize = 0;
    let b = freeHead;
    while (b != prev) {
      before = b;
      b = nextFree(b);
    }
    link(before, 0);
  }
  store<u32>(start, <u32>size);
  store<u32>(start, 0, 4);
  heapEnd = start + size;
  return start + HEADER;
}

/** Returns a block from `alloc` to the free list, merging it with free neighbours. 0 is ignored. */
export function free(ptr: usize): void {
  if (ptr == 0) return;
  const block = ptr - HEADER;
  if (load<u32>(block, 4) != 0) return; // already free: ignore a double free
  store<u32>(block, 1, 4);
  let prev: usize = 0;
  let next = freeHead;
  while (next != 0 && next < block) {
    prev = next;
    next = nextFree(next);
  }
  // Merge with the following free block.
  if (next != 0 && block + blockSize(block) == next) {
    store<u32>(block, <u32>(blockSize(block) + blockSize(next)));
    next = nextFree(next);
  }
  setNextFree(block, next);
  // Merge into the preceding free block, or link after it.
  if (prev != 0 && prev + blockSize(prev) == block) {
    store<u32>(prev, <u32>(blockSize(prev) + blockSize(block)));
    setNextFree(prev, next);
  } else {
    link(prev, block);
  }
}

/** End of the highest block ever handed out (bytes): what the heap has used, for tests. */
export function heapTop(): usize {
  ensureInit();
  return heapEnd;
}
