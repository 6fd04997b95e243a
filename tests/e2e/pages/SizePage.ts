/**
 * Page object of the Size panel, the header's quantity and the price details: what a shopper
 * sees and does, by role and label, plus the calculator answers the page received (read from
 * the network, so a test compares what is shown with what the server said).
 */
import type { Locator, Page, Request } from '@playwright/test';
import { expect } from '@playwright/test';
import type { CalculatorRequest, ProductCalculator } from '../../../src/domain/product';
import { DesignerPage } from './DesignerPage';

export class SizePage extends DesignerPage {
  readonly sizeList: Locator;
  readonly customSize: Locator;
  readonly widthField: Locator;
  readonly heightField: Locator;
  readonly lockRatio: Locator;
  readonly apply: Locator;
  readonly sizeError: Locator;
  readonly comparison: Locator;
  readonly quantityHint: Locator;
  readonly priceDetailsButton: Locator;
  readonly priceDetails: Locator;
  /** Every calculator answer, in the order they arrived. */
  readonly answers: { request: CalculatorRequest; answer: ProductCalculator }[] = [];

  constructor(page: Page) {
    super(page);
    this.sizeList = this.panel.getByTestId('size-list');
    this.customSize = this.panel.getByTestId('custom-size');
    this.widthField = this.customSize.getByLabel(/^Width/);
    this.heightField = this.customSize.getByLabel(/^Height/);
    this.lockRatio = this.customSize.getByRole('checkbox', { name: 'Lock aspect ratio' });
    this.apply = this.customSize.getByRole('button', { name: 'Apply' });
    this.sizeError = this.customSize.getByRole('alert');
    this.comparison = this.panel.getByTestId('size-comparison');
    this.quantityHint = page.getByTestId('quantity-hint');
    this.priceDetailsButton = page.getByRole('button', { name: 'Price details' });
    this.priceDetails = page.getByRole('dialog', { name: 'Price details' });
    page.on('response', (response) => {
      if (!isCalculatorCall(response.request()) || !response.ok()) return;
      const request = response.request().postDataJSON() as CalculatorRequest;
      void response
        .json()
        .then((answer: ProductCalculator) => this.answers.push({ request, answer }))
        .catch(() => undefined);
    });
  }

  /** Opens a product with the Size panel open. */
  async openSize(productId: number): Promise<void> {
    await this.open(`?pId=${productId}&ati=2`);
    await expect(this.sizeList).toBeVisible();
  }

  /** The unit switch's choice (Feet or Inches). */
  unit(name: 'Feet' | 'Inches'): Locator {
    return this.panel.getByRole('radio', { name, exact: true });
  }

  orientation(name: 'Landscape' | 'Portrait'): Locator {
    return this.panel.getByRole('radio', { name, exact: true });
  }

  /** Types a custom size and presses Enter (each field replaced as a person would). */
  async typeSize(width: string | null, height: string | null): Promise<void> {
    if (width !== null) await this.widthField.fill(width);
    if (height !== null) await this.heightField.fill(height);
    await (height !== null ? this.heightField : this.widthField).press('Enter');
  }

  /** The calculator request whose answer is shown once `matches` holds, waited for. */
  async answerFor(
    matches: (request: CalculatorRequest) => boolean,
  ): Promise<{ request: CalculatorRequest; answer: ProductCalculator }> {
    await expect.poll(() => this.answers.some((a) => matches(a.request))).toBe(true);
    return this.answers.filter((a) => matches(a.request)).at(-1)!;
  }

  /** The answer of the last calculator call made so far. */
  async lastAnswer(): Promise<ProductCalculator> {
    await expect.poll(() => this.answers.length).toBeGreaterThan(0);
    return this.answers.at(-1)!.answer;
  }

  async openPriceDetails(): Promise<void> {
    await this.priceDetailsButton.click();
    await expect(this.priceDetails).toBeVisible();
  }
}

function isCalculatorCall(request: Request): boolean {
  return request.method() === 'POST' && request.url().endsWith('/api/v1/Product/calculator');
}
