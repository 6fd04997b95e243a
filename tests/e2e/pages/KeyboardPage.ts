/**
 * Page object of keyboard-only use: reaching a control with Tab (in the page's focus order, as a
 * keyboard user must), and what the focused element is.
 */
import type { Locator, Page } from '@playwright/test';

/** More Tab presses than the page has stops before the canvas area (header, menu, panel). */
const MAX_TABS = 150;

export class KeyboardPage {
  constructor(readonly page: Page) {}

  /** Whether `target` has the focus. */
  async focused(target: Locator): Promise<boolean> {
    return target.evaluate((el) => el === document.activeElement).catch(() => false);
  }

  /** Presses Tab until `target` has the focus; fails when the focus order never reaches it. */
  async tabTo(target: Locator): Promise<void> {
    for (let i = 0; i < MAX_TABS; i++) {
      if (await this.focused(target)) return;
      await this.page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${target.toString()}`);
  }

  /** Tabs to `target` and presses Enter on it. */
  async activate(target: Locator): Promise<void> {
    await this.tabTo(target);
    await this.page.keyboard.press('Enter');
  }
}
