/**
 * Incremental PackBits decoder (TIFF 32773) for pieces too large to decode whole; whole pieces
 * go through the `packBitsDecode` kernel.
 */
export class PackBitsDecoder {
  /** Literal bytes still to copy, or repeats still to write. */
  private literal = 0;
  private repeat = 0;
  private value = 0;

  /** Decodes from `src` into `out[outPos..]`; returns [bytes of src consumed, new outPos]. */
  decode(src: Uint8Array, out: Uint8Array, outPos: number): [number, number] {
    let i = 0;
    let o = outPos;
    const n = src.length;
    const end = out.length;
    while (o < end) {
      if (this.repeat > 0) {
        const k = Math.min(this.repeat, end - o);
        out.fill(this.value, o, o + k);
        o += k;
        this.repeat -= k;
        continue;
      }
      if (this.literal > 0) {
        const k = Math.min(this.literal, end - o, n - i);
        if (k === 0) break;
        out.set(src.subarray(i, i + k), o);
        o += k;
        i += k;
        this.literal -= k;
        continue;
      }
      if (i >= n) break;
      const h = src[i]!;
      if (h < 128) {
        this.literal = h + 1;
        i++;
      } else if (h > 128) {
        if (i + 1 >= n) break; // the repeated byte is in the next chunk
        this.repeat = 257 - h;
        this.value = src[i + 1]!;
        i += 2;
      } else {
        i++; // 128: no-op
      }
    }
    return [i, o];
  }
}
