/**
 * Text prints exactly as it looks (issue 14, the fidelity bar). A shopper sets six texts in six
 * families — a sans, an italic, a script face, a slab, an auto-fit one and a curved one — and
 * exports the print files. In the print PNG each text's ink matches a reference drawing of the
 * same word in the same face at the size it was drawn (the curved one glyph by glyph on its arc),
 * and clearly differs from the same word in the fallback face. The SVG, opened alone in a page
 * that has none of the fonts, looks like the PNG.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { LineGlyph } from '../../src/domain/text/curve';
import { placeGlyphs } from '../../src/domain/text/curve';
import { catalogue } from './catalogue';
import type { DesignObject } from './pages/EditorPage';
import { boxOf, EditorPage } from './pages/EditorPage';
import { exportFront, SVG_PNG_TOLERANCE, svgAgainstPng } from './support/svgRender';

interface Sample {
  word: string;
  family: string;
  italic?: boolean;
  autoFit?: boolean;
  curve?: number;
  /** Where its centre goes, in fractions of the artboard. */
  at: { x: number; y: number };
}

const SAMPLES: Sample[] = [
  { word: 'Harbour', family: 'Roboto', at: { x: 0.25, y: 0.2 } },
  { word: 'Lantern', family: 'Lora', italic: true, at: { x: 0.75, y: 0.2 } },
  { word: 'Bakery', family: 'Pacifico', at: { x: 0.25, y: 0.5 } },
  { word: 'Market', family: 'Roboto Slab', at: { x: 0.75, y: 0.5 } },
  { word: 'Vintage', family: 'Playfair Display', autoFit: true, at: { x: 0.25, y: 0.8 } },
  { word: 'Rainbow', family: 'Oswald', curve: 40, at: { x: 0.75, y: 0.8 } },
];

async function addSample(editor: EditorPage, page: Page, sample: Sample): Promise<string> {
  const id = await editor.writeText(sample.word);
  const tools = page.getByRole('toolbar', { name: 'Text tools' });
  const size = tools.getByRole('textbox', { name: 'Font size' });
  await size.fill('60');
  await size.press('Enter');
  if (sample.family !== 'Roboto') {
    await tools.getByRole('button', { name: 'Font' }).click();
    const picker = page.getByRole('dialog', { name: 'Font' });
    await picker.getByRole('searchbox', { name: 'Search fonts' }).fill(sample.family);
    await picker.getByRole('option', { name: sample.family, exact: true }).last().click();
    await expect.poll(async () => (await editor.object(id)).fontFamily).toBe(sample.family);
    await page.keyboard.press('Escape');
  }
  if (sample.italic) {
    await tools.getByRole('button', { name: 'Italic' }).click();
    await expect.poll(async () => (await editor.object(id)).fontStyle).toBe('italic');
  }
  if (sample.autoFit) {
    // Auto-fit on, then a size the box cannot hold: drawn smaller, as the export must.
    await tools.getByRole('button', { name: 'Auto-fit' }).click();
    await size.fill('90');
    await size.press('Enter');
    await expect.poll(async () => (await editor.object(id)).authoredFontSize).toBeCloseTo(120, 0);
  }
  if (sample.curve !== undefined) {
    await tools.getByRole('button', { name: 'Curve' }).click();
    const field = page.getByRole('dialog', { name: 'Curve' }).getByRole('spinbutton', {
      name: 'Curve',
    });
    await field.fill(String(sample.curve));
    await field.press('Enter');
    await expect.poll(async () => (await editor.object(id)).curve).toBe(sample.curve);
    await page.keyboard.press('Escape');
  }
  const board = await editor.artboardPx();
  const box = boxOf(await editor.object(id));
  await editor.dragObject(id, {
    x: sample.at.x * board.width - (box.left + box.width / 2),
    y: sample.at.y * board.height - (box.top + box.height / 2),
  });
  await editor.deselect();
  return id;
}

/** A reference drawing: a word straight, or its glyphs placed on an arc (curve.ts). */
type Reference =
  | { font: string; word: string }
  | {
      font: string;
      glyphs: { char: string; x: number; y: number; angle: number; width: number }[];
    };

