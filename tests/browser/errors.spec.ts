/** Typed failures the fixture corpus does not cover, through the real pipeline in Chromium. */
import path from 'node:path';
import { expect, test } from '@playwright/test';

const DATA = path.resolve(import.meta.dirname, '..', 'data');

test('a password-protected PDF fails with pdfPasswordProtected and keeps its page size', async ({
  page,
}) => {
  await page.goto('/harness/pipeline.html?budget=safari');
  await page.waitForFunction(() => typeof window.pipelineTool?.run === 'function');
  await page.setInputFiles('#files', [path.join(DATA, 'password-protected-aes256.pdf')]);
  const [result] = await page.evaluate(() => window.pipelineTool.run());
  expect(result?.error).toBe('pdfPasswordProtected');
  expect(result?.format).toBe('pdf');
  // The page size and count come from the file's structure, which is not encrypted.
  expect([result?.width, result?.height, result?.pages]).toEqual([612, 792, 2]);
  expect(await page.evaluate(() => window.pipelineTool.violations())).toEqual([]);
});
