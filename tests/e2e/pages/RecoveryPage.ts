/**
 * Page object of the recovery of an unsaved design (issue 19): the "Restore your unsaved
 * design?" question, and what the browser keeps (read from the page's own IndexedDB, as the
 * designer wrote it: the test waits for the keep before killing the tab).
 */
import type { Frame, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { UploadsPage } from './UploadsPage';

/** What the kept record holds, as the tests read it. */
export interface KeptSummary {
  productId: number;
  width: number | null;
  height: number | null;
  objectTypes: string[];
  localImages: string[];
  keptImages: string[];
}

export class RecoveryPage extends UploadsPage {
  readonly restoreDialog: Locator;
  readonly restoreButton: Locator;
  readonly discardButton: Locator;

  constructor(page: Page) {
    super(page);
    this.restoreDialog = page.getByTestId('restore-design');
    this.restoreButton = this.restoreDialog.getByRole('button', { name: 'Restore' });
    this.discardButton = this.restoreDialog.getByRole('button', { name: 'Discard' });
  }

  /** The kept design of the page's storage partition, or null. */
  async kept(): Promise<KeptSummary | null> {
    return readKept(this.page);
  }

  /** Waits until the kept design holds `count` objects on its front; returns it. */
  async waitKept(count: number): Promise<KeptSummary> {
    await expect
      .poll(async () => (await this.kept())?.objectTypes.length, { timeout: 15_000 })
      .toBe(count);
    return (await this.kept())!;
  }
}

/** Reads the kept record in `target`'s IndexedDB (a page, or a frame of another site). */
export function readKept(target: Page | Frame): Promise<KeptSummary | null> {
  return target.evaluate(
    () =>
      new Promise<KeptSummary | null>((resolve) => {
        const open = indexedDB.open('print-designer-recovery');
        open.onerror = () => resolve(null);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['design', 'images'], 'readonly');
          const design = tx.objectStore('design').get('current');
          const images = tx.objectStore('images').getAllKeys();
          tx.oncomplete = () => {
            db.close();
            const d = design.result as
              | {
                  request: { productId: number; width?: number; height?: number };
                  front: string | null;
                  localImages: string[];
                }
              | undefined;
            if (!d) return resolve(null);
            const front = JSON.parse(d.front ?? '{"objects":[]}') as {
              objects: { type: string }[];
            };
            resolve({
              productId: d.request.productId,
              width: d.request.width ?? null,
              height: d.request.height ?? null,
              objectTypes: front.objects.map((o) => o.type),
              localImages: d.localImages,
              keptImages: images.result.map(String),
            });
          };
        };
      }),
  );
}
