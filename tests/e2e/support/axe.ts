/**
 * The accessibility check of a screen: axe-core (through @axe-core/playwright, a test-only
 * dependency) with its WCAG 2.x A and AA rules and best practices, and no rule turned off. A
 * failure lists each violation with the elements it found, so the message says what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Asserts axe finds nothing on the page as it is now; `where` names the screen in the message. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = result.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`)
        .join('\n'),
  );
  expect(found, `axe on ${where}`).toEqual([]);
}
