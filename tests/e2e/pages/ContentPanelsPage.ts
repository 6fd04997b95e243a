/**
 * The content panels (Elements, Background, Templates, Stock Images) as a shopper uses them: the
 * category tabs, the search field, the thumbnails of the list shown.
 */
import type { Locator } from '@playwright/test';
import { expect } from '@playwright/test';
import { EditorPage } from './EditorPage';

export class ContentPanelsPage extends EditorPage {
  /** The list of the open panel (`elements-list`, `backgrounds-list`…). */
  list(name: 'elements' | 'backgrounds' | 'stock' | 'templates'): Locator {
    return this.panel.getByTestId(`${name}-list`);
  }

  thumbnails(name: 'elements' | 'backgrounds' | 'stock' | 'templates'): Locator {
    return this.list(name).locator('button.content-thumb');
  }

  tab(name: string | RegExp): Locator {
    return this.panel.getByRole('tab', { name });
  }

  async search(label: string, text: string): Promise<void> {
    await this.panel.getByRole('searchbox', { name: label }).fill(text);
  }

  /**
   * Scrolls the panel's body to its end while the list holds fewer than `count` thumbnails;
   * `exact`: it then holds exactly `count` (no page beyond is asked for without a scroll). Not
   * for pictures that come out shorter than the square they held: the end may come into view.
   */
  async scrollUntil(
    name: 'elements' | 'backgrounds' | 'stock' | 'templates',
    count: number,
    exact = true,
  ): Promise<void> {
    const body = this.panel.locator('.side-panel-body');
    await expect
      .poll(async () => {
        const shown = await this.thumbnails(name).count();
        if (shown < count) await body.evaluate((b) => b.scrollTo(0, b.scrollHeight));
        return shown;
      })
      .toBeGreaterThanOrEqual(count);
    if (exact) await expect(this.thumbnails(name)).toHaveCount(count);
  }

  /** Clicks a thumbnail and waits for the object it adds; returns the new object's id. */
  async place(thumbnail: Locator): Promise<string> {
    const before = new Set(await this.objectIds());
    await thumbnail.click();
    let id = '';
    await expect
      .poll(async () => {
        id = (await this.objectIds()).find((i) => !before.has(i)) ?? '';
        return id;
      })
      .not.toBe('');
    return id;
  }
}
