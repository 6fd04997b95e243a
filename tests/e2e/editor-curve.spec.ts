/**
 * Curved text as a new user makes it (issue 14, "curve it"): add a text box, type, set Curve to
 * 60 in the text toolbar — the text is drawn arched on the canvas (its ends lower than its
 * middle) — undo straightens it, redo arches it again; then "Print files": the PNG shows the
 * arch, and the SVG, opened alone in a fresh page with the text's face, renders as the PNG does.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { cropRgb, exportFront, rgbDifference, rgbOf, SVG_PNG_TOLERANCE } from './support/svgRender';
import { catalogue } from './catalogue';
import type { Point } from './pages/EditorPage';
import { EditorPage } from './pages/EditorPage';

/** Width the SVG and the PNG are compared at, CSS px (the text is then about 80 px tall). */
const COMPARE_WIDTH = 960;

/** Where dark ink is in a PNG drawn over white: its box and each ink column's mean row. */
interface Ink {
  box: { left: number; top: number; right: number; bottom: number };
  /** Mean y of the ink in each column from box.left to box.right (NaN: none there). */
  columns: number[];
  pixels: number;
}

/**
 * The ink of `png` (r, g and b all under 100), decoded in the page; scaled to `size` first
 * when given.
 */
function inkOf(page: Page, png: Buffer, size?: { width: number; height: number }): Promise<Ink> {
  return page.evaluate(
    async ([b64, w, h]) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const blob = new Blob([bytes], { type: 'image/png' });
      const bitmap = await createImageBitmap(
        blob,
        w ? { resizeWidth: w, resizeHeight: h, resizeQuality: 'high' } : {},
      );
      const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, bitmap.width, bitmap.height);
      ctx.drawImage(bitmap, 0, 0);
      const { data, width, height } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      const sums = new Float64Array(width);
      const counts = new Uint32Array(width);
      const box = { left: width, top: height, right: -1, bottom: -1 };
      let pixels = 0;
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          const i = 4 * (y * width + x);
          if (data[i]! < 100 && data[i + 1]! < 100 && data[i + 2]! < 100) {
            sums[x] = sums[x]! + y;
            counts[x] = counts[x]! + 1;
            pixels += 1;
            box.left = Math.min(box.left, x);
            box.right = Math.max(box.right, x);
            box.top = Math.min(box.top, y);
            box.bottom = Math.max(box.bottom, y);
          }
        }
      }
      const columns: number[] = [];
      for (let x = box.left; x <= box.right; x += 1)
        columns.push(counts[x] ? sums[x]! / counts[x]! : Number.NaN);
      return { box, columns, pixels };
    },
    [png.toString('base64'), size?.width ?? 0, size?.height ?? 0] as const,
  );
}

/** Mean ink row of the columns in [from, to) of the ink's width (fractions). */
function rowOf(ink: Ink, from: number, to: number): number {
  const n = ink.columns.length;
  const rows = ink.columns.slice(Math.floor(from * n), Math.ceil(to * n)).filter((y) => y === y);
  return rows.reduce((a, b) => a + b, 0) / rows.length;
}

/** How much lower (px) the ink's two ends sit than its middle. */
function sag(ink: Ink): number {
  const ends = (rowOf(ink, 0, 0.1) + rowOf(ink, 0.9, 1)) / 2;
  return ends - rowOf(ink, 0.45, 0.55);
}

/** The ink on screen around `centre` (a region `half` px each side), the selection cleared. */
async function screenInk(editor: EditorPage, centre: Point, half: Point): Promise<Ink> {
  const png = await editor.page.screenshot({
    clip: { x: centre.x - half.x, y: centre.y - half.y, width: 2 * half.x, height: 2 * half.y },
    animations: 'disabled',
  });
  return inkOf(editor.page, png);
}

