/**
 * Keyboard shortcuts and the undo/redo history of the canvas editor (spec canvas §4, §9):
 * arrows nudge, Delete/Backspace delete, Ctrl+C/V/D copy, paste and duplicate, Ctrl+Z/Shift+Z/Y
 * undo and redo (debounced at 200 ms), nothing while typing in a field; the Undo and Redo buttons.
 */
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { boxOf, EditorPage } from './pages/EditorPage';

/** Undo and redo are debounced at 200 ms (spec canvas §4, §9): wait this long between them. */
const UNDO_DEBOUNCE_MS = 200;
const afterDebounce = (editor: EditorPage) => editor.page.waitForTimeout(UNDO_DEBOUNCE_MS + 50);

async function withSelectedRectangle(editor: EditorPage): Promise<string> {
  await editor.openProduct(catalogue.yardSign.id);
  const id = await editor.addShape('Rectangle');
  await editor.select(id);
  return id;
}

test('arrow keys nudge the selection by 10 px, by 1 px with Shift', async ({ page }) => {
  const editor = new EditorPage(page);
  const id = await withSelectedRectangle(editor);
  const start = await editor.object(id);
  const history = await editor.historyLength();

  const expectAt = async (dx: number, dy: number, steps: number) => {
    await expect.poll(() => editor.historyLength()).toBe(history + steps);
    const o = await editor.object(id);
    expect([o.left - start.left, o.top - start.top]).toEqual([dx, dy]);
  };
  await page.keyboard.press('ArrowRight');
  await expectAt(10, 0, 1);
  await page.keyboard.press('ArrowDown');
  await expectAt(10, 10, 2);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expectAt(-10, 10, 4);
  await page.keyboard.press('ArrowUp');
  await expectAt(-10, 0, 5);
  await page.keyboard.press('Shift+ArrowRight');
  await expectAt(-9, 0, 6);
  await page.keyboard.press('Shift+ArrowDown');
  await expectAt(-9, 1, 7);
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowUp');
  await expectAt(-10, 0, 9);
});

test('Delete and Backspace remove the selected object', async ({ page }) => {
  const editor = new EditorPage(page);
  const rect = await withSelectedRectangle(editor);
  const circle = await editor.addShape('Circle');
  expect(await editor.objectIds()).toEqual([rect, circle]);

  await editor.select(circle);
  await page.keyboard.press('Delete');
  await expect.poll(() => editor.objectIds()).toEqual([rect]);
  await expect(editor.layerToolbar).toBeHidden();

  await editor.select(rect);
  await page.keyboard.press('Backspace');
  await expect.poll(() => editor.objectIds()).toEqual([]);
  expect(await editor.historyLength()).toBe(5);
});

test('Ctrl+C then Ctrl+V pastes a copy with a new id; Ctrl+D duplicates 10 px right and down', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  const original = await withSelectedRectangle(editor);
  const board = await editor.artboardPx();
  const source = await editor.object(original);

  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect.poll(async () => (await editor.objects()).length).toBe(2);
  const [, pasted] = await editor.objects();
  expect(pasted!.id).toMatch(/^changeable-color-.+/);
  expect(pasted!.id).not.toBe(original);
  expect([pasted!.width, pasted!.height, pasted!.fill]).toEqual([
    source.width,
    source.height,
    source.fill,
  ]);
  const box = boxOf(pasted!);
  expect(box.left).toBeGreaterThanOrEqual(-1);
  expect(box.top).toBeGreaterThanOrEqual(-1);
  expect(box.left + box.width).toBeLessThanOrEqual(board.width + 1);
  expect(box.top + box.height).toBeLessThanOrEqual(board.height + 1);
  await expect.poll(() => editor.selectionIds()).toEqual([pasted!.id]);

  // Ctrl+D duplicates the selection (the pasted copy) at +10 px on both axes.
  await page.keyboard.press('Control+d');
  await expect.poll(async () => (await editor.objects()).length).toBe(3);
  const [, , duplicate] = await editor.objects();
  expect(duplicate!.id).toMatch(/^changeable-color-.+/);
  expect(new Set([original, pasted!.id, duplicate!.id]).size).toBe(3);
  expect(duplicate!.left - pasted!.left).toBeCloseTo(10, 6);
  expect(duplicate!.top - pasted!.top).toBeCloseTo(10, 6);
  await expect.poll(() => editor.selectionIds()).toEqual([duplicate!.id]);
  expect(await editor.historyLength()).toBe(4);
});

