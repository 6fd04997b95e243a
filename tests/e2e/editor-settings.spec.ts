/**
 * The Settings panel and ruler guides (spec canvas §4, §5, §9): switches and their defaults,
 * rulers, horizontal guides dragged from the top ruler (discarded outside the print area or
 * within 1 px of another), and the reset of every switch when the panel closes.
 */
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import type { Point } from './pages/EditorPage';
import { EditorPage, sameColour } from './pages/EditorPage';

const GUIDE_COLOUR: [number, number, number] = [0x00, 0xa2, 0xff];

/** Settings → Show rulers (the panel is opened when closed, the switch turned on when off). */
async function showRulers(editor: EditorPage): Promise<void> {
  await editor.openPanel('Settings');
  await editor.settingSwitch('Show rulers').check();
  await expect(editor.rulerTop).toBeVisible();
  await editor.settle();
}

/** Presses on the top ruler above `to` and releases at `to` (page px). */
async function dragFromTopRuler(editor: EditorPage, to: Point): Promise<void> {
  const ruler = await editor.rulerTop.boundingBox();
  if (!ruler) throw new Error('no top ruler');
  await editor.drag({ x: to.x, y: ruler.y + ruler.height / 2 }, to);
}

test('the Settings switches start at their defaults; rulers show; closing the panel resets them', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const surfaceShown = () =>
    editor.artboard.evaluate((el) => getComputedStyle(el).backgroundImage.startsWith('url('));
  expect(await surfaceShown()).toBe(true);
  await expect(editor.rulerTop).toBeHidden();

  await editor.openPanel('Settings');
  const defaults = async () => {
    await expect(editor.settingSwitch('Show material surface')).toBeChecked();
    await expect(editor.settingSwitch('Show grid')).not.toBeChecked();
    await expect(editor.settingSwitch('Show rulers')).not.toBeChecked();
    await expect(editor.settingSwitch('Show guides')).toBeChecked();
  };
  await defaults();

  await editor.settingSwitch('Show rulers').check();
  await expect(editor.rulerTop).toBeVisible();
  await expect(editor.rulerLeft).toBeVisible();
  await editor.settingSwitch('Show grid').check();
  await editor.settingSwitch('Show material surface').uncheck();
  await editor.settingSwitch('Show guides').uncheck();
  await expect.poll(surfaceShown).toBe(false);
  expect((await editor.state()).settings).toEqual({
    surface: false,
    grid: true,
    ruler: true,
    guides: false,
  });

  await editor.closePanel('Settings');
  await expect(editor.rulerTop).toBeHidden();
  await expect(editor.rulerLeft).toBeHidden();
  expect(await surfaceShown()).toBe(true);
  expect((await editor.state()).settings).toEqual({
    surface: true,
    grid: false,
    ruler: false,
    guides: true,
  });
  await editor.openPanel('Settings');
  await defaults();
});

test('a guide dragged from the top ruler onto the artboard is added; outside it or within 1 px of another it is not', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const board = await editor.artboardPx();
  const guides = async () => (await editor.state()).guides.front;

  await showRulers(editor);
  const layout = await editor.canvasBox();
  const drop = { x: layout.x + layout.width / 2, y: layout.y + layout.height * 0.3 };
  await dragFromTopRuler(editor, drop);
  await expect.poll(async () => (await guides()).length).toBe(1);
  const [first] = await guides();
  expect(first!.id).toMatch(/^guide-\d+$/);
  expect(first!.orientation).toBe('horizontal');
  expect(first!.position).toBeGreaterThan(0);
  expect(first!.position).toBeLessThan(board.height);

  // The same gesture again, half a screen px lower: within 1 px of the first, discarded.
  await showRulers(editor);
  expect(await editor.canvasBox()).toEqual(layout);
  await dragFromTopRuler(editor, { x: drop.x, y: drop.y + 0.5 });
  await editor.settle();
  expect(await guides()).toEqual([first]);

  // Dropped below the artboard: outside the print area, none added.
  await showRulers(editor);
  const ws = (await editor.workspace.boundingBox())!;
  await dragFromTopRuler(editor, { x: drop.x, y: ws.y + ws.height - 8 });
  await editor.settle();
  expect(await guides()).toEqual([first]);

  // Elsewhere on the artboard: a second guide.
  await showRulers(editor);
  await dragFromTopRuler(editor, { x: drop.x, y: layout.y + layout.height * 0.7 });
  await expect.poll(async () => (await guides()).length).toBe(2);
  const [, second] = await guides();
  expect(second!.id).toMatch(/^guide-\d+$/);
  expect(second!.id).not.toBe(first!.id);
  expect(second!.orientation).toBe('horizontal');
  expect(second!.position).toBeGreaterThan(first!.position);
  expect((await editor.state()).guides.back).toEqual([]);
  // Guides are not part of the design.
  expect(await editor.objects()).toEqual([]);
});

test('a guide lands where it is dropped', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  await showRulers(editor);
  const layout = await editor.canvasBox();
  const drop = { x: layout.x + layout.width / 2, y: Math.round(layout.y + layout.height * 0.8) };
  await dragFromTopRuler(editor, drop);
  await expect.poll(async () => (await editor.state()).guides.front.length).toBe(1);
  await editor.settle();

  // Where the guide is drawn now, on screen.
  const [guide] = (await editor.state()).guides.front;
  const shown = await editor.toScreen({ x: 0, y: guide!.position });
  await expect
    .poll(async () =>
      sameColour(await editor.pixel({ x: drop.x, y: Math.round(shown.y) }), GUIDE_COLOUR, 40),
    )
    .toBe(true);
  expect(
    Math.abs(shown.y - drop.y),
    `guide drawn at y=${shown.y}, dropped at y=${drop.y}`,
  ).toBeLessThanOrEqual(1.5);
});
