import { describe, expect, it } from 'vitest';
import { contentRange, rangeAnswerOf } from './byteRange';

const SIZE = 1000;

describe('rangeAnswerOf', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-99', { kind: 'partial', range: { start: 0, end: 99 } }],
    ['bytes=900-', { kind: 'partial', range: { start: 900, end: 999 } }],
    ['bytes=900-5000', { kind: 'partial', range: { start: 900, end: 999 } }],
    ['bytes=-100', { kind: 'partial', range: { start: 900, end: 999 } }],
    ['bytes=-5000', { kind: 'partial', range: { start: 0, end: 999 } }],
    ['BYTES= 5-5 ', { kind: 'partial', range: { start: 5, end: 5 } }],
    ['bytes=999-999', { kind: 'partial', range: { start: 999, end: 999 } }],
    // Unsatisfiable: the first byte is past the end, or an empty suffix.
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=1000-1001', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    // Ignored (the whole file): malformed, other units, several ranges, reversed.
    ['bytes=-', { kind: 'whole' }],
    ['bytes=a-b', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['bytes=10-5', { kind: 'whole' }],
    ['bytes=99999999999999999999-', { kind: 'unsatisfiable' }],
    ['bytes=0-99999999999999999999', { kind: 'partial', range: { start: 0, end: 999 } }],
  ])('%s', (header, expected) => {
    expect(rangeAnswerOf(header, SIZE)).toEqual(expected);
  });

  it('formats Content-Range', () => {
    expect(contentRange({ start: 0, end: 99 }, SIZE)).toBe('bytes 0-99/1000');
    expect(contentRange(null, SIZE)).toBe('bytes */1000');
  });
});
