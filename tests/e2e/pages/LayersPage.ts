/** Page object of the layers list beside the canvas: the listbox, its options and its tools. */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export class LayersPage {
  readonly toggle: Locator;
  readonly panel: Locator;
  readonly list: Locator;
  readonly options: Locator;
  readonly announcer: Locator;

  constructor(readonly page: Page) {
    this.toggle = page.getByTestId('editor-bar').getByRole('button', { name: 'Layers' });
    this.panel = page.getByTestId('layers-list');
    this.list = this.panel.getByRole('listbox', { name: 'Layers' });
    this.options = this.list.getByRole('option');
    this.announcer = page.getByTestId('announcer');
  }

  async open(): Promise<void> {
    if ((await this.toggle.getAttribute('aria-pressed')) !== 'true') await this.toggle.click();
    await expect(this.panel).toBeVisible();
  }

  /** The options' names, top first. */
  async names(): Promise<string[]> {
    return this.options.allInnerTexts();
  }

  /** The selected option's name. */
  selected(): Locator {
    return this.list.getByRole('option', { selected: true });
  }
}
