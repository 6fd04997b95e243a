/**
 * Touch screens (spec canvas §4, issue: pinch-zoom and two-finger pan): two fingers spreading over
 * the workspace zoom in, pinching zooms out, and moving both fingers pans the zoomed workspace;
 * Fabric never sees the two-finger gesture (no object is moved or selected).
 */
import { expect, test } from '@playwright/test';
import { catalogue } from './catalogue';
import { EditorPage } from './pages/EditorPage';

test.use({ hasTouch: true });

type Finger = { x: number; y: number };

/** Dispatches one two-finger touch event on the workspace at client positions. */
async function touch(
  editor: EditorPage,
  type: 'touchstart' | 'touchmove' | 'touchend',
  fingers: Finger[],
): Promise<void> {
  await editor.page.getByTestId('workspace').evaluate(
    (el, { type, fingers }) => {
      const touches = fingers.map(
        (f, i) =>
          new Touch({
            identifier: i + 1,
            target: el,
            clientX: f.x,
            clientY: f.y,
            radiusX: 4,
            radiusY: 4,
          }),
      );
      const target = el.querySelector('canvas.upper-canvas') ?? el;
      target.dispatchEvent(
        new TouchEvent(type, {
          touches: type === 'touchend' ? [] : touches,
          changedTouches: touches,
          targetTouches: type === 'touchend' ? [] : touches,
          bubbles: true,
          cancelable: true,
        }),
      );
    },
    { type, fingers },
  );
}

async function pinch(editor: EditorPage, centre: Finger, from: number, to: number, pan = 0) {
  const at = (spread: number, dx: number): Finger[] => [
    { x: centre.x - spread / 2 + dx, y: centre.y },
    { x: centre.x + spread / 2 + dx, y: centre.y },
  ];
  await touch(editor, 'touchstart', at(from, 0));
  for (let i = 1; i <= 8; i++)
    await touch(editor, 'touchmove', at(from + ((to - from) * i) / 8, (pan * i) / 8));
  await touch(editor, 'touchend', at(to, pan));
}

test('two fingers pinch-zoom the workspace and pan it, and leave the design alone', async ({
  page,
}) => {
  const editor = new EditorPage(page);
  await editor.openProduct(catalogue.yardSign.id);
  const id = await editor.addShape('Rectangle');
  const before = await editor.object(id);
  const fit = (await editor.state()).zoomPercent!;
  const box = (await page.getByTestId('workspace').boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  await pinch(editor, centre, 100, 300);
  await expect.poll(async () => (await editor.state()).zoomPercent!).toBeGreaterThan(fit * 2);

  const workspace = page.getByTestId('workspace');
  const scrolled = await workspace.evaluate((el) => el.scrollLeft);
  await pinch(editor, centre, 200, 200, -150);
  await expect
    .poll(() => workspace.evaluate((el) => el.scrollLeft))
    .toBeGreaterThan(scrolled + 100);

  await pinch(editor, centre, 300, 60);
  await expect.poll(async () => (await editor.state()).zoomPercent!).toBeLessThan(fit * 1.5);

  expect(await editor.object(id)).toEqual(before);
});
