/**
 * The print SVG carries its fonts (issue 14). A new user writes three texts on a yard sign (a
 * printed product: text stays text) — one in Lora italic, one in the script face Pacifico, one in
 * the default Roboto — and takes "Print files": the SVG holds one woff2 `@font-face` per face,
 * each cut down far below the whole face file, every `<text>` names its family, and the SVG
 * opened alone in a fresh page (none of our fonts there) looks like the print PNG, where the same
 * SVG without its faces does not. On vinyl lettering (cut, not printed) the SVG has no text and
 * no fonts: paths only, which also look like the PNG.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { catalogue } from './catalogue';
import { EditorPage } from './pages/EditorPage';
import { exportFront, SVG_PNG_TOLERANCE, svgAgainstPng } from './support/svgRender';

/** Width the SVG and the PNG are compared at, CSS px: letters tens of px tall. */
const COMPARE_WIDTH = 960;
const VINYL_LETTERING = 107;

interface CatalogueFace {
  weight: number;
  style: string;
  files: { subset: string; bytes: number }[];
}
const fontCatalogue = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../server/fonts/catalogue.json'), 'utf8'),
) as { families: { name: string; variants: CatalogueFace[] }[] };

/** Bytes of the whole latin file of a face, as our server serves it. */
function wholeLatinFace(family: string, weight: number, style: string): number {
  const face = fontCatalogue.families
    .find((f) => f.name === family)
    ?.variants.find((v) => v.weight === weight && v.style === style);
  const file = face?.files.find((f) => f.subset === 'latin');
  if (!file) throw new Error(`${family} ${weight} ${style}: no latin file`);
  return file.bytes;
}

/** Adds a text box, types `text`, and gives it `family` (picked by search), italic, 96 pt. */
async function writeText(
  editor: EditorPage,
  page: Page,
  text: string,
  options: {
    family?: string;
    italic?: boolean;
    curve?: number;
    nudge?: { key: string; times: number };
  },
): Promise<string> {
  const id = await editor.writeText(text);
  const tools = page.getByRole('toolbar', { name: 'Text tools' });
  if (options.family) {
    await tools.getByRole('button', { name: 'Font' }).click();
    const picker = page.getByRole('dialog', { name: 'Font' });
    await picker.getByRole('searchbox', { name: 'Search fonts' }).fill(options.family);
    await picker.getByRole('option', { name: options.family, exact: true }).click();
    await expect.poll(async () => (await editor.object(id)).fontFamily).toBe(options.family);
    await page.keyboard.press('Escape');
  }
  if (options.italic) {
    await tools.getByRole('button', { name: 'Italic' }).click();
    await expect.poll(async () => (await editor.object(id)).fontStyle).toBe('italic');
  }
  await tools.getByRole('combobox', { name: 'Font size presets' }).selectOption('96');
  await expect.poll(async () => (await editor.object(id)).fontSize).toBeCloseTo(96 * 1.333, 2);
  if (options.curve !== undefined) {
    await tools.getByRole('button', { name: 'Curve' }).click();
    const field = page.getByRole('dialog', { name: 'Curve' }).getByRole('spinbutton', {
      name: 'Curve',
    });
    await field.fill(String(options.curve));
    await field.press('Enter');
    await expect.poll(async () => (await editor.object(id)).curve).toBe(options.curve);
    await page.keyboard.press('Escape');
  }
  // Placed apart with the arrow keys (10 px a press), the toolbar's field left first.
  await editor.blurControls();
  for (let i = 0; i < (options.nudge?.times ?? 0); i += 1)
    await page.keyboard.press(options.nudge!.key);
  await editor.deselect();
  return id;
}

function expectWithinTolerance(d: { mean: number; farShare: number }, what: string) {
  console.log(
    `${what}: mean ${d.mean.toFixed(2)} levels, ${(100 * d.farShare).toFixed(2)} % of channels > 48 off`,
  );
  expect(d.mean, `${what}: mean difference per channel`).toBeLessThan(SVG_PNG_TOLERANCE.mean);
  expect(d.farShare, `${what}: share of channels > 48 off`).toBeLessThan(
    SVG_PNG_TOLERANCE.farShare,
  );
}

