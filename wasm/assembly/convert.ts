/**
 * Sample-format conversions to RGBA8. Pointers are byte offsets into linear memory; the JS side
 * validates sizes, so these loops do no bounds checks. Pixels are written as one little-endian
 * u32 (R in the low byte), which is RGBA byte order.
 */

/** Opaque alpha in the top byte of a little-endian RGBA u32. */
const OPAQUE: u32 = 0xff000000;

/**
 * floor(x / 255) for 0 ≤ x ≤ 65535 without a division (exhaustively checked by the tests through
 * cmykToRgba).
 */
function div255(x: u32): u32 {
  return (x + 1 + (x >>> 8)) >>> 8;
}

/** CMYK → RGBA: R = round((255 − C)(255 − K) / 255); `inverted` data stores 255 − ink. */
export function cmykToRgba(src: usize, dst: usize, pixels: i32, inverted: bool): void {
  const end = src + ((<usize>pixels) << 2);
  let s = src;
  let d = dst;
  const flip: u32 = inverted ? 0 : 0xffffffff;
  while (s < end) {
    const v = load<u32>(s) ^ flip; // each byte is now 255 − ink
    const k = v >>> 24;
    const r = div255((v & 0xff) * k + 127);
    const g = div255(((v >>> 8) & 0xff) * k + 127);
    const b = div255(((v >>> 16) & 0xff) * k + 127);
    store<u32>(d, r | (g << 8) | (b << 16) | OPAQUE);
    s += 4;
    d += 4;
  }
}

/**
 * 16-bit samples → 8 bits: round(v / 257) = floor((v + 128) / 257) = ((v + 128) · 65281) >> 24
 * (257 is odd, so no value is a tie; the product stays below 2^32; tested exhaustively).
 */
export function sixteenToEight(src: usize, dst: usize, samples: i32, littleEndian: bool): void {
  const end = dst + <usize>samples;
  const hiAt: usize = littleEndian ? 1 : 0; // offset of the high byte within a sample
  let s = src;
  let d = dst;
  while (d < end) {
    const v = ((<u32>load<u8>(s + hiAt)) << 8) | (<u32>load<u8>(s + (hiAt ^ 1)));
    store<u8>(d, <u8>(((v + 128) * 65281) >>> 24));
    s += 2;
    d += 1;
  }
}

/** Planar channels → RGBA8. `count` planes at p0..p3 (unused pointers ignored). */
export function planarToRgba(
  p0: usize,
  p1: usize,
  p2: usize,
  p3: usize,
  count: i32,
  dst: usize,
  pixels: i32,
): void {
  const n = <usize>pixels;
  for (let i: usize = 0; i < n; i++) {
    let v: u32;
    if (count == 1) {
      v = (<u32>load<u8>(p0 + i) * 0x010101) | OPAQUE;
    } else if (count == 2) {
      v = (<u32>load<u8>(p0 + i) * 0x010101) | ((<u32>load<u8>(p1 + i)) << 24);
    } else if (count == 3) {
      v =
        (<u32>load<u8>(p0 + i)) |
        ((<u32>load<u8>(p1 + i)) << 8) |
        ((<u32>load<u8>(p2 + i)) << 16) |
        OPAQUE;
    } else {
      v =
        (<u32>load<u8>(p0 + i)) |
        ((<u32>load<u8>(p1 + i)) << 8) |
        ((<u32>load<u8>(p2 + i)) << 16) |
        ((<u32>load<u8>(p3 + i)) << 24);
    }
    store<u32>(dst + (i << 2), v);
  }
}

/** Interleaved 8-bit samples with 1–4 channels → RGBA8 (gray is replicated, missing alpha 255). */
export function interleavedToRgba(src: usize, dst: usize, pixels: i32, channels: i32): void {
  const n = <usize>pixels;
  if (channels == 4) {
    memory.copy(dst, src, n << 2);
    return;
  }
  let s = src;
  let d = dst;
  const end = dst + (n << 2);
  if (channels == 3) {
    while (d < end) {
      store<u32>(
        d,
        (<u32>load<u8>(s)) | ((<u32>load<u8>(s, 1)) << 8) | ((<u32>load<u8>(s, 2)) << 16) | OPAQUE,
      );
      s += 3;
      d += 4;
    }
  } else if (channels == 2) {
    while (d < end) {
      store<u32>(d, (<u32>load<u8>(s) * 0x010101) | ((<u32>load<u8>(s, 1)) << 24));
      s += 2;
      d += 4;
    }
  } else {
    while (d < end) {
      store<u32>(d, (<u32>load<u8>(s) * 0x010101) | OPAQUE);
      s += 1;
      d += 4;
    }
  }
}
