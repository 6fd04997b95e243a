import { describe, expect, it } from 'vitest';
import { drawnInWorker, parseTransform } from './rasterSvg';

const close = (got: number[], want: number[]) =>
  got.forEach((v, i) => expect(v).toBeCloseTo(want[i]!, 9));

describe('parseTransform: the SVG 1.1 transform list as a canvas matrix', () => {
  it.each<[string, number[]]>([
    ['', [1, 0, 0, 1, 0, 0]],
    ['translate(10)', [1, 0, 0, 1, 10, 0]],
    ['translate(10, -5)', [1, 0, 0, 1, 10, -5]],
    ['scale(2)', [2, 0, 0, 2, 0, 0]],
    ['scale(2 3)', [2, 0, 0, 3, 0, 0]],
    ['rotate(90)', [0, 1, -1, 0, 0, 0]],
    ['rotate(90 10 10)', [0, 1, -1, 0, 20, 0]],
    ['skewX(45)', [1, 0, 1, 1, 0, 0]],
    ['matrix(1 2 3 4 5 6)', [1, 2, 3, 4, 5, 6]],
    // Applied left to right: translate first, then scale inside it.
    ['translate(10 20) scale(2)', [2, 0, 0, 2, 10, 20]],
    ['scale(2) translate(10 20)', [2, 0, 0, 2, 20, 40]],
  ])('%s', (value, want) => close(parseTransform(value), want));

  it.each(['translate(a)', 'perspective(3)', 'scale(2) junk'])('%s is refused', (value) => {
    expect(() => parseTransform(value)).toThrow();
  });
});

describe('drawnInWorker: shapes with flat paint are drawn in the worker, the rest on the main thread', () => {
  const doc = (body: string, root = '') =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"${root}>${body}</svg>`;
  it.each<[string, string, boolean]>([
    [
      'paths, shapes, groups',
      doc(
        '<g transform="rotate(3)"><path d="M0 0L9 9"/><rect width="5" height="5"/><circle r="3"/></g>',
      ),
      true,
    ],
    [
      'hsl() colours and a style attribute',
      doc('<rect width="5" height="5" style="fill:hsl(10 50% 50%)"/>'),
      true,
    ],
    ['title and desc', doc('<title>Logo</title><desc>ok</desc><ellipse rx="3" ry="2"/>'), true],
    ['text', doc('<text x="1" y="9">Hi</text>'), false],
    [
      'a gradient',
      doc('<defs><linearGradient id="g"/></defs><rect width="5" height="5" fill="url(#g)"/>'),
      false,
    ],
    ['use', doc('<use href="#a"/>'), false],
    ['a nested svg', doc('<svg width="5" height="5"><rect width="5" height="5"/></svg>'), false],
    ['a clip path', doc('<rect width="5" height="5" clip-path="url(#c)"/>'), false],
    ['a filter in a style', doc('<rect width="5" height="5" style="filter:blur(2px)"/>'), false],
  ])('%s', (_, svg, expected) => expect(drawnInWorker(svg)).toBe(expected));
});
