/**
 * QR codes (issue 16, panel 9) as a new shopper makes them: on a yard sign (24 × 18 in, printed
 * at 200 DPI), a code for a web address, one for an e-mail address (Enter generates) and one
 * for a phone number; an invalid text shows `qrError` and adds nothing. Each new code appears in
 * view, selected, never exactly on an earlier one; one is recoloured. The print PNG is exported
 * and every code is decoded back from it with jsQR, to its exact payload; the recoloured one
 * prints in its colour. On a 390 px phone, Generate closes the panel.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { catalogue } from './catalogue';
import type { DesignObject } from './pages/EditorPage';
import { centreOf, EditorPage } from './pages/EditorPage';

const DPI = 200;
const PRINT_SCALE = DPI / 96;
const RECOLOUR = '#1f3a93';
const SCREENSHOTS = 'test-results/qr-codes';

interface QrObject extends DesignObject {
  qrCode: { text: string; modules: number };
  objects: { id?: string; fill?: string }[];
}

/** Types `text` into the QR panel's field, replacing what was there. */
async function typeQr(editor: EditorPage, text: string) {
  const field = editor.panel.getByRole('textbox', { name: 'Web address, e-mail or phone number' });
  await field.fill(text);
  return field;
}

/** Waits for a new object after `act`; returns it. */
async function added(editor: EditorPage, act: () => Promise<void>): Promise<QrObject> {
  const before = new Set(await editor.objectIds());
  await act();
  let found: DesignObject | undefined;
  await expect
    .poll(async () => {
      found = (await editor.objects()).find((o) => !before.has(o.id ?? ''));
      return found?.id ?? '';
    })
    .not.toBe('');
  return found as QrObject;
}

/**
 * The part of the print PNG at `url` under `o` (artboard px → print px), as RGBA 480 px square:
 * decoded and cut out in the page (the print is 4800 × 3600), read here by jsQR.
 */
async function printedCode(page: Page, url: string, o: DesignObject) {
  const c = centreOf(o);
  const side = o.width * o.scaleX * PRINT_SCALE;
  const box = [(c.x * PRINT_SCALE - side / 2) | 0, (c.y * PRINT_SCALE - side / 2) | 0, side | 0];
  const base64 = await page.evaluate(
    async ([u, x, y, s]) => {
      const blob = await (await fetch(u!, { credentials: 'include' })).blob();
      const size = 480;
      const bitmap = await createImageBitmap(blob, Number(x), Number(y), Number(s), Number(s), {
        resizeWidth: size,
        resizeHeight: size,
        resizeQuality: 'high',
      });
      const canvas = new OffscreenCanvas(size, size);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const bytes = ctx.getImageData(0, 0, size, size).data;
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    },
    [url, ...box.map(String)] as const,
  );
  return { rgba: new Uint8ClampedArray(Buffer.from(base64, 'base64')), size: 480 };
}

