import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { darkRectangles, qrPathData, qrSideModules } from './qrPath';

const matrix = (rows: string[]) => ({
  size: rows.length,
  data: rows.flatMap((r) => [...r].map((c) => c === '#')),
});

describe('darkRectangles', () => {
  it.each<[string, string[], { x: number; y: number; width: number; height: number }[]]>([
    ['one module', ['#'], [{ x: 0, y: 0, width: 1, height: 1 }]],
    ['all light', ['..', '..'], []],
    ['a row run', ['###', '...', '...'], [{ x: 0, y: 0, width: 3, height: 1 }]],
    ['a column merges downwards', ['.#.', '.#.', '.#.'], [{ x: 1, y: 0, width: 1, height: 3 }]],
    ['a full square is one rectangle', ['##', '##'], [{ x: 0, y: 0, width: 2, height: 2 }]],
    [
      'different runs on the next row do not merge',
      ['##.', '###', '...'],
      [
        { x: 0, y: 0, width: 2, height: 1 },
        { x: 0, y: 1, width: 3, height: 1 },
      ],
    ],
    [
      'a gap row ends a rectangle',
      ['#..', '...', '#..'],
      [
        { x: 0, y: 0, width: 1, height: 1 },
        { x: 0, y: 2, width: 1, height: 1 },
      ],
    ],
    [
      'a checkerboard',
      ['#.', '.#'],
      [
        { x: 0, y: 0, width: 1, height: 1 },
        { x: 1, y: 1, width: 1, height: 1 },
      ],
    ],
  ])('%s', (_, rows, expected) => {
    expect(darkRectangles(matrix(rows))).toEqual(expected);
  });

  it('refuses a matrix whose data does not match its side', () => {
    expect(() => darkRectangles({ size: 3, data: [1, 0] })).toThrow(RangeError);
    expect(() => darkRectangles({ size: 0, data: [] })).toThrow(RangeError);
  });

  it.each([
    ['a URL', 'https://example.com'],
    ['an e-mail', 'mailto:ann@example.com'],
    ['a phone', 'tel:+442079460958'],
    ['a 620-byte URL (version 17)', `https://example.com/${'x'.repeat(600)}`],
  ])('covers exactly the dark modules of a real code: %s', (_, payload) => {
    const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
    const size = modules.size;
    const covered = new Uint8Array(size * size);
    for (const r of darkRectangles({ size, data: modules.data })) {
      for (let y = r.y; y < r.y + r.height; y++)
        for (let x = r.x; x < r.x + r.width; x++) covered[y * size + x]!++;
    }
    expect([...covered]).toEqual([...modules.data].map((d) => (d ? 1 : 0)));
  });
});

describe('qrPathData', () => {
  it('places the modules inside the 4-module quiet zone, one closed subpath per rectangle', () => {
    expect(qrPathData(matrix(['#.', '##']))).toBe('M4 4h1v1h-1zM4 5h2v1h-2z');
    expect(qrPathData(matrix(['#.', '#.']))).toBe('M4 4h1v2h-1z');
  });

  it('a real code spans exactly its symbol: finder patterns fill three corners', () => {
    const { modules } = QRCode.create('https://example.com', { errorCorrectionLevel: 'M' });
    const path = qrPathData({ size: modules.size, data: modules.data });
    const numbers = [...path.matchAll(/M(\d+) (\d+)h(\d+)v(\d+)/g)].map((m) =>
      m.slice(1).map(Number),
    );
    const right = Math.max(...numbers.map(([x, , w]) => x! + w!));
    const bottom = Math.max(...numbers.map(([, y, , h]) => y! + h!));
    expect(Math.min(...numbers.map(([x]) => x!))).toBe(4);
    expect(Math.min(...numbers.map(([, y]) => y!))).toBe(4);
    expect(right).toBe(4 + modules.size);
    expect(bottom).toBe(4 + modules.size);
    expect(qrSideModules(modules.size)).toBe(modules.size + 8);
  });
});
