/** Page object of the designer screen: what a user sees and does, by role and label. */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export class DesignerPage {
  readonly productName: Locator;
  readonly productSize: Locator;
  readonly price: Locator;
  readonly sideMenu: Locator;
  readonly panel: Locator;
  readonly artboard: Locator;
  readonly canvas: Locator;
  readonly toast: Locator;
  readonly themeToggle: Locator;
  readonly quantityInput: Locator;

  constructor(readonly page: Page) {
    this.productName = page.getByTestId('product-name');
    this.productSize = page.getByTestId('product-size');
    this.price = page.getByTestId('total-price');
    this.sideMenu = page.getByRole('navigation', { name: 'Design tools' });
    this.panel = page.getByTestId('side-panel');
    this.artboard = page.getByTestId('artboard');
    this.canvas = this.artboard.locator('canvas').first();
    this.toast = page.getByTestId('toast');
    this.themeToggle = page.getByTestId('theme-toggle');
    this.quantityInput = page.getByTestId('quantity-input');
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/designer/${query}`);
    await expect(this.productName).toBeVisible();
  }

  menuItem(title: string): Locator {
    return this.sideMenu.getByRole('button', { name: title, exact: false });
  }

  /** The query parameter `name` of the current address. */
  param(name: string): string | null {
    return new URL(this.page.url()).searchParams.get(name);
  }

  /** Width / height of the artboard as laid out on screen. */
  async canvasAspect(): Promise<number> {
    const box = await this.artboard.boundingBox();
    if (!box) throw new Error('canvas not laid out');
    return box.width / box.height;
  }
}