test('QR codes for a URL, an e-mail and a phone decode from the print PNG', async ({ page }) => {
  test.setTimeout(120_000);
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  await editor.openPanel('QR Code');
  const generate = editor.panel.getByRole('button', { name: 'Generate' });
  await expect(generate).toBeDisabled();
  await typeQr(editor, '   ');
  await expect(generate).toBeDisabled();

  // Invalid: the translated qrError, nothing added (also by Enter).
  const field = await typeQr(editor, 'call me maybe');
  await generate.click();
  await expect(editor.panel.getByTestId('qr-error')).toHaveText(
    'Enter a web address, an e-mail address or an international phone number (+ then 7 to 15 digits).',
  );
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await typeQr(editor, '+44 1234'); // 6 digits
  await field.press('Enter');
  await expect(editor.panel.getByTestId('qr-error')).toBeVisible();
  expect(await editor.objects()).toEqual([]);

  // A web address without a scheme: https:// is added; the code is centred in view, selected.
  const url = await added(editor, async () => {
    await typeQr(editor, 'example.com/menu?day=mon');
    await expect(editor.panel.getByTestId('qr-error')).toHaveCount(0);
    await generate.click();
  });
  expect(url.qrCode.text).toBe('https://example.com/menu?day=mon');
  expect(url.id).toMatch(/^changeable-element-group-qr-/);
  expect((await editor.state()).selection.ids).toEqual([url.id]);
  const board = await editor.artboardPx();
  // The whole sign is in view at the fit zoom: its centre (within a screen px of rounding).
  const px = 1 / (await editor.zoom());
  expect(Math.abs(centreOf(url).x - board.width / 2)).toBeLessThan(px);
  expect(Math.abs(centreOf(url).y - board.height / 2)).toBeLessThan(px);
  // Vector modules in their quiet zone, the modules recolourable.
  expect(url.objects.map((p) => [p.id, p.fill])).toEqual([
    ['qr-quiet-zone', '#ffffff'],
    ['changeable-color-qr-modules', '#000000'],
  ]);

  // An e-mail address, by Enter: a step aside from the first, never exactly on it.
  const mail = await added(editor, async () => {
    await (await typeQr(editor, 'ann.lee@example.com')).press('Enter');
  });
  expect(mail.qrCode.text).toBe('mailto:ann.lee@example.com');
  const step = 24 / (await editor.zoom());
  // Within a screen px: the view moves by a fraction of one when the layer tools appear.
  expect(Math.abs(centreOf(mail).x - centreOf(url).x - step)).toBeLessThan(px);
  expect(Math.abs(centreOf(mail).y - centreOf(url).y - step)).toBeLessThan(px);

  const phone = await added(editor, async () => {
    await typeQr(editor, '+44 20 7946 0958');
    await generate.click();
  });
  expect(phone.qrCode.text).toBe('tel:+442079460958');
  expect(Math.abs(centreOf(phone).x - centreOf(url).x - 2 * step)).toBeLessThan(px);
  await page.screenshot({ path: `${SCREENSHOTS}/panel-1440.png` });
  await editor.closePanel('QR Code');

  // Undo takes the last code away, redo brings it back (one history step each).
  await editor.undo.click();
  await expect.poll(async () => (await editor.objects()).length).toBe(2);
  await page.waitForTimeout(250); // undo and redo are debounced 200 ms (spec canvas §4)
  await editor.redo.click();
  await expect.poll(async () => (await editor.objects()).length).toBe(3);

  // Spread them to three corners (the align commands), so each prints on its own. The newest
  // lies on top: moved first, each uncovers the one under it (the URL's centre is the mail's).
  const place = async (id: string, commands: string[]) => {
    await editor.select(id);
    for (const c of commands) await editor.layerToolbar.locator(`[data-command="${c}"]`).click();
  };
  await place(phone.id!, ['arrange.align.left', 'arrange.align.bottom']);
  await place(mail.id!, ['arrange.align.right', 'arrange.align.top']);
  await place(url.id!, ['arrange.align.left', 'arrange.align.top']);
  await editor.select(mail.id!);

  // Recolour the e-mail code's modules from the layer tools.
  await editor.layerToolbar.getByRole('button', { name: 'Colour' }).click();
  const hex = page.getByRole('dialog', { name: 'Colour' }).getByRole('textbox', { name: 'Hex' });
  await hex.fill(RECOLOUR);
  await expect
    .poll(async () => ((await editor.object(mail.id!)) as QrObject).objects[1]?.fill)
    .toBe(RECOLOUR);
  await page.keyboard.press('Escape');
  await expect(editor.layerToolbar.getByTestId('qr-scan-warning')).toHaveCount(0);
  await editor.deselect();
  await page.screenshot({ path: `${SCREENSHOTS}/design-1440.png` });

  await page.getByTestId('export-button').click();
  const dialog = page.getByTestId('export-dialog');
  await expect(dialog.getByTestId('export-done')).toBeVisible({ timeout: 90_000 });
  await expect(dialog.getByTestId('export-problems')).toHaveCount(0);
  const png = (await dialog
    .getByTestId('export-file-front-png')
    .getByRole('link')
    .getAttribute('href'))!;

  // The SVG carries the codes as vectors: one path of modules each, the recoloured one's in
  // its colour, and no raster.
  const svgLink = dialog.getByTestId('export-file-front-svg').getByRole('link');
  const svg = await (await page.request.get((await svgLink.getAttribute('href'))!)).text();
  expect(svg).not.toContain('<image');
  expect(svg.match(/<path /g)).toHaveLength(3);
  expect(svg).toContain('fill: rgb(31,58,147)');

  const design = (await editor.objects()) as QrObject[];
  expect(design.map((o) => o.qrCode.text).sort()).toEqual([
    'https://example.com/menu?day=mon',
    'mailto:ann.lee@example.com',
    'tel:+442079460958',
  ]);
  for (const o of design) {
    const { rgba, size } = await printedCode(page, png, o);
    const read = jsQR(rgba, size, size);
    expect(read?.data, `the printed code of ${o.qrCode.text}`).toBe(o.qrCode.text);
    // The recoloured code prints its modules in its colour: the finder's top-left module.
    if (o.id === mail.id) {
      const module = size / (o.qrCode.modules + 8);
      const at = (Math.round(4.5 * module) * size + Math.round(4.5 * module)) * 4;
      const rgb = [...rgba.subarray(at, at + 3)].map((v) => v.toString(16).padStart(2, '0'));
      expect(`#${rgb.join('')}`).toBe(RECOLOUR);
    }
  }
});

