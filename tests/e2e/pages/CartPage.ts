/**
 * Page object of the shopping-cart page (`/shopping-cart/`, server/cartPage), and the calls a
 * shopper's editor makes to fill the cart: a design thumbnail through the chunked upload and
 * `AttachDesignFile`, then `POST Shopping/CartItems`, in the page's own session.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export class CartPage {
  readonly items: Locator;
  readonly total: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.items = page.locator('li.item');
    this.total = page.locator('[data-total]');
    this.empty = page.getByText('Your cart is empty.');
  }

  async goto(): Promise<void> {
    await this.page.goto('/shopping-cart/');
  }

  /** The item of a product. */
  item(productName: string): Locator {
    return this.items.filter({ has: this.page.getByRole('heading', { name: productName }) });
  }

  /** Clicks Remove on the item of `productName` and waits for the page to reload. */
  async remove(productName: string): Promise<void> {
    await Promise.all([
      this.page.waitForEvent('load'),
      this.page.getByRole('button', { name: `Remove ${productName}` }).click(),
    ]);
  }

  private async xsrf(): Promise<string> {
    const cookie = (await this.page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
    if (!cookie) throw new Error('open a page of the server first');
    return decodeURIComponent(cookie.value);
  }

  /** Uploads `png` as a design thumbnail of the session; its path. */
  async uploadThumbnail(png: Buffer): Promise<string> {
    const fileId = randomUUID();
    const chunk = await this.page.request.post('/api/v1/FileManagement/ImageChunkedUpload', {
      headers: {
        'content-type': 'application/octet-stream',
        'x-upload-total-size': String(png.length),
        'x-upload-chunk-size': String(2 * 1024 * 1024),
        'x-upload-chunk-index': '1',
        'x-upload-chunk-count': '1',
        'x-upload-file-name': 'thumbnail.png',
        'x-upload-file-id': fileId,
        'x-upload-file-type': 'image/png',
        'x-upload-security-token': 'e2e',
        'x-upload-chunk-sha256': sha256(png),
        'x-upload-purpose': 'design',
        'x-xsrf-token': await this.xsrf(),
      },
      data: png,
    });
    if (!chunk.ok()) throw new Error(`upload refused: ${await chunk.text()}`);
    const attach = await this.page.request.post(
      `/api/v1/EditorElement/AttachDesignFile/${fileId}?kind=thumbnail240`,
      { headers: { 'x-xsrf-token': await this.xsrf() } },
    );
    if (!attach.ok()) throw new Error(`attach refused: ${await attach.text()}`);
    return ((await attach.json()) as { path: string }).path;
  }

  /** Adds cart items as the editor does; their ids. */
  async addItems(items: Record<string, unknown>[]): Promise<string[]> {
    const r = await this.page.request.post('/api/v1/Shopping/CartItems', {
      headers: { 'x-xsrf-token': await this.xsrf() },
      data: items,
    });
    if (!r.ok()) throw new Error(`cart refused: ${await r.text()}`);
    return ((await r.json()) as { id: string }[]).map((i) => i.id);
  }
}
