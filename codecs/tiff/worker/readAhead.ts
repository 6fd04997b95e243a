/**
 * Reads compressed pieces in decoding order through the ByteSource, merging neighbours that sit
 * next to each other in the file into one read of up to `maxBytes`, and always requesting the
 * next group while the current one is decoded (reads and decoding overlap). Memory: two groups.
 */
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import type { PieceTable } from './tiffImage';

/** Holes up to this size between neighbouring pieces are read through rather than split. */
const MAX_GAP = 64 * 1024;

interface Group {
  /** Positions in the order, inclusive. */
  first: number;
  last: number;
  start: number;
  data: Promise<Uint8Array>;
}

export class ReadAhead {
  private current: Group | null = null;
  private next: Group | null = null;
  /** Every piece's start, sorted: a gap holding another piece is not read through. */
  private readonly starts: Float64Array;

  constructor(
    private readonly source: ByteSource,
    private readonly table: PieceTable,
    /** Piece-table indices in the order they will be taken. */
    private readonly order: Int32Array,
    private readonly maxBytes: number,
  ) {
    this.starts = Float64Array.from(table.offsets).sort();
  }

  /** The compressed bytes of the piece at position `pos` of the order (clipped at the file end). */
  async take(pos: number): Promise<Uint8Array> {
    const index = this.order[pos]!;
    const offset = this.table.offsets[index]!;
    const count = this.table.counts[index]!;
    if (count === 0) return new Uint8Array(0);
    if (!this.covers(this.current, pos)) {
      if (this.covers(this.next, pos)) this.current = this.next;
      else this.current = this.plan(pos);
      this.next =
        this.current.last + 1 < this.order.length ? this.plan(this.current.last + 1) : null;
    }
    const g = this.current!;
    const data = await g.data;
    const from = offset - g.start;
    return data.subarray(Math.min(from, data.length), Math.min(from + count, data.length));
  }

  private covers(g: Group | null, pos: number): g is Group {
    return g !== null && pos >= g.first && pos <= g.last;
  }

  /** Whether some piece starts in [from, to). */
  private startsWithin(from: number, to: number): boolean {
    const s = this.starts;
    let lo = 0;
    let hi = s.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (s[mid]! < from) lo = mid + 1;
      else hi = mid;
    }
    return lo < s.length && s[lo]! < to;
  }

  private plan(first: number): Group {
    const { offsets, counts } = this.table;
    const order = this.order;
    const start = offsets[order[first]!]!;
    let end = start + counts[order[first]!]!;
    let last = first;
    while (last + 1 < order.length) {
      const i = order[last + 1]!;
      const off = offsets[i]!;
      const c = counts[i]!;
      if (c === 0 || off < end || off - end > MAX_GAP || off + c - start > this.maxBytes) break;
      if (off > end && this.startsWithin(end, off)) break;
      end = off + c;
      last++;
    }
    const data = this.source.read(start, end - start);
    data.catch(() => undefined); // a prefetch nobody awaits must not be an unhandled rejection
    return { first, last, start, data };
  }
}
