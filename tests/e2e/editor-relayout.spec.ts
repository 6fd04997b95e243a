/**
 * A size change keeps the design whole (issue 17): every object keeps its place relative to the
 * artboard and scales with it, text stays inside the print area, and the design can still be
 * undone step by step afterwards.
 */
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import type { DesignObject } from './pages/EditorPage';
import { EditorPage } from './pages/EditorPage';

/** Size → the listed size labelled `label` ("4 × 2 ft"), then waits for the new artboard. */
async function chooseListedSize(
  editor: EditorPage,
  label: string,
  px: { width: number; height: number },
) {
  await editor.openPanel('Size');
  await editor.panel.getByRole('radio', { name: label, exact: true }).check();
  await editor.closePanel('Size');
  await expect.poll(() => editor.artboardPx()).toEqual(px);
  await editor.settle();
}

/** Centre of an unturned object, artboard px (Fabric origins: left/center/right, top/center/bottom). */
function centre(o: DesignObject): { x: number; y: number } {
  const w = o.width * o.scaleX;
  const h = o.height * o.scaleY;
  const dx = o.originX === 'left' ? w / 2 : o.originX === 'right' ? -w / 2 : 0;
  const dy = o.originY === 'top' ? h / 2 : o.originY === 'bottom' ? -h / 2 : 0;
  return { x: o.left + dx, y: o.top + dy };
}

function box(o: DesignObject) {
  const c = centre(o);
  const w = o.width * o.scaleX;
  const h = o.height * o.scaleY;
  return { left: c.x - w / 2, right: c.x + w / 2, top: c.y - h / 2, bottom: c.y + h / 2 };
}

test('a smaller banner keeps the design in place, scaled, text inside, undo intact', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.vinylBanner.id); // 72 × 36 in = 6912 × 3456 px
  expect(await editor.artboardPx()).toEqual({ width: 6912, height: 3456 });
  const shape = await editor.addShape('Rectangle');
  const text = await editor.writeText('GRAND OPENING');
  // The text near the right edge, where a narrower artboard would cut it off.
  await editor.dragObject(text, { x: 260, y: 0 });
  const before = { shape: await editor.object(shape), text: await editor.object(text) };
  const history = await editor.historyLength();

  // 6 × 3 ft → 4 × 2 ft: the same shape at 2/3.
  await chooseListedSize(editor, '4 × 2 ft', { width: 4608, height: 2304 });
  const after = await editor.object(shape);
  const scale = 2 / 3;
  expect(after.scaleX).toBeCloseTo(before.shape.scaleX * scale, 3);
  expect(centre(after).x).toBeCloseTo(centre(before.shape).x * scale, 3);
  expect(centre(after).y).toBeCloseTo(centre(before.shape).y * scale, 3);

  // 4 × 2 ft → 6 × 2 ft: wider, not taller — sizes stay, places spread across.
  await chooseListedSize(editor, '6 × 2 ft', { width: 6912, height: 2304 });
  const wide = await editor.object(shape);
  expect(wide.scaleX).toBeCloseTo(after.scaleX, 3);
  expect(centre(wide).x).toBeCloseTo(centre(after).x * 1.5, 3);
  expect(centre(wide).y).toBeCloseTo(centre(after).y, 3);

  // Text never leaves the artboard.
  const t = box(await editor.object(text));
  expect(t.left).toBeGreaterThanOrEqual(-0.5);
  expect(t.right).toBeLessThanOrEqual(6912.5);
  expect(t.top).toBeGreaterThanOrEqual(-0.5);
  expect(t.bottom).toBeLessThanOrEqual(2304.5);

  // No step was added or lost, and undo still takes the last step (the drag) back, on the new
  // artboard: the text returns towards where it was added, well inside.
  expect(await editor.historyLength()).toBe(history);
  await editor.undo.click();
  await expect.poll(async () => box(await editor.object(text)).right).toBeLessThan(t.right - 100);
});
