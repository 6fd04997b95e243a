/**
 * Page object of the Products and Options panels and the product notice's dialogs: searching
 * and choosing a product, the options as a shopper sees them (lists, dropdowns, conflicts), the
 * compatibility popup, the info dialog, the "back side will be lost" question, and what the
 * canvas shows (the artboard's applied option configuration).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { EditorPage } from './EditorPage';

/** The option configuration the canvas shows (spec canvas §3), as the artboard reports it. */
export interface CanvasOptions {
  shapeType?: string;
  printSide?: string;
  grommet?: string;
  drilledHole?: string;
  standoff?: string;
  hem?: number;
}

export class ProductOptionsPage extends EditorPage {
  readonly productSearch: Locator;
  readonly noticeConfirm: Locator;
  readonly noticeInfo: Locator;
  readonly backSideLoss: Locator;

  constructor(page: Page) {
    super(page);
    this.productSearch = page.getByRole('searchbox', { name: 'Search products' });
    this.noticeConfirm = page.getByTestId('product-notice-confirm');
    this.noticeInfo = page.getByTestId('product-notice-info');
    this.backSideLoss = page.getByTestId('back-side-loss-confirm');
  }

  /** The product cards of the Products panel (open it first). */
  get productCards(): Locator {
    return this.panel.locator('.product-card');
  }

  productCard(name: string): Locator {
    return this.productCards.filter({ hasText: name });
  }

  /** Products → types `pattern` into the search and waits for the matches. */
  async searchProducts(pattern: string): Promise<void> {
    await this.openPanel('Products');
    await this.productSearch.fill(pattern);
    await expect(this.panel.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** Options panel: the dropdown (native select) of an accessory, by its name. */
  dropdown(accessoryName: string): Locator {
    return this.panel.getByRole('combobox', { name: accessoryName });
  }

  /**
   * Options panel: picks the option `optionName` in an accessory's dropdown; its entry reads the
   * name, then its price difference or conflict ("Four corners · +$3.00 each").
   */
  async chooseInDropdown(accessoryName: string, optionName: string): Promise<void> {
    const escaped = optionName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const select = this.dropdown(accessoryName);
    const value = await select
      .locator('option', { hasText: new RegExp(`^${escaped}( ·|$)`) })
      .getAttribute('value');
    await select.selectOption(value ?? '');
  }

  /** Options panel: a radio or checkbox option row, by the option's name. */
  optionRow(name: string): Locator {
    return this.panel.locator('.option-row').filter({ hasText: name });
  }

  /** What the canvas shows: the applied option configuration. */
  async canvasOptions(): Promise<CanvasOptions> {
    const json = await this.artboard.getAttribute('data-options');
    return JSON.parse(json ?? '{}') as CanvasOptions;
  }

  /**
   * The option configuration of the answer the store says is applied (read from the calculator
   * cache): what the canvas must show.
   */
  async appliedAnswerOptions(): Promise<CanvasOptions> {
    return this.page.evaluate(() => {
      type Option = { isSelected: boolean; configuration: Record<string, unknown> };
      type Entry = {
        endpointName?: string;
        originalArgs?: unknown;
        data?: { accessories: { options: Option[] }[] };
      };
      const s = (
        window as unknown as {
          designerState: () => {
            api: { queries: Record<string, Entry> };
            productNotice: { applied: unknown };
          };
        }
      ).designerState();
      const sorted = (v: unknown): unknown =>
        v && typeof v === 'object' && !Array.isArray(v)
          ? Object.fromEntries(
              Object.entries(v)
                .sort(([a], [b]) => (a < b ? -1 : 1))
                .map(([k, x]) => [k, sorted(x)]),
            )
          : v;
      const key = JSON.stringify(sorted(s.productNotice.applied));
      const entry = Object.values(s.api.queries).find(
        (q) => q.endpointName === 'calculator' && JSON.stringify(sorted(q.originalArgs)) === key,
      );
      if (!entry?.data) throw new Error('the applied answer is not in the calculator cache');
      const merged: Record<string, unknown> = {};
      for (const a of entry.data.accessories)
        for (const o of a.options) if (o.isSelected) Object.assign(merged, o.configuration);
      return merged;
    });
  }

  /** The notice's state in the store (dialog, stored notice type). */
  async notice(): Promise<{ dialog: string; type: string }> {
    return this.page.evaluate(() => {
      const s = (
        window as unknown as {
          designerState: () => { productNotice: { dialog: string; notice: { type: string } } };
        }
      ).designerState();
      return { dialog: s.productNotice.dialog, type: s.productNotice.notice.type };
    });
  }
}