test('a printed product’s SVG embeds each face it uses, cut down, and looks like the PNG', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  await writeText(editor, page, 'Grand Opening', {
    family: 'Lora',
    italic: true,
    nudge: { key: 'ArrowUp', times: 50 },
  });
  await writeText(editor, page, 'Hello there', { family: 'Pacifico' });
  await writeText(editor, page, 'Open 24 hours', { nudge: { key: 'ArrowDown', times: 50 } });

  const { svg, png } = await exportFront(page);

  // One @font-face per face, woff2 data, each far smaller than the face's whole file.
  const faces = [
    ...svg.matchAll(
      /@font-face\{font-family:'([^']+)';font-weight:(\d+);font-style:(\w+);unicode-range:([^;]+);src:url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\) format\('woff2'\)\}/g,
    ),
  ].map(([, family, weight, style, range, data]) => ({
    family: family!,
    weight: Number(weight),
    style: style!,
    range: range!,
    bytes: Buffer.from(data!, 'base64'),
  }));
  expect(faces.map((f) => `${f.family} ${f.weight} ${f.style}`).sort()).toEqual([
    'Lora 400 italic',
    'Pacifico 400 normal',
    'Roboto 400 normal',
  ]);
  for (const face of faces) {
    expect(face.bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const whole = wholeLatinFace(face.family, face.weight, face.style);
    console.log(`${face.family}: subset ${face.bytes.length} B of the whole face's ${whole} B`);
    expect(face.bytes.length, face.family).toBeLessThan(whole / 3);
  }
  // Exactly the characters drawn: 'Hello there' is H, e, l, o, space, t, h, r.
  expect(faces.find((f) => f.family === 'Pacifico')!.range).toBe(
    'U+20,U+48,U+65,U+68,U+6C,U+6F,U+72,U+74',
  );
  // Every text names its family, quoted, and that family is embedded.
  const named = [...svg.matchAll(/<text [^>]*font-family="'([^']+)'"/g)].map((m) => m[1]);
  expect(named.sort()).toEqual(['Lora', 'Pacifico', 'Roboto']);

  // Alone in a fresh page (none of our fonts there), it looks like the PNG; without its faces,
  // in whatever the machine falls back to, it does not.
  const artboard = await editor.artboardPx();
  expectWithinTolerance(
    await svgAgainstPng(context, svg, png, artboard, COMPARE_WIDTH),
    'SVG vs PNG',
  );
  const withoutFaces = svg.replace(/<style>[\s\S]*?<\/style>/, '');
  const fallback = await svgAgainstPng(context, withoutFaces, png, artboard, COMPARE_WIDTH);
  console.log(`the same SVG without its faces: mean ${fallback.mean.toFixed(2)} levels`);
  expect(fallback.farShare).toBeGreaterThan(SVG_PNG_TOLERANCE.farShare);
});

test('vinyl lettering’s SVG has its text as outlines, no fonts, and looks like the PNG', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const editor = new EditorPage(page);
  await editor.openProduct(VINYL_LETTERING);
  await writeText(editor, page, 'Fresh Fish', {
    family: 'Pacifico',
    nudge: { key: 'ArrowLeft', times: 70 },
  });
  // Curved, underlined: the cutter gets the arch and its bars as the PNG has them.
  await writeText(editor, page, 'Dock 7', {
    family: 'Lora',
    italic: true,
    curve: 50,
    nudge: { key: 'ArrowRight', times: 70 },
  });

  const { svg, png } = await exportFront(page);
  expect(svg).not.toContain('<text');
  expect(svg).not.toContain('@font-face');
  const paths = [...svg.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]!);
  expect(paths).toHaveLength(2);
  // Compact: coordinates to 0.01 px at most.
  for (const d of paths) expect(d).not.toMatch(/\.\d{3}/);
  expectWithinTolerance(
    await svgAgainstPng(context, svg, png, await editor.artboardPx(), COMPARE_WIDTH),
    'outlines vs PNG',
  );
});