test('Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo', async ({ page }) => {
  const editor = new EditorPage(page);
  const id = await withSelectedRectangle(editor);
  const start = await editor.object(id);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await editor.object(id)).left).toBe(start.left + 10);
  const entries = await editor.historyLength();

  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await editor.object(id)).left).toBe(start.left);
  let s = await editor.state();
  expect(s.sides.front.index).toBe(entries - 2);
  expect(s.sides.front.entries).toHaveLength(entries);

  await afterDebounce(editor);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(async () => (await editor.object(id)).left).toBe(start.left + 10);

  await afterDebounce(editor);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await editor.object(id)).left).toBe(start.left);
  await afterDebounce(editor);
  await page.keyboard.press('Control+z');
  await expect.poll(() => editor.objects()).toEqual([]);

  await afterDebounce(editor);
  await page.keyboard.press('Control+y');
  await expect.poll(() => editor.objectIds()).toEqual([id]);
  await afterDebounce(editor);
  await page.keyboard.press('Control+y');
  await expect.poll(async () => (await editor.object(id)).left).toBe(start.left + 10);
  s = await editor.state();
  expect(s.sides.front.index).toBe(entries - 1);
});

test('shortcuts are ignored while typing in an input', async ({ page }) => {
  const editor = new EditorPage(page);
  const id = await withSelectedRectangle(editor);
  const before = await editor.design();
  const history = await editor.historyLength();

  await editor.quantityInput.click();
  await page.keyboard.press('End');
  for (const key of [
    'ArrowLeft',
    'ArrowRight',
    'Delete',
    'Control+c',
    'Control+v',
    'Control+d',
    'Control+z',
    'Control+y',
  ])
    await page.keyboard.press(key);
  await expect(editor.quantityInput).toBeFocused();
  await expect(editor.quantityInput).toHaveValue('1');

  await afterDebounce(editor);
  expect(await editor.design()).toEqual(before);
  expect(await editor.historyLength()).toBe(history);
  expect(await editor.selectionIds()).toEqual([id]);
});

test('Undo and Redo buttons follow the history; a change after an undo drops the redo steps', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  await expect(editor.undo).toBeDisabled();
  await expect(editor.redo).toBeDisabled();

  const rect = await editor.addShape('Rectangle');
  await expect(editor.undo).toBeEnabled();
  await expect(editor.redo).toBeDisabled();
  const circle = await editor.addShape('Circle');
  expect(await editor.historyLength()).toBe(3);

  await editor.undo.click();
  await expect.poll(() => editor.objectIds()).toEqual([rect]);
  await expect(editor.redo).toBeEnabled();
  await expect(editor.undo).toBeEnabled();

  await afterDebounce(editor);
  await editor.undo.click();
  await expect.poll(() => editor.objectIds()).toEqual([]);
  await expect(editor.undo).toBeDisabled();
  await expect(editor.redo).toBeEnabled();

  await afterDebounce(editor);
  await editor.redo.click();
  await expect.poll(() => editor.objectIds()).toEqual([rect]);
  await expect(editor.redo).toBeEnabled();

  // A new change now: the undone circle is gone for good.
  const triangle = await editor.addShape('Triangle');
  expect(await editor.objectIds()).toEqual([rect, triangle]);
  await expect(editor.redo).toBeDisabled();
  await expect(editor.undo).toBeEnabled();
  const s = await editor.state();
  expect(s.sides.front.entries).toHaveLength(3);
  expect(s.sides.front.index).toBe(2);
  expect(s.sides.front.entries.join()).not.toContain(circle);
});
