import { describe, expect, it } from 'vitest';
import { postScriptArguments, postScriptRenderPlan } from './renderPlan';

describe('postScriptRenderPlan', () => {
  // gnuplot's box starts at 50,50 (tests/corpus/eps/gnuplot-bbox-nonzero-origin.eps).
  const box = { x0: 50, y0: 50, x1: 410, y1: 302 };
  it.each([
    [
      'whole page at 72 dpi',
      { x: 0, y: 0, width: 360, height: 252 },
      [360, 252],
      [72, 72, -50, -50],
    ],
    [
      'whole page at 300 dpi',
      { x: 0, y: 0, width: 360, height: 252 },
      [1500, 1050],
      [300, 300, -50, -50],
    ],
    [
      'top-right quarter, 4×',
      { x: 180, y: 0, width: 180, height: 126 },
      [720, 504],
      [288, 288, -230, -176],
    ],
    [
      'bottom band, stretched',
      { x: 0, y: 200, width: 360, height: 52 },
      [720, 52],
      [144, 72, -50, -50],
    ],
  ])('%s', (_name, region, [w, h], [dpiX, dpiY, tx, ty]) => {
    expect(postScriptRenderPlan(box, region, { width: w!, height: h! })).toEqual({
      width: w,
      height: h,
      dpiX,
      dpiY,
      translateX: tx,
      translateY: ty,
      ground: 'transparent',
    });
  });

  it('names the size, resolution and translation on the command line', () => {
    const plan = postScriptRenderPlan(
      box,
      { x: 0, y: 0, width: 360, height: 252 },
      {
        width: 100,
        height: 70,
      },
    );
    const args = postScriptArguments(plan, '/in.eps', '/out.png');
    expect(args).toContain('-g100x70');
    expect(args).toContain('-r20x20');
    expect(args).toContain('-dSAFER');
    expect(args).toContain('-sDEVICE=pngalpha');
    const white = postScriptRenderPlan(
      box,
      { x: 0, y: 0, width: 1, height: 1 },
      { width: 1, height: 1 },
      'white',
    );
    expect(postScriptArguments(white, '/in.eps', '/out.png')).toContain('-sDEVICE=png16m');
    expect(args.slice(-4)).toEqual(['-c', '-50 -50 translate', '-f', '/in.eps']);
  });
});
