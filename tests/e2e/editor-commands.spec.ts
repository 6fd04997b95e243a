/**
 * The command registry (README, "Editor controller and commands"): a command registered once is
 * offered by the keyboard, the toolbar and the canvas's context menu, and disabled in all of them
 * when it cannot run; the shortcut help ('?') is generated from the same registry.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { EditorPage } from './pages/EditorPage';

/** Undo is debounced at 200 ms (spec canvas §4). */
const afterDebounce = (editor: EditorPage) => editor.page.waitForTimeout(250);

async function openContextMenu(editor: EditorPage, at: { x: number; y: number }): Promise<Locator> {
  await editor.page.mouse.click(at.x, at.y, { button: 'right' });
  const menu = editor.page.getByRole('menu', { name: 'Object actions' });
  await expect(menu).toBeVisible();
  return menu;
}

test('Undo is one command: keyboard, toolbar and context menu run it, and all disable it', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const board = await editor.canvasBox();
  const corner = { x: board.x + 5, y: board.y + 5 };

  // Nothing to undo: disabled in the toolbar and in the menu, and Ctrl+Z changes nothing.
  await expect(editor.undo).toBeDisabled();
  let menu = await openContextMenu(editor, corner);
  await expect(menu.getByRole('menuitem', { name: /^Undo/ })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await page.keyboard.press('Control+z');
  expect(await editor.historyLength()).toBe(1);

  const first = await editor.addShape('Rectangle');
  const second = await editor.addShape('Circle');
  const third = await editor.addShape('Triangle');
  await editor.deselect();
  await expect.poll(() => editor.objectIds()).toEqual([first, second, third]);

  // The toolbar's button.
  await editor.undo.click();
  await expect.poll(() => editor.objectIds()).toEqual([first, second]);
  await afterDebounce(editor);
  // The keyboard.
  await page.keyboard.press('Control+z');
  await expect.poll(() => editor.objectIds()).toEqual([first]);
  await afterDebounce(editor);
  // The context menu.
  menu = await openContextMenu(editor, corner);
  await menu.getByRole('menuitem', { name: /^Undo/ }).click();
  await expect(menu).toBeHidden();
  await expect.poll(() => editor.objectIds()).toEqual([]);

  // Back at the start: disabled everywhere again.
  await expect(editor.undo).toBeDisabled();
  menu = await openContextMenu(editor, corner);
  await expect(menu.getByRole('menuitem', { name: /^Undo/ })).toBeDisabled();
  await expect(menu.getByRole('menuitem', { name: /^Redo/ })).toBeEnabled();
});

test('right-clicking an object selects it and offers its commands; Delete removes it', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const id = await editor.addShape('Rectangle');
  await editor.deselect();

  const menu = await openContextMenu(editor, await editor.screenCentre(id));
  await expect.poll(() => editor.selectionIds()).toEqual([id]);
  await expect(menu.getByRole('menuitem', { name: /^Paste/ })).toBeDisabled(); // nothing copied
  await expect(menu.getByRole('menuitem', { name: /^Delete/ })).toBeEnabled();
  // The toolbar offers the same command, enabled for the same selection.
  await expect(editor.layerToolbar.getByRole('button', { name: 'Delete' })).toBeEnabled();
  await menu.getByRole('menuitem', { name: /^Delete/ }).click();
  await expect.poll(() => editor.objectIds()).toEqual([]);
});

test('? opens the keyboard-shortcut help, listing the commands with their keys', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  await page.keyboard.press('Shift+?');
  const help = page.getByTestId('shortcut-help');
  await expect(help).toBeVisible();
  await expect(help.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeVisible();
  const expected: [string, string][] = [
    ['history.undo', 'Ctrl+Z'],
    ['history.redo', 'Ctrl+Shift+Z'],
    ['edit.delete', 'Del'],
    ['edit.duplicate', 'Ctrl+D'],
    ['edit.nudge', '←'],
    ['help.shortcuts', '?'],
  ];
  for (const [command, keys] of expected)
    await expect(help.locator(`[data-command="${command}"]`).first()).toContainText(keys);
  // Commands without a shortcut are not listed.
  await expect(help.locator('[data-command="history.reset"]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a long-press on an object selects it and opens the same menu', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.openProduct(catalogue.yardSign.id);
    const id = await editor.addShape('Rectangle');
    await editor.deselect();
    const at = await editor.screenCentre(id);
    // A finger held still for 600 ms (the long-press is 500 ms), through Chromium's own input.
    const cdp = await page.context().newCDPSession(page);
    const point = { x: Math.round(at.x), y: Math.round(at.y), id: 1 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.waitForTimeout(600);
    const menu = page.getByRole('menu', { name: 'Object actions' });
    await expect(menu).toBeVisible();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => editor.selectionIds()).toEqual([id]);
    await menu.getByRole('menuitem', { name: /^Duplicate/ }).click();
    await expect.poll(async () => (await editor.objectIds()).length).toBe(2);
  });
});
