/**
 * Page object of the previews: the full-screen preview (a static picture of the canvas) and the
 * 3D preview opened from it. Pictures are read as a user sees them: pixels of the full-screen
 * image, screenshots of the 3D view decoded in the page.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { DesignObject, Point, Rgb } from './EditorPage';
import { centreOf } from './EditorPage';
import { UploadsPage } from './UploadsPage';

/** Counts of a screenshot's pixels, decoded in the page. */
export interface ShotStats {
  pixels: number;
  /** Pixels whose colour is close to the asked one (see `shotStats`). */
  matching: number;
}

export class PreviewPage extends UploadsPage {
  readonly fullScreenImage: Locator;
  readonly open3dButton: Locator;
  readonly preview3d: Locator;
  readonly view3d: Locator;
  readonly stage3d: Locator;
  readonly subject3d: Locator;
  readonly message3d: Locator;

  constructor(page: Page) {
    super(page);
    this.fullScreenImage = this.fullScreenPreview.getByRole('img', { name: 'Your design' });
    this.open3dButton = this.fullScreenPreview.getByRole('button', { name: '3D preview' });
    this.preview3d = page.getByTestId('preview-3d');
    this.view3d = page.getByTestId('preview-3d-view');
    this.stage3d = this.view3d.getByRole('img', { name: /in 3D/ });
    this.subject3d = page.getByTestId('preview-3d-subject');
    this.message3d = page.getByTestId('preview-3d-message');
  }

  async openFullScreen(): Promise<void> {
    await this.fullScreenButton.click();
    await expect(this.fullScreenImage).toBeVisible();
  }

  /** Opens the 3D preview from the full-screen preview. */
  async open3d(): Promise<void> {
    await this.open3dButton.click();
    await expect(this.preview3d).toBeVisible();
  }

  /** Waits until the 3D view has drawn its scene. */
  async waitFor3d(): Promise<void> {
    await expect(this.view3d).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
    await this.still3d();
  }

  /** A screenshot of the 3D view once it has nothing left to draw (turns and zooms glide). */
  async still3d(): Promise<Buffer> {
    await expect(this.stage3d).toHaveAttribute('data-idle', 'true', { timeout: 15_000 });
    return this.view3d.screenshot({ animations: 'disabled' });
  }

  /** The centre of the 3D view on the page. */
  async centre3d(): Promise<Point> {
    const box = await this.view3d.boundingBox();
    if (!box) throw new Error('3D view not laid out');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  /** The colour of the full-screen image at an artboard point (image pixels, not the screen). */
  async fullScreenPixelAt(p: Point): Promise<Rgb> {
    const board = await this.artboardPx();
    return this.fullScreenImage.evaluate(
      (img: HTMLImageElement, { p, board }) => {
        const scale = img.naturalWidth / board.width;
        const canvas = document.createElement('canvas');
        canvas.width = 1;
        canvas.height = 1;
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no 2d context');
        ctx.drawImage(img, -Math.floor(p.x * scale), -Math.floor(p.y * scale));
        const d = ctx.getImageData(0, 0, 1, 1).data;
        return [d[0] ?? 0, d[1] ?? 0, d[2] ?? 0] as Rgb;
      },
      { p, board },
    );
  }

  /**
   * Pixels of a picture of the whole artboard (a PNG or data URL) that are not paper white
   * outside `object`'s box (grown by 3 px of the picture): the editor's lines (safe zone, grid,
   * overlays) where the print has none.
   */
  async inkOutside(picture: Buffer | string, object: DesignObject): Promise<number> {
    const board = await this.artboardPx();
    const c = centreOf(object);
    const half = { x: (object.width * object.scaleX) / 2, y: (object.height * object.scaleY) / 2 };
    const box = { x0: c.x - half.x, y0: c.y - half.y, x1: c.x + half.x, y1: c.y + half.y };
    const src =
      typeof picture === 'string' ? picture : `data:image/png;base64,${picture.toString('base64')}`;
    return this.page.evaluate(
      async ({ src, board, box }) => {
        const bitmap = await createImageBitmap(await (await fetch(src)).blob());
        const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
        if (!ctx) throw new Error('no 2d context');
        // On paper, as the screen shows it: transparent is white.
        ctx.fillStyle = '#fff';
        ctx.fillRect(0, 0, bitmap.width, bitmap.height);
        ctx.drawImage(bitmap, 0, 0);
        const d = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
        const s = bitmap.width / board.width;
        const grow = 3;
        let ink = 0;
        for (let y = 0; y < bitmap.height; y++)
          for (let x = 0; x < bitmap.width; x++) {
            const inside =
              x >= box.x0 * s - grow &&
              x <= box.x1 * s + grow &&
              y >= box.y0 * s - grow &&
              y <= box.y1 * s + grow;
            const i = (y * bitmap.width + x) * 4;
            if (!inside && Math.min(d[i]!, d[i + 1]!, d[i + 2]!) < 235) ink++;
          }
        return ink;
      },
      { src, board, box },
    );
  }

  /**
   * How many pixels of a screenshot have a hue like `hue` under any light: 'blue' like the
   * shapes' fill (#1f6feb: blue well above red and green), 'red' well above green and blue.
   */
  async huePixels(png: Buffer, hue: 'blue' | 'red'): Promise<ShotStats> {
    return this.page.evaluate(
      async ([b64, hue]) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
        if (!ctx) throw new Error('no 2d context');
        ctx.drawImage(bitmap, 0, 0);
        const d = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
        let matching = 0;
        for (let i = 0; i < d.length; i += 4) {
          const [r, g, b] = [d[i]!, d[i + 1]!, d[i + 2]!];
          if (hue === 'blue' ? b > r + 80 && b > g + 40 : r > g + 80 && r > b + 80) matching++;
        }
        return { pixels: d.length / 4, matching };
      },
      [png.toString('base64'), hue] as const,
    );
  }

  /** Share of pixels (0–1) that differ by more than a few levels between two screenshots. */
  async changedShare(a: Buffer, b: Buffer): Promise<number> {
    return this.page.evaluate(
      async ([a64, b64]) => {
        const decode = async (s: string) => {
          const bytes = Uint8Array.from(atob(s), (c) => c.charCodeAt(0));
          const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
          const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
          if (!ctx) throw new Error('no 2d context');
          ctx.drawImage(bitmap, 0, 0);
          return ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
        };
        const [x, y] = await Promise.all([decode(a64), decode(b64)]);
        if (x.length !== y.length) return 1;
        let changed = 0;
        for (let i = 0; i < x.length; i += 4) {
          const delta =
            Math.abs(x[i]! - y[i]!) +
            Math.abs(x[i + 1]! - y[i + 1]!) +
            Math.abs(x[i + 2]! - y[i + 2]!);
          if (delta > 24) changed++;
        }
        return changed / (x.length / 4);
      },
      [a.toString('base64'), b.toString('base64')] as const,
    );
  }

  /**
   * Drags one finger across the 3D view from its centre by `by` CSS px: real touch input
   * through the DevTools protocol (touch and pointer events, as a phone sends them).
   */
  async touchDrag3d(by: Point): Promise<void> {
    const from = await this.centre3d();
    const cdp = await this.page.context().newCDPSession(this.page);
    const steps = 10;
    const at = (i: number) => [{ x: from.x + (by.x * i) / steps, y: from.y + (by.y * i) / steps }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (let i = 1; i <= steps; i++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  /** Drags across the 3D view with the mouse, from its centre by `by` CSS px. */
  async drag3d(by: Point): Promise<void> {
    const from = await this.centre3d();
    await this.drag(from, { x: from.x + by.x, y: from.y + by.y });
  }
}
