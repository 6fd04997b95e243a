/** Typed failures the fixture corpus does not cover, through the real pipeline in Chromium. */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { EPS_RENDERER_PATH } from '../../codecs/eps/renderPlan';
import { fixturePath, manifestEntry } from '../fixtures';

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

test('without the optional PostScript renderer, an EPS without a preview fails with epsNeedsRenderer and keeps its size; one with a TIFF preview still shows it', async ({
  page,
}) => {
  // A deployment that leaves the renderer out (EPS_RENDERER=off) answers 404 under its path.
  const asked: string[] = [];
  await page.context().route(`**${EPS_RENDERER_PATH}**`, (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 404, body: 'not here' });
  });
  await page.goto('/harness/pipeline.html?budget=safari');
  await page.waitForFunction(() => typeof window.pipelineTool?.run === 'function');
  const without = manifestEntry('illustrator-cs6-no-preview.eps');
  const withPreview = manifestEntry('illustrator-cs6-dos-eps-tiff-preview.eps');
  // The preview's fast path never asks for the renderer; the file without a preview does.
  await page.setInputFiles('#files', [fixturePath(withPreview)]);
  const [shown] = await page.evaluate(() => window.pipelineTool.run());
  expect(asked, 'a preview needs no renderer').toEqual([]);
  await page.setInputFiles('#files', [fixturePath(without)]);
  const [refused] = await page.evaluate(() => window.pipelineTool.run());
  expect(asked.length, 'the renderer was asked for').toBeGreaterThan(0);
  expect(refused?.error).toBe('epsNeedsRenderer');
  expect([refused?.format, refused?.width, refused?.height]).toEqual(['eps', 403, 2448]);
  expect(shown?.error).toBeNull();
  expect([shown?.width, shown?.height]).toEqual([403, 2448]);
  expect(await page.evaluate(() => window.pipelineTool.violations())).toEqual([]);
});
