/**
 * The canvas editor (spec canvas §2, §4, §9): adding objects, moving and snapping them, layer
 * order and alignment, reset, the full-screen preview and the product overlays. Each test reads
 * the result back from the document state and from the screen.
 */
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { boxOf, centreOf, EditorPage, SHAPE_FILL, sameColour } from './pages/EditorPage';

/** Overlay fill of drilled holes and grommet holes (spec canvas §9). */
const HOLE_FILL: [number, number, number] = [0x4d, 0x4d, 0x4d];

test('adding a rectangle and a text box creates changeable objects, marks the design modified and grows history', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const start = await editor.state();
  expect(start.isModified).toBe(false);
  expect(start.unsavedAction).toBeNull();
  expect(await editor.historyLength()).toBe(1);
  expect(await editor.objects()).toEqual([]);

  const rect = await editor.addShape('Rectangle');
  expect(rect).toMatch(/^changeable-color-.+/);
  const afterRect = await editor.state();
  expect(afterRect.isModified).toBe(true);
  expect(afterRect.designSaved).toBe(false);
  expect(afterRect.unsavedAction).toBe(5);
  expect(await editor.historyLength()).toBe(2);
  expect((await editor.object(rect)).type.toLowerCase()).toBe('rect');

  const text = await editor.addTextBox();
  expect(text).toMatch(/^changeable-text-.+/);
  expect(await editor.historyLength()).toBe(3);
  const textbox = await editor.object(text);
  expect(textbox.type.toLowerCase()).toBe('textbox');
  expect(textbox.text).toBe('type your text');
  expect(await editor.objectIds()).toEqual([rect, text]);

  // On screen: the rectangle's fill, left of where the text box overlaps it (8 artboard px in:
  // at the desktop fit, 36 %, the text's first glyph starts about 15 px in).
  await editor.deselect();
  const centre = centreOf(await editor.object(rect));
  const box = boxOf(await editor.object(rect));
  await expect
    .poll(async () =>
      sameColour(await editor.pixelAt({ x: box.left + 8, y: centre.y }), SHAPE_FILL),
    )
    .toBe(true);
});

test('dragging an object moves it', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const id = await editor.addShape('Rectangle');
  const before = centreOf(await editor.object(id));
  const zoom = await editor.zoom();
  const history = await editor.historyLength();

  // Far from every snap target (artboard edges and centre).
  const by = { x: 300, y: 150 };
  await editor.dragObject(id, by);

  await expect.poll(() => editor.historyLength()).toBe(history + 1);
  const after = centreOf(await editor.object(id));
  const px = 1.5 / zoom; // a screen px or so, in artboard px
  expect(Math.abs(after.x - before.x - by.x)).toBeLessThanOrEqual(px);
  expect(Math.abs(after.y - before.y - by.y)).toBeLessThanOrEqual(px);
  // On screen: the fill is now at the new centre.
  await expect.poll(async () => sameColour(await editor.pixelAt(after), SHAPE_FILL)).toBe(true);
});

/** Where to drag an object so its centre lands `screenPx` right of and below the artboard centre. */
async function towardsCentre(editor: EditorPage, id: string, screenPx: number) {
  const board = await editor.artboardPx();
  const zoom = await editor.zoom();
  const c = centreOf(await editor.object(id));
  return {
    x: board.width / 2 + screenPx / zoom - c.x,
    y: board.height / 2 + screenPx / zoom - c.y,
  };
}

test('dragging an object near the artboard centre snaps its centre to the centre', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const board = await editor.artboardPx();
  const id = await editor.addShape('Rectangle');
  // New shapes start centred: move it away first, so the snap is a change of its own.
  await editor.dragObject(id, { x: 300, y: 200 });
  await expect
    .poll(async () => centreOf(await editor.object(id)).x)
    .toBeGreaterThan(board.width / 2 + 100);
  const history = await editor.historyLength();

  // Released 5 screen px right of and below the centre: well inside the snap threshold.
  await editor.dragObject(id, await towardsCentre(editor, id, 5));
  await expect.poll(() => editor.historyLength()).toBe(history + 1);

  const c = centreOf(await editor.object(id));
  expect(Math.abs(c.x - board.width / 2), `centre x ${c.x}`).toBeLessThanOrEqual(1);
  expect(Math.abs(c.y - board.height / 2), `centre y ${c.y}`).toBeLessThanOrEqual(1);
});

