/**
 * The header keeps one row: what does not fit the window's width sits in its More menu
 * (src/domain/layout/headerLayout). Page objects call `revealHeaderItem` before using a header
 * control, so the same step works at 1440 px and on a phone.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Opens the header's More menu when `item` is not shown in the header's row. */
export async function revealHeaderItem(page: Page, item: Locator): Promise<void> {
  const more = page.getByTestId('app-header').getByRole('button', { name: 'More' });
  // A page still loading shows neither yet: wait for the header to have one of them.
  await expect(item.or(more).first()).toBeVisible();
  if (await item.isVisible()) return;
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  await expect(item).toBeVisible();
}
