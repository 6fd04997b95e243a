/**
 * Page object of uploading: the Uploads panel (pick, progress, place, delete), the refusal popup,
 * the selected image's readout, and the server's view of the session's uploads (read through
 * the page, so the browser's own session cookie is used).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { EditorPage } from './EditorPage';

/** `GET Profile/UploadImages` as the tests read it. */
export interface UploadList {
  images: {
    id: string;
    fileId: string;
    fileName: string;
    originalMIMEType: string;
    isTemporary: boolean;
    sha256: string;
    size: number;
    renditions: string[];
    pixelWidth: number | null;
    pixelHeight: number | null;
  }[];
  detailed: { usedCount: number; usedSize: number; logOutCount: number };
  signedIn: boolean;
}

export class UploadsPage extends EditorPage {
  readonly uploadsPanel: Locator;
  readonly items: Locator;
  readonly refusal: Locator;
  readonly imageInfo: Locator;
  readonly lowResolutionWarning: Locator;

  constructor(page: Page) {
    super(page);
    this.uploadsPanel = page.getByTestId('uploads-panel');
    this.items = page.getByTestId('upload-item');
    this.refusal = page.getByTestId('upload-refusal');
    this.imageInfo = page.getByTestId('image-info');
    this.lowResolutionWarning = page.getByTestId('low-resolution-warning');
  }

  async openUploads(): Promise<void> {
    await this.openPanel('Uploads');
    await expect(this.uploadsPanel).toBeVisible();
  }

  /** Chooses files in the panel's file input, as the "Upload a file" button does. */
  async choose(...files: string[]): Promise<void> {
    await this.page.getByTestId('upload-input').setInputFiles(files);
  }

  /** Uploads `file` and waits until it is on the server; returns the server's image. */
  async upload(file: string): Promise<UploadList['images'][number]> {
    const name = file.split('/').pop()!;
    await this.choose(file);
    await this.waitUploaded(name);
    const image = (await this.serverUploads()).images.find((i) => i.fileName === name);
    if (!image) throw new Error(`${name} is not listed on the server`);
    return image;
  }

  /** The item of a file by its display name (newest first when repeated). */
  item(fileName: string): Locator {
    return this.items.filter({ hasText: fileName }).first();
  }

  /** Waits until the file is on the server with its renditions (the item says done). */
  async waitUploaded(fileName: string, timeout = 60_000): Promise<void> {
    await expect(this.item(fileName)).toHaveAttribute('data-state', 'done', { timeout });
  }

  /** Clicks the item's thumbnail: places the upload on the canvas. */
  async place(fileName: string): Promise<void> {
    const before = (await this.objects()).length;
    await this.item(fileName).locator('.upload-thumb').click();
    await expect.poll(async () => (await this.objects()).length).toBe(before + 1);
  }

  /** The effective DPI the readout shows, or null when it shows none. */
  async shownDpi(): Promise<number | null> {
    const dpi = await this.imageInfo.getByTestId('image-info-dpi').getAttribute('data-dpi');
    return dpi === null ? null : Number(dpi);
  }

  async serverUploads(): Promise<UploadList> {
    return this.page.evaluate(async () => {
      const r = await fetch('/api/v1/Profile/UploadImages', { credentials: 'include' });
      return (await r.json()) as UploadList;
    });
  }

  /** SHA-256 (hex) of what `system/source?size=2` serves: the stored original. */
  async storedOriginalSha256(imageId: string): Promise<string> {
    return this.page.evaluate(async (id) => {
      const r = await fetch(`/api/v1/system/source?id=${id}&size=2`, { credentials: 'include' });
      const digest = await crypto.subtle.digest('SHA-256', await r.arrayBuffer());
      return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    }, imageId);
  }
}
