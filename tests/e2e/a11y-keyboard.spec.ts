/**
 * A banner designed with the keyboard alone (issue 21's quality bar): the product chosen from the
 * Products panel, a text added and typed, moved with the arrow keys, an element added, the order
 * changed in the layers list, then added to the cart — every step reached with Tab and said in
 * the live region (undo and redo with what they undid and redid); resized with ] and [.
 */
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { DesignsPage } from './pages/DesignsPage';
import { EditorPage } from './pages/EditorPage';
import { KeyboardPage } from './pages/KeyboardPage';
import { LayersPage } from './pages/LayersPage';

test.use({ viewport: { width: 1440, height: 900 } });

test('a banner designed on desktop with the keyboard only, into the cart', async ({ page }) => {
  test.setTimeout(150_000);
  const editor = new EditorPage(page);
  const keys = new KeyboardPage(page);
  const layers = new LayersPage(page);
  await editor.openProduct(catalogue.yardSign.id);

  // The first Tab stop is the skip link; it takes the focus to the canvas area.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the canvas' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Products → Vinyl Banner.
  await keys.activate(editor.menuItem('Products'));
  const banner = editor.panel.getByRole('button', { name: new RegExp(catalogue.vinylBanner.name) });
  await keys.activate(banner.first());
  await expect(editor.productName).toHaveText(catalogue.vinylBanner.name);
  await page.keyboard.press('Escape'); // closes the panel if the choice did not
  await expect(editor.panel).toBeHidden();
  // The panel closed under the focus: it went back to the menu item that opened it.
  await expect(editor.menuItem('Products')).toBeFocused();
  await editor.settle();

  // Text → Add a text box, typed over its placeholder.
  await keys.activate(editor.menuItem('Text'));
  await keys.activate(editor.panel.getByRole('button', { name: 'Add a text box' }));
  await expect(layers.announcer).toHaveText('Text added');
  await page.keyboard.type('GRAND OPENING');
  await page.keyboard.press('Escape'); // ends the editing; the box stays selected
  const [text] = await editor.objectIds();
  await expect.poll(async () => (await editor.object(text!)).text).toBe('GRAND OPENING');

  // Moved with the arrow keys: 10 px, then 1 px with Shift, each said.
  const before = await editor.object(text!);
  await page.keyboard.press('ArrowRight');
  await expect(layers.announcer).toHaveText('Moved right 10 px');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(layers.announcer).toHaveText('Moved down 1 px');
  await expect
    .poll(async () => {
      const o = await editor.object(text!);
      return [o.left - before.left, o.top - before.top];
    })
    .toEqual([10, 1]);
  // Undo and redo say what they took back and did again.
  await page.keyboard.press('Control+z');
  await expect(layers.announcer).toHaveText('Undone: Move');
  await expect.poll(async () => (await editor.object(text!)).top - before.top).toBe(0);
  // Within the 200 ms debounce the redo waits (HistoryPacer), then is said.
  await page.keyboard.press('Control+Shift+z');
  await expect(layers.announcer).toHaveText('Redone: Move');
  await expect.poll(async () => (await editor.object(text!)).top - before.top).toBe(1);

  // Elements → Rectangle: on top of the text.
  await keys.activate(editor.menuItem('Elements'));
  await keys.activate(editor.panel.locator('[data-command="insert.rectangle"]'));
  await expect(layers.announcer).toHaveText(/^Added: /);
  await page.keyboard.press('Escape');
  await expect(editor.panel).toBeHidden();

  // The layers list: the rectangle above the text; the text chosen and brought forward.
  await keys.activate(layers.toggle);
  await expect(layers.panel).toBeVisible();
  await expect.poll(() => layers.names()).toEqual(['Rectangle', 'Text: GRAND OPENING']);
  await keys.tabTo(layers.list);
  await expect(layers.selected()).toHaveText('Rectangle');
  await page.keyboard.press('ArrowDown');
  await expect(layers.selected()).toHaveText('Text: GRAND OPENING');
  await expect.poll(() => editor.selectionIds()).toEqual([text]);
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => layers.names()).toEqual(['Text: GRAND OPENING', 'Rectangle']);
  await expect(layers.announcer).toHaveText('Done: Forward');
  await expect.poll(async () => (await editor.objectIds()).at(-1)).toBe(text);
  // Resized from the keyboard: ] one step larger about its centre, [ back.
  const centre = (o: { left: number; width: number; scaleX: number; originX: string }) =>
    o.originX === 'center' ? o.left : o.left + (o.width * o.scaleX) / 2;
  const small = await editor.object(text!);
  await page.keyboard.press(']');
  await expect(layers.announcer).toHaveText('Made larger');
  // A text box takes the step into its font size, as when scaled by its handles.
  await expect
    .poll(async () => (await editor.object(text!)).fontSize! / small.fontSize!)
    .toBeCloseTo(1.1);
  expect(centre(await editor.object(text!))).toBeCloseTo(centre(small), 0);
  await page.keyboard.press('[');
  await expect(layers.announcer).toHaveText('Made smaller');
  await expect.poll(async () => (await editor.object(text!)).fontSize).toBeCloseTo(small.fontSize!);
  // Locked from the keyboard: the arrows no longer move it.
  await page.keyboard.press('Control+Shift+L');
  await expect(layers.announcer).toHaveText('Locked');
  await expect(layers.selected()).toHaveText('Text: GRAND OPENING (locked)');
  const locked = await editor.object(text!);
  await page.keyboard.press('ArrowLeft'); // the list chooses with ↑ ↓; ← → move the selection
  await expect(layers.announcer).toHaveText('Locked');
  await expect.poll(async () => (await editor.object(text!)).left).toBe(locked.left);

  // Ctrl+S opens the save form (command design.save); Escape closes it, nothing saved.
  const designs = new DesignsPage(page);
  await page.keyboard.press('ControlOrMeta+s');
  await expect(designs.nameField).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(designs.saveModal).toBeHidden();

  // Into the cart.
  await keys.activate(designs.addToCart);
  await expect(designs.addedPopup).toBeVisible({ timeout: 90_000 });
  await expect(designs.cartCount).toHaveText('1');
});
