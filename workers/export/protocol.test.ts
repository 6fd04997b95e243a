/**
 * The PNG export worker's messages are checked before use (postMessage is a trust boundary):
 * `begin` with its thumbnail sides, `band` with its tiles, `finish` and `abort`.
 */
import { describe, expect, it } from 'vitest';
import { isExportRequest } from './protocol';

const begin = {
  type: 'begin',
  id: 1,
  width: 7200,
  height: 14400,
  dpi: 150,
  alpha: true,
  guardMaxArea: null,
  thumbnailSides: [240, 960],
};

describe('isExportRequest', () => {
  it.each<[string, unknown, boolean]>([
    ['a begin', begin, true],
    ['a begin without thumbnails', { ...begin, thumbnailSides: [] }, true],
    ['a begin with the guard', { ...begin, guardMaxArea: 5_000_000 }, true],
    ['thumbnail sides missing', { ...begin, thumbnailSides: undefined }, false],
    ['a thumbnail side of 0', { ...begin, thumbnailSides: [0] }, false],
    ['a fractional thumbnail side', { ...begin, thumbnailSides: [240.5] }, false],
    ['a thumbnail side over 4096', { ...begin, thumbnailSides: [5000] }, false],
    ['more than 4 thumbnails', { ...begin, thumbnailSides: [1, 2, 3, 4, 5] }, false],
    ['a fractional width', { ...begin, width: 10.5 }, false],
    ['a DPI that is not a number', { ...begin, dpi: '150' }, false],
    ['a band without tiles', { type: 'band', id: 1, y: 0, height: 10 }, false],
    ['a band of no tiles', { type: 'band', id: 1, y: 0, height: 10, tiles: [] }, true],
    ['a finish', { type: 'finish', id: 1 }, true],
    ['an abort', { type: 'abort', id: 1 }, true],
    ['an unknown type', { type: 'render', id: 1 }, false],
    ['no id', { type: 'finish' }, false],
    ['null', null, false],
  ])('%s', (_, message, ok) => {
    expect(isExportRequest(message)).toBe(ok);
  });
});
