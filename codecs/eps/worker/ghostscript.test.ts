/**
 * The optional PostScript renderer on the corpus's EPS files without a preview (Illustrator CS6
 * saved without one, gnuplot with a box away from the origin, Ghostscript's eps2write): each page
 * renders at its bounding box's size with ink on a transparent ground, a band of a page is the
 * same pixels as that band of the whole page, and PostScript that is not a picture fails with
 * corruptImage. Runs the real Ghostscript build (the optional dependency) under Node.
 */
import { readFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import { readHeader } from '../../readHeader';
import { bytesSource } from '../../../src/domain/imaging/byteSource';
import { fixturePath, manifestEntries } from '../../../tests/fixtures';
import { referenceDecodePng } from '../../png/worker/testing/referencePng';
import { postScriptRenderPlan } from '../renderPlan';
import type { GhostscriptFactory } from './ghostscript';
import { renderPostScript } from './ghostscript';
import { epsPageBox, postScriptOf } from './renderEps';

/** Files the display step must draw with the renderer: EPS without a TIFF preview. */
const withoutPreview = manifestEntries().filter(
  (e) => e.format === 'eps' && !('preview' in e.expected),
);

let gs: GhostscriptFactory;
beforeAll(async () => {
  // The optional dependency; under Node its glue reads gs.wasm beside itself.
  const glue = (await import('@okathira/ghostpdl-wasm')) as unknown as {
    default: GhostscriptFactory;
  };
  gs = glue.default;
});

async function pageOf(file: string) {
  const bytes = new Uint8Array(readFileSync(file));
  const source = bytesSource(bytes);
  const header = await readHeader(source);
  return { header, postscript: await postScriptOf(source, header) };
}

function decode(png: Uint8Array) {
  return referenceDecodePng(png, (d) => zlib.inflateSync(d));
}

/** Share of pixels with any alpha (ink). */
function inked(rgba: Uint8Array): number {
  let n = 0;
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i]! > 0) n++;
  return n / (rgba.length / 4);
}

describe('renderPostScript', () => {
  it('the corpus has EPS files without a preview, eps2write among them', () => {
    expect(withoutPreview.map((e) => e.path)).toEqual(
      expect.arrayContaining([
        'eps/illustrator-cs6-no-preview.eps',
        'eps/gnuplot-bbox-nonzero-origin.eps',
        'eps/ghostscript-eps2write-logo.eps',
      ]),
    );
  });

  it.each(withoutPreview.map((e) => [e.path, e] as const))(
    '%s: the whole page at 72 dpi, ink on a transparent ground',
    async (_path, entry) => {
      const { header, postscript } = await pageOf(fixturePath(entry));
      const size = { width: header.width, height: header.height };
      expect(size).toEqual({ width: entry.expected.width, height: entry.expected.height });
      const whole = { x: 0, y: 0, ...size };
      const png = await renderPostScript(
        gs,
        postscript,
        postScriptRenderPlan(epsPageBox(header), whole, size),
      );
      const image = decode(png);
      expect([image.width, image.height]).toEqual([size.width, size.height]);
      const ink = inked(image.rgba);
      expect(ink).toBeGreaterThan(0.005);
      expect(ink).toBeLessThan(0.95);
    },
  );

  it('a band of the page is that band of the whole page (box away from the origin)', async () => {
    const entry = withoutPreview.find((e) => e.path.endsWith('gnuplot-bbox-nonzero-origin.eps'))!;
    const { header, postscript } = await pageOf(fixturePath(entry));
    const box = epsPageBox(header);
    expect(box).toEqual({ x0: 50, y0: 50, x1: 410, y1: 302 });
    // 2 px per point: the whole 360 × 252 pt page, and its right half's lower 100 pt.
    const whole = decode(
      await renderPostScript(
        gs,
        postscript,
        postScriptRenderPlan(
          box,
          { x: 0, y: 0, width: 360, height: 252 },
          { width: 720, height: 504 },
        ),
      ),
    );
    const band = decode(
      await renderPostScript(
        gs,
        postscript,
        postScriptRenderPlan(
          box,
          { x: 180, y: 152, width: 180, height: 100 },
          { width: 360, height: 200 },
        ),
      ),
    );
    expect([band.width, band.height]).toEqual([360, 200]);
    let differing = 0;
    for (let y = 0; y < 200; y++) {
      for (let x = 0; x < 360; x++) {
        const a = ((304 + y) * 720 + 360 + x) * 4;
        const b = (y * 360 + x) * 4;
        if (Math.abs(whole.rgba[a + 3]! - band.rgba[b + 3]!) > 64) differing++;
      }
    }
    expect(inked(band.rgba)).toBeGreaterThan(0.005);
    // Anti-aliasing may differ along an edge; the picture is the same.
    expect(differing / (360 * 200)).toBeLessThan(0.002);
  });

  it('PostScript that fails fails with corruptImage', async () => {
    const broken = new TextEncoder().encode(
      '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\n%%EndComments\nnosuchoperator\n',
    );
    const plan = postScriptRenderPlan(
      { x0: 0, y0: 0, x1: 10, y1: 10 },
      { x: 0, y: 0, width: 10, height: 10 },
      { width: 10, height: 10 },
    );
    const failure = await renderPostScript(gs, broken, plan).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PipelineError);
    expect((failure as PipelineError).failure.key).toBe(PipelineErrorKey.corrupt);
  });
});