/** The word's glyphs as the page's canvas advances them in `font` (kerning left out). */
function advances(page: Page, font: string, word: string): Promise<LineGlyph[]> {
  return page.evaluate(
    ([f, w]) => {
      const ctx = new OffscreenCanvas(1, 1).getContext('2d')!;
      ctx.font = f;
      const chars = [...w];
      return chars.map((char, i) => ({
        char,
        left: ctx.measureText(chars.slice(0, i).join('')).width,
        width: ctx.measureText(char).width,
      }));
    },
    [font, word] as const,
  );
}

/** How `object`'s word is drawn in `font`, straight or on its arc. */
async function reference(
  page: Page,
  font: string,
  object: DesignObject,
  size: number,
): Promise<Reference> {
  const word = object.text!;
  if (!object.curve) return { font, word };
  const glyphs = await advances(page, font, word);
  const line = { baseline: 0, ascent: size, descent: size / 3, glyphs };
  return { font, glyphs: placeGlyphs(object.curve, [line]) };
}

interface Likeness {
  /** Ink overlap (intersection over union) with the same word drawn in its own face. */
  own: number;
  /** The same with the word drawn in the fallback face. */
  fallback: number;
}

/**
 * Compares the ink of each text's region of the PNG (dark pixels) with the same word drawn by
 * the page's canvas in the face (loaded by the editor) and in the generic fallback, at the size
 * it was drawn in the PNG; the inks are aligned at their top-left corners.
 */
function likeness(
  page: Page,
  png: Buffer,
  scale: number,
  texts: { box: ReturnType<typeof boxOf>; own: Reference; fallback: Reference; size: number }[],
): Promise<Likeness[]> {
  return page.evaluate(
    async ([b64, k, items]) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      // Ink of an RGBA picture: a bit per pixel darker than mid-grey, and its bounding box.
      const inkOf = (data: Uint8ClampedArray, w: number, h: number) => {
        const ink = new Uint8Array(w * h);
        let x0 = w;
        let y0 = h;
        let x1 = -1;
        let y1 = -1;
        for (let y = 0; y < h; y++)
          for (let x = 0; x < w; x++) {
            const i = (y * w + x) * 4;
            const alpha = data[i + 3]! / 255;
            const lum = (data[i]! * 0.3 + data[i + 1]! * 0.59 + data[i + 2]! * 0.11) * alpha;
            if (alpha > 0.5 && lum < 128) {
              ink[y * w + x] = 1;
              x0 = Math.min(x0, x);
              y0 = Math.min(y0, y);
              x1 = Math.max(x1, x);
              y1 = Math.max(y1, y);
            }
          }
        return { ink, w, x0, y0, x1, y1 };
      };
      type Ink = ReturnType<typeof inkOf>;
      const iou = (a: Ink, b: Ink) => {
        const w = Math.max(a.x1 - a.x0, b.x1 - b.x0) + 1;
        const h = Math.max(a.y1 - a.y0, b.y1 - b.y0) + 1;
        let both = 0;
        let either = 0;
        for (let y = 0; y < h; y++)
          for (let x = 0; x < w; x++) {
            const pa = a.x0 + x <= a.x1 && a.y0 + y <= a.y1 && a.ink[(a.y0 + y) * a.w + a.x0 + x];
            const pb = b.x0 + x <= b.x1 && b.y0 + y <= b.y1 && b.ink[(b.y0 + y) * b.w + b.x0 + x];
            if (pa && pb) both++;
            if (pa || pb) either++;
          }
        return either === 0 ? 0 : both / either;
      };
      const drawn = (ref: Reference, size: number) => {
        const length = 'word' in ref ? ref.word.length : ref.glyphs.length;
        const w = Math.ceil(size * length * 1.2 + 2 * size);
        const h = Math.ceil(size * length * 0.6 + 2 * size);
        const ctx = new OffscreenCanvas(w, h).getContext('2d')!;
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, w, h);
        ctx.fillStyle = '#000';
        ctx.font = ref.font;
        if ('word' in ref) {
          ctx.textBaseline = 'middle';
          ctx.fillText(ref.word, size, h / 2);
        } else {
          // Each glyph turned about its baseline centre, as the editor draws curved text.
          for (const g of ref.glyphs) {
            ctx.save();
            ctx.translate(w / 2 + g.x, h / 2 + g.y);
            ctx.rotate(g.angle);
            ctx.fillText(g.char, -g.width / 2, 0);
            ctx.restore();
          }
        }
        return inkOf(ctx.getImageData(0, 0, w, h).data, w, h);
      };
      return items.map(({ box, own, fallback, size }) => {
        const pad = 8;
        const x = Math.max(0, Math.floor(box.left * k) - pad);
        const y = Math.max(0, Math.floor(box.top * k) - pad);
        const w = Math.min(bitmap.width - x, Math.ceil(box.width * k) + 2 * pad);
        const h = Math.min(bitmap.height - y, Math.ceil(box.height * k) + 2 * pad);
        const ctx = new OffscreenCanvas(w, h).getContext('2d')!;
        ctx.drawImage(bitmap, x, y, w, h, 0, 0, w, h);
        const printed = inkOf(ctx.getImageData(0, 0, w, h).data, w, h);
        return {
          own: iou(printed, drawn(own, size)),
          fallback: iou(printed, drawn(fallback, size)),
        };
      });
    },
    [png.toString('base64'), scale, texts] as const,
  );
}

