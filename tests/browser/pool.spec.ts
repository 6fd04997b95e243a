/**
 * The worker pool under stress, in real Chromium with real workers: an aborted job stops at once
 * and frees its worker; a worker that crashes fails its file with a typed error and is replaced.
 */
import { expect, test } from '@playwright/test';
import { fixturePath, manifestEntry } from '../fixtures';

const byName = manifestEntry;

test.beforeEach(async ({ page }) => {
  await page.goto('/harness/pipeline.html?budget=safari');
  await page.waitForFunction(() => typeof window.pipelineTool?.run === 'function');
});

test('aborting a 200 MP decode stops it at once and the next file still decodes', async ({
  page,
}) => {
  const big = byName('samsung-s24ultra-200mp-grid-irot270.heic');
  const small = byName('baseline-300dpi-photoshop-cs4.jpg');
  await page.setInputFiles('#files', [fixturePath(big), fixturePath(small)]);
  const aborted = await page.evaluate(() => window.pipelineTool.runAborted(0, 300));
  expect(aborted.error).toBe('imageDecodeAborted');
  expect(aborted.ms).toBeLessThan(1500);
  expect(aborted.workers).toBe(0); // the aborted worker was terminated, freeing its heap
  const after = await page.evaluate(() => window.pipelineTool.runAborted(1, 60_000));
  expect(after.error).toBeNull();
});

test('a crashed worker fails its file with a typed error and is replaced', async ({ page }) => {
  const file = byName('baseline-300dpi-photoshop-cs4.jpg');
  await page.setInputFiles('#files', [fixturePath(file)]);
  const result = await page.evaluate(() => window.pipelineTool.runAfterCrash(0));
  expect(result.first).toBe('imageDecoderCrashed');
  expect(result.second).toBeNull();
  expect(result.width).toBe(100);
});
