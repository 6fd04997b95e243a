/**
 * The `Range` request header (RFC 9110 §14), for files served in parts: a video player, a PDF
 * viewer or a resumed download of a 300 MB print PNG asks for the bytes it lacks. One range is
 * served (206); several ranges, other units and malformed headers are ignored (the whole file,
 * 200), as the RFC allows; a first byte past the end is unsatisfiable (416). Pure.
 */
import type { ByteRange } from '../storage/blobStorage';

/** What to answer a request for a file of a given size. */
export type RangeAnswer =
  { kind: 'whole' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

const WHOLE: RangeAnswer = { kind: 'whole' };
const SINGLE_RANGE = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i;

/** The answer to `Range: header` for a file of `size` bytes. */
export function rangeAnswerOf(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return WHOLE;
  const m = SINGLE_RANGE.exec(header.trim());
  if (!m) return WHOLE;
  const [, first = '', last = ''] = m;
  if (first === '' && last === '') return WHOLE;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  // Digits only, so both are whole numbers (huge ones compare as huge: past the end).
  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return WHOLE;
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end: Math.min(end, size - 1) } };
}

/** The `Content-Range` value of a partial answer, or of a 416 (`bytes *\/size`). */
export function contentRange(range: ByteRange | null, size: number): string {
  return range ? `bytes ${range.start}-${range.end}/${size}` : `bytes */${size}`;
}
