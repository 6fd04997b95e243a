/**
 * The demo storefront (scripts/demoStorefront) as the embed spec drives it: the product page on
 * its own origin, the designer in its iframe, what the SDK reported (`window.storefront`), and
 * a third-party frame beside the designer.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface ExportedFileFacts {
  type: string;
  size: number;
  head: number[];
  text: string | null;
  width?: number;
  height?: number;
}

export interface ExportedRecord {
  data: Record<string, string | null>;
  errors: { key: string; detail?: string }[];
  files: Record<string, ExportedFileFacts>;
}

export class StorefrontPage {
  readonly designer: FrameLocator;

  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {
    this.designer = page.frameLocator('#designer iframe');
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.origin}/`);
    await this.waitReady();
  }

  async waitReady(): Promise<void> {
    await expect.poll(() => this.eventTypes(), { timeout: 60_000 }).toContain('ready');
    await expect(this.page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  }

  eventTypes(): Promise<string[]> {
    return this.page.evaluate(() =>
      (
        (window as unknown as { storefront?: { events: { type: string }[] } }).storefront?.events ??
        []
      ).map((e) => e.type),
    );
  }

  events<T = unknown>(type: string): Promise<T[]> {
    return this.page.evaluate(
      (t) =>
        (
          window as unknown as { storefront: { events: { type: string; detail: unknown }[] } }
        ).storefront.events
          .filter((e) => e.type === t)
          .map((e) => e.detail as never),
      type,
    );
  }

  exported(): Promise<ExportedRecord[]> {
    return this.page.evaluate(
      () =>
        (window as unknown as { storefront: { exported: ExportedRecord[] } }).storefront.exported,
    );
  }

  /** Runs an SDK command (`designer.<name>(...args)`) in the page; its promise's outcome. */
  command(name: string, ...args: unknown[]): Promise<{ ok: boolean; error?: string }> {
    return this.page.evaluate(
      async ([n, a]) => {
        const d = (
          window as unknown as {
            storefront: { designer: Record<string, (...x: unknown[]) => Promise<void>> };
          }
        ).storefront.designer;
        try {
          await d[n as string]!(...(a as unknown[]));
          return { ok: true };
        } catch (error) {
          return { ok: false, error: (error as Error).message };
        }
      },
      [name, args] as const,
    );
  }

  /** Posts `message` to the designer's frame from this page (the allowed origin). */
  postToDesigner(message: unknown, designerOrigin: string): Promise<void> {
    return this.page.evaluate(
      ([m, o]) => {
        const frame = document.querySelector<HTMLIFrameElement>('#designer iframe');
        frame?.contentWindow?.postMessage(m, o);
      },
      [message, designerOrigin] as const,
    );
  }

  /** Add to cart from the storefront; resolves once the exported files were read. */
  async addToCart(): Promise<void> {
    const before = (await this.exported()).length;
    await this.page.getByRole('button', { name: 'Add to cart' }).click();
    // The page reads the files' bytes after the event: the record may come after the reply.
    await expect
      .poll(async () => (await this.exported()).length, { timeout: 120_000 })
      .toBe(before + 1);
    await expect(this.page.locator('#status')).toHaveText('Added to cart.', { timeout: 120_000 });
  }

  /** The session's resume code the SDK keeps for the designer's origin. */
  resumeCode(designerOrigin: string): Promise<string | null> {
    return this.page.evaluate(
      (o) => sessionStorage.getItem(`designer-resume:${o}`),
      designerOrigin,
    );
  }

  setResumeCode(designerOrigin: string, code: string): Promise<void> {
    return this.page.evaluate(([o, c]) => sessionStorage.setItem(`designer-resume:${o}`, c), [
      designerOrigin,
      code,
    ] as const);
  }
}