test('with Control held, dragging near the artboard centre does not snap', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const board = await editor.artboardPx();
  const id = await editor.addShape('Rectangle');
  const zoom = await editor.zoom();
  const history = await editor.historyLength();

  await editor.dragObject(id, await towardsCentre(editor, id, 5), ['Control']);
  await expect.poll(() => editor.historyLength()).toBe(history + 1);

  const c = centreOf(await editor.object(id));
  const expected = { x: board.width / 2 + 5 / zoom, y: board.height / 2 + 5 / zoom };
  expect(Math.abs(c.x - expected.x), `centre x ${c.x}`).toBeLessThanOrEqual(1.5 / zoom);
  expect(Math.abs(c.y - expected.y), `centre y ${c.y}`).toBeLessThanOrEqual(1.5 / zoom);
});

test('layer order: Send to back and Bring to front reorder overlapping shapes', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const rect = await editor.addShape('Rectangle');
  const circle = await editor.addShape('Circle');
  expect(await editor.objectIds()).toEqual([rect, circle]);
  const overlap = await editor.screenCentre(circle);
  expect(await editor.screenCentre(rect)).toEqual(overlap);

  // A click where both lie picks the top one: the circle.
  await editor.select(circle);
  await expect(editor.layerToolbar).toBeVisible();
  await editor.tool('Send to back').click();
  await expect.poll(() => editor.objectIds()).toEqual([circle, rect]);
  await editor.page.mouse.click(overlap.x, overlap.y);
  await expect.poll(() => editor.selectionIds()).toEqual([rect]);

  await editor.deselect();
  await editor.select(rect);
  await editor.tool('Send to back').click();
  await expect.poll(() => editor.objectIds()).toEqual([rect, circle]);
  await editor.tool('Bring to front').click();
  await expect.poll(() => editor.objectIds()).toEqual([circle, rect]);
  await editor.tool('Backward').click();
  await expect.poll(() => editor.objectIds()).toEqual([rect, circle]);
  await editor.tool('Forward').click();
  await expect.poll(() => editor.objectIds()).toEqual([circle, rect]);
});

test('Align left puts a single object at the left edge; distribute needs 3 objects', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const board = await editor.artboardPx();
  const rect = await editor.addShape('Rectangle');
  await editor.select(rect);
  await editor.tool('Align left').click();
  await expect.poll(async () => boxOf(await editor.object(rect)).left).toBeCloseTo(0, 0);
  const y = centreOf(await editor.object(rect)).y;
  await editor.deselect();
  const x = 2.5 / (await editor.zoom()); // the artboard's third screen px column
  await expect.poll(async () => sameColour(await editor.pixelAt({ x, y }), SHAPE_FILL)).toBe(true);

  // Two selected (click, then shift-click): distribute is disabled.
  const circle = await editor.addShape('Circle');
  await editor.select(rect);
  await editor.clickObject(circle, ['Shift']);
  await expect.poll(async () => (await editor.state()).selection.count).toBe(2);
  await expect(editor.tool('Distribute horizontally')).toBeDisabled();
  await expect(editor.tool('Distribute vertically')).toBeDisabled();

  // Three selected with a drag marquee: it is enabled.
  await editor.addShape('Triangle');
  await editor.deselect();
  await editor.marquee({ x: 10, y: 10 }, { x: board.width - 10, y: board.height - 10 });
  await expect.poll(async () => (await editor.state()).selection.count).toBe(3);
  await expect(editor.tool('Distribute horizontally')).toBeEnabled();
  await expect(editor.tool('Distribute vertically')).toBeEnabled();
});

test('Start over asks for confirmation, then clears the canvas and its history', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const rect = await editor.addShape('Rectangle');
  await editor.addShape('Circle');
  const where = boxOf(await editor.object(rect));
  const inside = { x: where.left + 10, y: where.top + 10 };
  await editor.deselect();
  await expect.poll(async () => sameColour(await editor.pixelAt(inside), SHAPE_FILL)).toBe(true);

  await editor.startOver.click();
  await expect(editor.resetDialog).toBeVisible();
  await expect(editor.resetDialog).toContainText(
    'Clear the canvas and its history? This cannot be undone.',
  );
  await editor.resetDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor.resetDialog).toBeHidden();
  expect(await editor.objects()).toHaveLength(2);

  await editor.startOver.click();
  await editor.resetDialog.getByRole('button', { name: 'Continue' }).click();
  await expect(editor.resetDialog).toBeHidden();
  await expect.poll(() => editor.objects()).toEqual([]);
  expect(await editor.historyLength()).toBe(1);
  await expect(editor.undo).toBeDisabled();
  await expect(editor.redo).toBeDisabled();
  await expect.poll(async () => sameColour(await editor.pixelAt(inside), SHAPE_FILL)).toBe(false);
});