test('six families print in their own faces, and the SVG looks like the PNG without them', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const ids: string[] = [];
  for (const sample of SAMPLES) ids.push(await addSample(editor, page, sample));

  const { svg, png } = await exportFront(page);
  const pngWidth = png.readUInt32BE(16);
  const board = await editor.artboardPx();
  const scale = pngWidth / board.width;

  const texts = await Promise.all(
    ids.map(async (id) => {
      const object = await editor.object(id);
      const size = object.fontSize! * scale;
      const face = `${object.fontStyle ?? 'normal'} ${object.fontWeight ?? 400} ${size}px`;
      // A curved text is boxed by its bent glyphs, not by the straight size the design keeps:
      // looked for in a square about its centre.
      const straight = boxOf(object);
      const side = Math.max(straight.width, straight.height);
      const box = object.curve
        ? {
            left: straight.left + straight.width / 2 - side / 2,
            top: straight.top + straight.height / 2 - side / 2,
            width: side,
            height: side,
          }
        : straight;
      return {
        box,
        size,
        own: await reference(page, `${face} "${object.fontFamily}"`, object, size),
        fallback: await reference(page, `${face} sans-serif`, object, size),
      };
    }),
  );
  const results = await likeness(page, png, scale, texts);
  SAMPLES.forEach((sample, i) => {
    const r = results[i]!;
    console.log(
      `${sample.family}${sample.italic ? ' italic' : ''}${sample.autoFit ? ' auto-fit' : ''}` +
        `${sample.curve ? ' curved' : ''}: ` +
        `own face ${r.own.toFixed(3)}, fallback ${r.fallback.toFixed(3)}`,
    );
    expect(r.own, `${sample.family}: the printed word is the word in its face`).toBeGreaterThan(
      0.8,
    );
    // Measured: 0.92–0.99 with the face; with the fallback 0.14–0.26, but 0.70 for Roboto
    // against this machine's sans-serif, a face of the same build. Its own face still wins
    // by 0.2 or more; a fallback in the print file scores as the fallback does here.
    expect(r.own - r.fallback, `${sample.family}: and clearly not the fallback`).toBeGreaterThan(
      0.12,
    );
  });

  // The SVG alone, in a page with none of the fonts: its embedded faces draw it as the PNG.
  const d = await svgAgainstPng(context, svg, png, board, 960);
  console.log(
    `SVG vs PNG: mean ${d.mean.toFixed(2)} levels, ${(100 * d.farShare).toFixed(2)} % far`,
  );
  expect(d.mean).toBeLessThan(SVG_PNG_TOLERANCE.mean);
  expect(d.farShare).toBeLessThan(SVG_PNG_TOLERANCE.farShare);
});
