import { describe, expect, it } from 'vitest';
import { parentSideRequest, withPrintSide } from './parentSides';

describe('parentSideRequest (spec canvas §3 parent-window data)', () => {
  it.each([
    [{}, {}],
    [{ isBackSide: false }, { showSide: 'front' }],
    [{ isBackSide: true }, { printSide: 'double', showSide: 'back' }],
    [{ isBackSideSameDesign: true }, { printSide: 'double-same', showSide: 'front' }],
    [{ isReverse: true }, { printSide: 'reversed', showSide: 'front' }],
    [
      { isReverse: true, isBackSideSameDesign: true },
      { printSide: 'reversed', showSide: 'front' },
    ],
    [
      { isBackSide: true, isBackSideSameDesign: true },
      { printSide: 'double-same', showSide: 'front' },
    ],
    [{ isReverse: false, isBackSideSameDesign: false }, {}],
  ])('%j → %j', (fields, request) => {
    expect(parentSideRequest(fields)).toEqual(request);
  });
});

describe('withPrintSide', () => {
  it.each([
    [undefined, undefined, undefined],
    [undefined, 'double', { 'print-sides': ['double'] }],
    [
      { grommets: ['four-corners'] },
      'reversed',
      { grommets: ['four-corners'], 'print-sides': ['reversed'] },
    ],
    [{ 'print-sides': ['single'] }, 'double', { 'print-sides': ['single'] }],
    [{ grommets: ['none'] }, undefined, { grommets: ['none'] }],
  ] as const)('%j + %s → %j', (options, side, expected) => {
    expect(withPrintSide(options, side)).toEqual(expected);
  });
});
