/** Page object of the tour guide: its tip, buttons, spotlight and kept state. */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The local storage key of the designer's guide (src/domain/tour: `tourGuide:<path>`). */
export const DESIGNER_TOUR_KEY = 'tourGuide:/designer/';

export class TourPage {
  readonly tip: Locator;
  readonly title: Locator;
  readonly count: Locator;
  readonly spotlight: Locator;
  readonly backdrop: Locator;
  readonly tutorialButton: Locator;

  constructor(readonly page: Page) {
    this.tip = page.getByTestId('tour-tip');
    this.title = this.tip.getByRole('heading');
    this.count = page.getByTestId('tour-count');
    this.spotlight = page.getByTestId('tour-spotlight');
    this.backdrop = page.getByTestId('tour-backdrop');
    this.tutorialButton = page.getByRole('button', { name: 'Take the tour' });
  }

  /**
   * Turns the first-visit start on for this page: the e2e server runs with TOUR_AUTO_START
   * 'false' (so no other spec meets the tour); this page sees the runtime configuration a
   * deployment has by default.
   */
  async enableAutoStart(): Promise<void> {
    await this.page.route('**/designer/runtime-config.json', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as Record<string, string>;
      await route.fulfill({ response, json: { ...json, TOUR_AUTO_START: '' } });
    });
  }

  button(name: 'Next' | 'Previous' | 'Skip' | 'Done'): Locator {
    return this.tip.getByRole('button', { name, exact: true });
  }

  async expectStep(n: number, of: number, title?: string): Promise<void> {
    await expect(this.count).toHaveText(`Step ${n} of ${of}`);
    if (title) await expect(this.title).toHaveText(title);
  }

  /** The guide's kept state in local storage, parsed (null: none kept). */
  async kept(): Promise<{ isActive: boolean; activeIndex: number } | null> {
    const raw = await this.page.evaluate((key) => localStorage.getItem(key), DESIGNER_TOUR_KEY);
    return raw === null ? null : (JSON.parse(raw) as { isActive: boolean; activeIndex: number });
  }
}
