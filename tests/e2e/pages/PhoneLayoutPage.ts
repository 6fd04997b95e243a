/**
 * Page object of the phone layout (issue 21): the header's one row and its More menu, the
 * selection tools' row, the panel as a bottom sheet with its handle, and what a person sees of
 * the canvas — measured on screen.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { EditorPage } from './EditorPage';

export class PhoneLayoutPage extends EditorPage {
  readonly addToCart: Locator;
  readonly addedPopup: Locator;
  readonly header: Locator;
  readonly more: Locator;
  readonly overflow: Locator;
  readonly sheetHandle: Locator;
  readonly selectionTools: Locator;

  constructor(page: Page) {
    super(page);
    this.addToCart = page.getByTestId('add-to-cart');
    this.addedPopup = page.getByTestId('added-to-cart');
    this.header = page.getByTestId('app-header');
    this.more = this.header.getByRole('button', { name: 'More' });
    this.overflow = page.getByTestId('header-overflow');
    this.sheetHandle = page.getByTestId('sheet-handle');
    this.selectionTools = page.locator('.layer-toolbar:not(.is-empty)');
  }

  /** The workspace's visible height over the window's height (0–1). */
  async canvasShare(): Promise<number> {
    const box = await this.workspace.boundingBox();
    const height = this.page.viewportSize()?.height ?? 0;
    if (!box || height === 0) throw new Error('workspace not laid out');
    return box.height / height;
  }

  async openMore(): Promise<void> {
    if ((await this.more.getAttribute('aria-expanded')) !== 'true') await this.more.tap();
    await expect(this.overflow).toBeVisible();
  }

  /** Menu item `title` opened with a tap; waits for its sheet. */
  async tapPanel(title: string): Promise<void> {
    await this.menuItem(title).tap();
    await expect(this.panel.getByRole('heading', { name: title })).toBeVisible();
  }

  /**
   * Text that does not fit its box in `root` (a label cut or pushed out): each element with text
   * of its own whose content is wider than its box, as "tag: text".
   */
  async cutTexts(root: Locator): Promise<string[]> {
    return root.evaluateAll((roots) => {
      const cut: string[] = [];
      for (const r of roots)
        for (const el of [r, ...r.querySelectorAll('*')]) {
          if (!(el instanceof HTMLElement) || el.offsetParent === null) continue;
          const ownText = [...el.childNodes].some(
            (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
          );
          if (!ownText || el.closest('.visually-hidden')) continue;
          // A label clipped to 1 px on purpose (an icon's accessible name) is not cut text.
          if (getComputedStyle(el).clip === 'rect(0px, 0px, 0px, 0px)') continue;
          if (el.scrollWidth > el.clientWidth + 1)
            cut.push(`${el.tagName.toLowerCase()}: ${el.textContent?.trim() ?? ''}`);
        }
      return cut;
    });
  }

  /**
   * Whether a person can reach `control`: inside the window and, at its centre, not covered by
   * anything else (the element there is the control or inside it).
   */
  async reachable(control: Locator): Promise<boolean> {
    await control.scrollIntoViewIfNeeded();
    return control.evaluate((el) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      if (r.left < 0 || r.top < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
        return false;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && (hit === el || el.contains(hit));
    });
  }
}