test('Full-screen preview opens a dialog with an image of the canvas', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  await editor.addShape('Rectangle');
  const board = await editor.artboardPx();

  await editor.fullScreenButton.click();
  await expect(editor.fullScreenPreview).toBeVisible();
  const image = editor.fullScreenPreview.getByRole('img', { name: 'Your design' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  const natural = await image.evaluate((img: HTMLImageElement) => ({
    width: img.naturalWidth,
    height: img.naturalHeight,
  }));
  expect(natural.width).toBeGreaterThan(0);
  expect(natural.width / natural.height).toBeCloseTo(board.width / board.height, 1);

  await page.keyboard.press('Escape');
  await expect(editor.fullScreenPreview).toBeHidden();
  expect((await editor.state()).fullScreen).toBe(false);
});

test('drilled holes are drawn at the chosen corners, above the design, and never enter history', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  // Yard sign, "Drilled holes, top corners": two 1/2 in holes, 1/2 in from the edges.
  await editor.openProduct(catalogue.yardSign.id);
  const board = await editor.artboardPx();
  const inset = 0.75 * 96; // hole centre: 1/2 in gap + 1/4 in radius
  const topLeft = { x: inset, y: inset };
  expect(sameColour(await editor.pixelAt(topLeft), HOLE_FILL)).toBe(false);
  await editor.chooseOption('Drilled holes, top corners');
  const topRight = { x: board.width - inset, y: inset };
  const bottomLeft = { x: inset, y: board.height - inset };
  const bottomRight = { x: board.width - inset, y: board.height - inset };

  // A shape moved into the top-left corner stays under the hole.
  const rect = await editor.addShape('Rectangle');
  await editor.tool('Align left').click();
  await editor.tool('Align top').click();
  await expect.poll(async () => boxOf(await editor.object(rect)).top).toBeCloseTo(0, 0);
  await editor.deselect();
  await expect
    .poll(async () => sameColour(await editor.pixelAt({ x: inset + 30, y: inset }), SHAPE_FILL))
    .toBe(true);
  expect(sameColour(await editor.pixelAt(topLeft), HOLE_FILL)).toBe(true);
  expect(sameColour(await editor.pixelAt(topRight), HOLE_FILL)).toBe(true);
  expect(sameColour(await editor.pixelAt(bottomLeft), HOLE_FILL)).toBe(false);
  expect(sameColour(await editor.pixelAt(bottomRight), HOLE_FILL)).toBe(false);

  const state = await editor.state();
  expect(await editor.objectIds()).toEqual([rect]);
  for (const entry of state.sides.front.entries) expect(entry).not.toContain('drilledHoles');
});

test('a banner shows its grommets, which are not part of the document', async ({ page }) => {
  const editor = new EditorPage(page);
  // Vinyl banner 72 × 36 in, default "every 2-3 feet" grommets (corners included) and a hem.
  await editor.openProduct(catalogue.vinylBanner.id);
  const board = await editor.artboardPx();
  const centre = (0.5 + 0.9375 / 2) * 96; // 1/2 in gap + the #2 washer's radius
  const onWasher = 0.232 * 96; // between the hole and the washer's rim, towards the corner
  const gold: [number, number, number] = [0xc9, 0xa9, 0x4b];
  const corners = [
    { x: centre - onWasher, y: centre - onWasher },
    { x: board.width - centre + onWasher, y: centre - onWasher },
    { x: board.width - centre + onWasher, y: board.height - centre + onWasher },
    { x: centre - onWasher, y: board.height - centre + onWasher },
  ];
  await editor.addShape('Rectangle');
  await editor.deselect();
  for (const p of corners)
    await expect.poll(async () => sameColour(await editor.pixelAt(p), gold, 6)).toBe(true);

  const state = await editor.state();
  for (const entry of state.sides.front.entries) {
    expect(entry).not.toContain('grommets');
    expect(entry).not.toContain('hemId');
  }
  expect((await editor.objectIds()).every((id) => id.startsWith('changeable-'))).toBe(true);
});