test('a text curved from the toolbar is drawn arched, undone, redone and printed alike in PNG and SVG', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const editor = new EditorPage(page);
  // The woff2 files of the faces the editor loads, for the page that opens the SVG alone.
  const faces = new Set<string>();
  page.on('response', (r) => {
    if (r.url().endsWith('.woff2') && r.ok()) faces.add(r.url());
  });
  await editor.openProduct(catalogue.yardSign.id);
  // Text → Add a text box: it appears in editing, its placeholder selected; typing replaces it.
  await editor.openPanel('Text');
  await editor.panel.getByRole('button', { name: 'Add a text box' }).click();
  let id = '';
  await expect.poll(async () => (id = (await editor.objectIds())[0] ?? '')).not.toBe('');
  await expect.poll(async () => (await editor.state()).selection.editingText).toBe(true);
  await page.keyboard.type('CELEBRATE');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await editor.object(id)).text).toBe('CELEBRATE');
  await editor.closePanel('Text');
  await editor.deselect();
  await editor.select(id);
  const tools = page.getByRole('toolbar', { name: 'Text tools' });
  await tools.getByRole('combobox', { name: 'Font size presets' }).selectOption('144');
  await expect.poll(async () => (await editor.object(id)).fontSize).toBeCloseTo(144 * 1.333, 3);

  const zoom = await editor.zoom();
  const straight = await editor.object(id);
  const half = { x: straight.width * zoom * 0.75, y: straight.width * zoom * 0.6 };
  await editor.deselect();
  const centre = await editor.screenCentre(id);
  const flat = await screenInk(editor, centre, half);
  const letter = flat.box.bottom - flat.box.top; // the cap height on screen, px
  expect(Math.abs(sag(flat)), 'straight text: ends level with the middle').toBeLessThan(
    0.15 * letter,
  );

  // Curve 60 from the toolbar: one history entry, the text arched.
  await editor.select(id);
  const history = await editor.historyLength();
  await tools.getByRole('button', { name: 'Curve' }).click();
  const panel = page.getByRole('dialog', { name: 'Curve' });
  await expect(panel.getByRole('slider', { name: 'Curve' })).toHaveValue('0');
  const field = panel.getByRole('spinbutton', { name: 'Curve' });
  await field.fill('60');
  await field.press('Enter');
  await expect.poll(async () => (await editor.object(id)).curve).toBe(60);
  expect(await editor.historyLength()).toBe(history + 1);
  await expect(panel.getByRole('slider', { name: 'Curve' })).toHaveValue('60');
  await page.keyboard.press('Escape');
  await expect(tools.getByRole('button', { name: 'Curve' })).toContainText('60');

  // The curved text is what the selection covers: a click on its arch's middle selects it.
  await editor.deselect();
  const arched = await screenInk(editor, centre, half);
  expect(sag(arched), 'arched: the ends lower than the middle').toBeGreaterThan(1.5 * letter);
  // Its centre stayed where it was; the arch is narrower and taller than the straight line.
  expect(arched.box.right - arched.box.left).toBeLessThan(flat.box.right - flat.box.left);
  expect(arched.box.bottom - arched.box.top).toBeGreaterThan(2 * letter);
  const top = { x: centre.x, y: centre.y - half.y + arched.box.top + 0.5 * letter };
  await page.mouse.click(top.x, top.y);
  await expect.poll(() => editor.selectionIds()).toEqual([id]);

  // Undo straightens it; redo arches it again.
  await editor.undo.click();
  await expect.poll(async () => (await editor.object(id)).curve ?? 0).toBe(0);
  await editor.deselect();
  expect(Math.abs(sag(await screenInk(editor, centre, half)))).toBeLessThan(0.15 * letter);
  await editor.redo.click();
  await expect.poll(async () => (await editor.object(id)).curve).toBe(60);
  await editor.deselect();
  await expect
    .poll(async () => sag(await screenInk(editor, centre, half)))
    .toBeGreaterThan(1.5 * letter);

  // Print files: the PNG arches the text; the SVG, alone, renders as the PNG.
  const { svg, png } = await exportFront(page);
  expect(svg).toMatch(/<tspan x="[-\d.]+" y="[-\d.]+" rotate="[-\d.]+">C<\/tspan>/);
  expect(svg).toContain(`font-family="'Roboto'"`);

  const artboard = await editor.artboardPx();
  const height = Math.round((COMPARE_WIDTH * artboard.height) / artboard.width);
  const fresh = await context.newPage();
  await fresh.goto('/api/v1/System/MaxRequestBodySize');
  // The face the editor drew with (the SVG names it; embedding it is the SVG fonts' work).
  const latin = [...faces].filter((u) => /\/fonts\/roboto\/400-normal-latin\./.test(u));
  expect(latin.length, 'the editor loaded Roboto').toBeGreaterThan(0);
  await fresh.setContent(
    `<!doctype html><style>@font-face{font-family:"Roboto";font-weight:400;src:url("${latin[0]}") format("woff2")}</style>` +
      `<body style="margin:0;background:#fff"><div id="svg">${svg}</div></body>`,
  );
  await fresh.evaluate(async () => {
    await document.fonts.load('16px "Roboto"');
  });
  await fresh.evaluate(
    ([w, h]) => {
      const root = document.querySelector('#svg svg')!;
      root.setAttribute('width', String(w));
      root.setAttribute('height', String(h));
    },
    [COMPARE_WIDTH, height] as const,
  );
  const shot = await fresh
    .locator('#svg svg')
    .screenshot({ animations: 'disabled', scale: 'css', omitBackground: false });
  const fromSvg = await inkOf(fresh, shot, { width: COMPARE_WIDTH, height });
  const fromPng = await inkOf(fresh, png, { width: COMPARE_WIDTH, height });
  console.log(
    `curved text at ${COMPARE_WIDTH} px: PNG ink ${JSON.stringify(fromPng.box)} ${fromPng.pixels} px, ` +
      `SVG ink ${JSON.stringify(fromSvg.box)} ${fromSvg.pixels} px`,
  );
  const pngLetter = fromPng.box.bottom - fromPng.box.top;
  expect(sag(fromPng), 'the print arches the text').toBeGreaterThan(0.3 * pngLetter);
  // Same ink box within 2 px, same amount of ink within 5 %, same arch column by column.
  for (const side of ['left', 'top', 'right', 'bottom'] as const)
    expect(Math.abs(fromSvg.box[side] - fromPng.box[side]), side).toBeLessThanOrEqual(2);
  expect(Math.abs(fromSvg.pixels - fromPng.pixels) / fromPng.pixels).toBeLessThan(0.05);
  expect(Math.abs(sag(fromSvg) - sag(fromPng))).toBeLessThan(2);
  // Pixel by pixel over the text's box, within the export's tolerance for the whole picture
  // (tests/e2e/export-images.spec.ts): straight text there would leave most of its ink off.
  const { box } = fromPng;
  const region = {
    x: box.left,
    y: box.top,
    width: box.right - box.left + 1,
    height: box.bottom - box.top + 1,
  };
  const within = async (picture: Buffer) =>
    cropRgb(await rgbOf(fresh, picture, COMPARE_WIDTH, height), COMPARE_WIDTH, region);
  const { mean, farShare: far } = rgbDifference(await within(shot), await within(png));
  console.log(`over the text: mean ${mean.toFixed(2)} levels, ${(100 * far).toFixed(2)} % > 48`);
  expect(mean, 'mean difference per channel').toBeLessThan(SVG_PNG_TOLERANCE.mean);
  expect(far, 'share of channels more than 48 levels off').toBeLessThan(SVG_PNG_TOLERANCE.farShare);
  await fresh.close();
  await page.keyboard.press('Escape');

  // Out of range is clamped: 150 is stored as 100; -150 as -100.
  await editor.select(id);
  await tools.getByRole('button', { name: 'Curve' }).click();
  for (const [typed, stored] of [
    ['150', 100],
    ['-150', -100],
  ] as const) {
    await field.fill(typed);
    await field.press('Enter');
    await expect.poll(async () => (await editor.object(id)).curve).toBe(stored);
    await expect(field).toHaveValue(String(stored));
  }
  // The slider dragged by the mouse and let go below it: one history entry, when let go.
  const slider = panel.getByRole('slider', { name: 'Curve' });
  const track = await slider.boundingBox();
  if (!track) throw new Error('no slider');
  const steps = await editor.historyLength();
  await page.mouse.move(track.x + 4, track.y + track.height / 2);
  await page.mouse.down();
  await page.mouse.move(track.x + 0.75 * track.width, track.y + track.height / 2, { steps: 8 });
  expect(await editor.historyLength(), 'nothing applied while dragging').toBe(steps);
  await page.mouse.move(track.x + 0.75 * track.width, track.y + track.height + 40);
  await page.mouse.up();
  await expect.poll(async () => (await editor.object(id)).curve).toBeGreaterThan(35);
  expect((await editor.object(id)).curve).toBeLessThan(65);
  expect(await editor.historyLength()).toBe(steps + 1);
});

