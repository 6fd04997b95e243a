/**
 * The editor's font loader against the real server in Chromium: a served face loads and is
 * verified (text in it measures differently from the fallback), and a face that cannot load is
 * a failure naming its family, never a silent fallback.
 */
import { expect, test } from '@playwright/test';
// The page's `window.fontCheck` (its global declaration comes with the type).
import type { FontCheck } from '../../harness/fonts/fontCheck';

type LoadResult = Awaited<ReturnType<FontCheck['load']>>;

test.beforeEach(async ({ page }) => {
  await page.goto('/harness/fonts.html');
  await page.waitForFunction(() => typeof window.fontCheck?.load === 'function');
});

test('a served face loads, verifies and draws text in its own face', async ({ page }) => {
  const before = await page.evaluate(() =>
    window.fontCheck.measure('48px Pacifico, serif', 'Hello'),
  );
  expect(before).toBe(await page.evaluate(() => window.fontCheck.measure('48px serif', 'Hello')));
  const result = await page.evaluate(() => window.fontCheck.load('Pacifico', 400, 'normal'));
  expect(result).toEqual({ ok: true, family: 'Pacifico', weight: 400, style: 'normal' });
  const after = await page.evaluate(() =>
    window.fontCheck.measure('48px Pacifico, serif', 'Hello'),
  );
  expect(after).not.toBe(before);
  // An italic face of a family with several weights, by its own weight and style.
  const italic = await page.evaluate(() => window.fontCheck.load('Lora', 700, 'italic'));
  expect(italic.ok).toBe(true);
});

test('a family whose files are missing is reported as failed, by name', async ({ page }) => {
  const result = await page.evaluate(() =>
    window.fontCheck.loadFiles('No Such Family', [
      {
        url: '/fonts/no-such-family/400-normal-latin.000000000000.woff2',
        unicodeRange: 'U+0000-00FF',
      },
    ]),
  );
  const failed: LoadResult = {
    ok: false,
    family: 'No Such Family',
    weight: 400,
    style: 'normal',
    errorKey: 'fontLoadFailed',
    reason: 'network',
  };
  expect(result).toEqual(failed);
});

test('a face that loads but does not draw the text is not verified', async ({ page }) => {
  // Pacifico's real file, declared for Cyrillic only: FontFace.load resolves, yet latin text
  // still draws in the fallback — what document.fonts.load alone would have called loaded.
  const result = await page.evaluate(async () => {
    const file = await window.fontCheck.fileOf('Pacifico');
    return window.fontCheck.loadFiles('Pacifico Cyrillic Only', [
      { url: file.url, unicodeRange: 'U+0400-045F' },
    ]);
  });
  expect(result).toMatchObject({
    ok: false,
    family: 'Pacifico Cyrillic Only',
    reason: 'notVerified',
  });
});
