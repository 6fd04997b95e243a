/**
 * Curved text prints curved wherever a design is exported (issue 14): through the export tool
 * page (`npm run export`, the print shop's re-render), where no editor ever ran, a design
 * document with an arched and a hanging text gives a PNG whose ink arches, an SVG with the text
 * as real text placed glyph by glyph, and tiles that equal the one-pass render.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { DesignDocument } from '../../src/domain/export';
import type { ExportToolResult, OnePassComparison } from '../../harness/export/exportToolTypes';
import { fidelityDocument } from './support/exportDesigns';

const PX_PER_INCH = 96;

/** A 10 × 6 in sign at 150 DPI: "CELEBRATE" arched at 60 above "GRAND OPENING" hanging at −40. */
function curvedDocument(): DesignDocument {
  const text = (t: string, curve: number, top: number) => ({
    type: 'Textbox',
    text: t,
    fontFamily: 'Roboto',
    fontSize: 72,
    fill: '#14213d',
    left: 5 * PX_PER_INCH,
    top,
    width: 900,
    textAlign: 'center',
    curve,
    id: `changeable-text-${curve}`,
  });
  // The fidelity design's product and sides, with only the two texts on a white front.
  const document = fidelityDocument(10, 6, 150);
  const front = document.sides.front;
  if (!front) throw new Error('no front');
  document.sides.front = {
    ...front,
    background: '#ffffff',
    objects: [
      text('CELEBRATE', 60, 2 * PX_PER_INCH),
      text('GRAND OPENING', -40, 4.3 * PX_PER_INCH),
    ],
  };
  return document;
}

async function exportWithTool(page: Page, document: DesignDocument) {
  await page.goto('/harness/export.html?budget=default&tileArea=60000');
  await page.waitForFunction(() => typeof window.exportTool?.run === 'function');
  const result: ExportToolResult = await page.evaluate(
    (text) => window.exportTool.run(text),
    JSON.stringify(document),
  );
  const comparison: OnePassComparison = await page.evaluate(
    (text) => window.exportTool.compareOnePass(text, 'front'),
    JSON.stringify(document),
  );
  return { result, comparison };
}

/** For each half of the PNG (top, bottom): the mean ink row at the ends and in the middle. */
function inkRows(page: Page) {
  return page.evaluate(async () => {
    const url = window.exportTool.outputUrl('front.png');
    if (!url) throw new Error('no PNG');
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const { data, width, height } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    const half = (y0: number, y1: number) => {
      const rows: number[] = [];
      const cols: number[] = [];
      for (let y = y0; y < y1; y += 1)
        for (let x = 0; x < width; x += 1) {
          const i = 4 * (y * width + x);
          if (data[i]! < 100 && data[i + 1]! < 100 && data[i + 2]! < 140) {
            rows.push(y);
            cols.push(x);
          }
        }
      const left = Math.min(...cols);
      const right = Math.max(...cols);
      const rowIn = (from: number, to: number) => {
        const ys = rows.filter((_y, k) => {
          const f = (cols[k]! - left) / (right - left);
          return f >= from && f <= to;
        });
        return ys.reduce((a, b) => a + b, 0) / ys.length;
      };
      return {
        ends: (rowIn(0, 0.1) + rowIn(0.9, 1)) / 2,
        middle: rowIn(0.45, 0.55),
        height: Math.max(...rows) - Math.min(...rows),
      };
    };
    return { top: half(0, height / 2), bottom: half(height / 2, height) };
  });
}

test('a curved text prints curved through the export tool, in tiles, PNG and SVG', async ({
  page,
}) => {
  const { result, comparison } = await exportWithTool(page, curvedDocument());
  expect(result.error).toBeUndefined();
  expect(result.problems).toEqual([]);
  expect(result.violations).toEqual([]);
  // Tiles agree with one pass, glyphs turned across tile edges included.
  expect(comparison.tiles).toBeGreaterThanOrEqual(10);
  expect(comparison.maxDiff, JSON.stringify(comparison)).toBeLessThanOrEqual(2);
  expect(comparison.edgeMaxDiff, JSON.stringify(comparison)).toBeLessThanOrEqual(24);
  expect(comparison.worstSeam, JSON.stringify(comparison)).toBeLessThanOrEqual(0.02);

  // The arch's ends are lower than its middle; the hanging text's ends higher than its middle.
  const ink = await inkRows(page);
  expect(ink.top.ends - ink.top.middle, JSON.stringify(ink)).toBeGreaterThan(0.3 * ink.top.height);
  expect(ink.bottom.middle - ink.bottom.ends, JSON.stringify(ink)).toBeGreaterThan(
    0.2 * ink.bottom.height,
  );

  // The SVG keeps both as text, one turned tspan per glyph, in their family.
  const svg = await page.evaluate(async () => {
    const url = window.exportTool.outputUrl('front.svg');
    return url ? (await fetch(url)).text() : '';
  });
  const spans = [
    ...svg.matchAll(/<tspan x="[-\d.]+" y="[-\d.]+" rotate="([-\d.]+)">(.)<\/tspan>/g),
  ];
  expect(spans.map((m) => m[2]).join('')).toBe('CELEBRATEGRANDOPENING');
  const angles = spans.map((m) => Number(m[1]));
  // CELEBRATE turns clockwise from left to right, GRAND OPENING counter-clockwise.
  expect(angles[0]).toBeLessThan(-30);
  expect(angles[8]).toBeGreaterThan(30);
  expect(angles[9]).toBeGreaterThan(10);
  expect(angles[angles.length - 1]).toBeLessThan(-10);
  // Quoted, as every family in our SVGs is (a name with a space or digit needs it).
  expect(svg.match(/font-family="'Roboto'"/g)).toHaveLength(2);
});
