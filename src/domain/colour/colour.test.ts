import { describe, expect, it } from 'vitest';
import {
  acceptsHexTyping,
  clampAlpha,
  clampChannel,
  DEFAULT_PALETTE,
  GREYS,
  normalizeHex,
  parseColour,
  rgbaToCss,
  TOOLBAR_PALETTE,
  withRecentColour,
} from './colour';

describe('colour', () => {
  it('has the spec palettes: 24 + 5 greys, and 21 in the toolbar, all distinct', () => {
    expect(DEFAULT_PALETTE).toHaveLength(24);
    expect(GREYS).toHaveLength(5);
    expect(TOOLBAR_PALETTE).toHaveLength(21);
    for (const list of [[...DEFAULT_PALETTE, ...GREYS], TOOLBAR_PALETTE])
      expect(new Set(list).size).toBe(list.length);
  });

  it.each([
    ['', true],
    ['#', true],
    ['#1f6feb', true],
    ['1F6FEB', true],
    ['#abc', true],
    ['#1f6feb0', false],
    ['#12g', false],
    ['red', false],
    ['##1', false],
  ])('hex field accepts %j: %s', (text, ok) => expect(acceptsHexTyping(text)).toBe(ok));

  it.each([
    ['#ABC', '#aabbcc'],
    ['1f6feb', '#1f6feb'],
    ['#12345', null],
    ['', null],
  ])('hex %j is %j', (text, hex) => expect(normalizeHex(text)).toBe(hex));

  it.each([
    [-5, 0],
    [0, 0],
    [127.6, 128],
    [255, 255],
    [300, 255],
    ['12', 12],
    ['x', 0],
    ['127,6', 128], // either decimal separator
    ['12a', 0],
  ])('channel %j clamps to %s', (v, n) => expect(clampChannel(v)).toBe(n));

  it.each([
    [-1, 0],
    [0.456, 0.46],
    [2, 1],
    ['0.5', 0.5],
    ['0,5', 0.5], // the Spanish (and any) decimal comma
    [' 0,25 ', 0.25],
    [',75', 0.75],
    ['', 1],
    ['0,5,1', 1],
  ])('alpha %j clamps to %s', (v, n) => expect(clampAlpha(v)).toBe(n));

  it.each([
    [{ r: 31, g: 111, b: 235, a: 1 }, '#1f6feb'],
    [{ r: 31, g: 111, b: 235, a: 0.5 }, 'rgba(31, 111, 235, 0.5)'],
    [{ r: 400, g: -2, b: 0, a: 3 }, '#ff0000'],
  ])('%j is written %j', (rgba, css) => expect(rgbaToCss(rgba)).toBe(css));

  it.each([
    ['#1f6feb', { r: 31, g: 111, b: 235, a: 1 }],
    ['rgba(31, 111, 235, 0.5)', { r: 31, g: 111, b: 235, a: 0.5 }],
    ['rgb(300,0,0)', { r: 255, g: 0, b: 0, a: 1 }],
    ['blue', null],
  ])('%j reads as %j', (css, rgba) => expect(parseColour(css)).toEqual(rgba));

  it('keeps recent colours newest first, without repeats, at most 10', () => {
    let recent: string[] = [];
    for (let i = 0; i < 12; i++)
      recent = withRecentColour(recent, `#0000${i.toString(16).padStart(2, '0')}`);
    expect(recent).toHaveLength(10);
    expect(recent[0]).toBe('#00000b');
    recent = withRecentColour(recent, '#00000A');
    expect(recent[0]).toBe('#00000a');
    expect(recent.filter((c) => c === '#00000a')).toHaveLength(1);
    expect(withRecentColour(recent, 'nonsense')).toEqual(recent);
  });
});