test('on a 390 px phone, Generate closes the panel and shows the new code', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.dieCutSticker.id);
  await editor.openPanel('QR Code');
  await typeQr(editor, 'ann@example.com');
  await page.screenshot({ path: `${SCREENSHOTS}/panel-390.png` });
  const code = await added(editor, () =>
    editor.panel.getByRole('button', { name: 'Generate' }).click(),
  );
  await expect(editor.panel).toBeHidden();
  expect(code.qrCode.text).toBe('mailto:ann@example.com');
  expect((await editor.state()).selection.ids).toEqual([code.id]);
  // A 3 in sticker: the code fills 40 % of the view but stays big enough to scan.
  await expect(editor.layerToolbar.getByTestId('qr-scan-warning')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/design-390.png` });
});

test('a code scaled below 2 cm warns that it may not scan', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.dieCutSticker.id);
  await editor.openPanel('QR Code');
  const code = await added(editor, async () => {
    await (await typeQr(editor, 'ann@example.com')).press('Enter');
  });
  await editor.closePanel('QR Code');
  const warning = editor.layerToolbar.getByTestId('qr-scan-warning');
  await expect(warning).toHaveCount(0);
  // Its bottom-right handle dragged two thirds of the way to its centre: a third of the size.
  const centre = centreOf(code);
  const half = (code.width * code.scaleX) / 2;
  const corner = await editor.toScreen({ x: centre.x + half, y: centre.y + half });
  const target = await editor.toScreen({ x: centre.x + half / 3, y: centre.y + half / 3 });
  await editor.drag(corner, target);
  await expect(warning).toBeVisible();
  await expect(warning).toHaveText(/^Small QR code: \d+\.\d mm, at least 20\.0 mm to scan$/);
  const printedMm = Number(await warning.getAttribute('data-symbol-mm'));
  const scaled = (await editor.object(code.id!)) as QrObject;
  expect(printedMm).toBeCloseTo((scaled.scaleX * scaled.qrCode.modules * 25.4) / 96, 1);
  expect(printedMm).toBeLessThan(20);
  await page.screenshot({ path: `${SCREENSHOTS}/scan-warning-1440.png` });
});