test('a curved text is edited straight and bends again when editing ends', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  await editor.openPanel('Text');
  await editor.panel.getByRole('button', { name: 'Add a text box' }).click();
  let id = '';
  await expect.poll(async () => (id = (await editor.objectIds())[0] ?? '')).not.toBe('');
  await expect.poll(async () => (await editor.state()).selection.editingText).toBe(true);
  await page.keyboard.type('CELEBRATE');
  await page.keyboard.press('Escape');
  await editor.closePanel('Text');
  await editor.deselect();
  await editor.select(id);
  const tools = page.getByRole('toolbar', { name: 'Text tools' });
  await tools.getByRole('combobox', { name: 'Font size presets' }).selectOption('144');
  await tools.getByRole('button', { name: 'Curve' }).click();
  const field = page
    .getByRole('dialog', { name: 'Curve' })
    .getByRole('spinbutton', { name: 'Curve' });
  await field.fill('50');
  await field.press('Enter');
  await page.keyboard.press('Escape');
  const zoom = await editor.zoom();
  const width = (await editor.object(id)).width * zoom;
  const half = { x: 0.75 * width, y: 0.6 * width };
  await editor.deselect();
  const centre = await editor.screenCentre(id);
  const letter = 0.7 * (await editor.object(id)).fontSize! * zoom; // Roboto's cap height, px

  // A double-click on the arch edits it, shown straight; typing adds to it.
  await page.mouse.dblclick(centre.x, centre.y - 0.15 * width);
  await expect.poll(async () => (await editor.state()).selection.editingText).toBe(true);
  expect(Math.abs(sag(await screenInk(editor, centre, half)))).toBeLessThan(0.3 * letter);
  await page.keyboard.press('End');
  await page.keyboard.type('!!');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await editor.object(id)).text).toBe('CELEBRATE!!');
  expect((await editor.object(id)).curve).toBe(50);
  await editor.deselect();
  await expect.poll(async () => sag(await screenInk(editor, centre, half))).toBeGreaterThan(letter);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the Curve control is in reach and a tap on its slider curves the text', async ({
    page,
  }) => {
    const editor = new EditorPage(page);
    await editor.openProduct(catalogue.yardSign.id);
    await editor.openPanel('Text');
    await editor.panel.getByRole('button', { name: 'Add a text box' }).click();
    let id = '';
    await expect.poll(async () => (id = (await editor.objectIds())[0] ?? '')).not.toBe('');
    await expect.poll(async () => (await editor.state()).selection.editingText).toBe(true);
    await page.keyboard.type('Hello');
    await page.keyboard.press('Escape');
    await editor.closePanel('Text');
    // The toolbar scrolls sideways to the button; its panel opens on screen.
    const button = page.getByRole('toolbar', { name: 'Text tools' }).getByRole('button', {
      name: 'Curve',
    });
    await button.scrollIntoViewIfNeeded();
    await button.tap();
    const slider = page.getByRole('dialog', { name: 'Curve' }).getByRole('slider', {
      name: 'Curve',
    });
    const box = await slider.boundingBox();
    if (!box) throw new Error('no slider');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height, 'tall enough for a finger').toBeGreaterThanOrEqual(32);
    // Three quarters along −100 … 100: about 50, one history entry.
    const history = await editor.historyLength();
    await page.touchscreen.tap(box.x + 0.75 * box.width, box.y + box.height / 2);
    await expect.poll(async () => (await editor.object(id)).curve ?? 0).toBeGreaterThan(35);
    expect((await editor.object(id)).curve).toBeLessThan(65);
    expect(await editor.historyLength()).toBe(history + 1);
    await expect(button).toContainText(String((await editor.object(id)).curve));
  });
});
