/**
 * Drives the export tool page (`/harness/export.html`) from Node: the same page the
 * browser tests and the benchmark use. Image files go in through the page's file input.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Browser, Page } from '@playwright/test';
import type { ExportToolResult } from '../../harness/export/exportToolTypes';

export type { ExportToolResult };

export interface ExportPageOptions {
  baseUrl: string;
  budget: 'safari' | 'firefox' | 'default';
  guard?: boolean;
}

export async function openExportPage(browser: Browser, options: ExportPageOptions): Promise<Page> {
  const page = await browser.newPage();
  const guard = options.guard === false ? '&guard=0' : '';
  await page.goto(`${options.baseUrl}/harness/export.html?budget=${options.budget}${guard}`);
  await page.waitForFunction(() => typeof window.exportTool?.run === 'function');
  return page;
}

export async function exportDocument(
  page: Page,
  documentText: string,
  options: { assets?: string[]; side?: 'front' | 'back' } = {},
): Promise<ExportToolResult> {
  if (options.assets?.length) {
    await page.setInputFiles('#assets', options.assets);
    await page.evaluate(() => window.exportTool.useAssetInput());
  }
  return page.evaluate(([text, side]) => window.exportTool.run(text, side ?? undefined), [
    documentText,
    options.side ?? null,
  ] as const);
}

/** Bytes read from the page per call (base64 in a string: 8 MiB is 11 MB of text). */
const CHUNK = 8 * 1024 * 1024;

/** Copies output `name` of the last run to `file`, in parts (print PNGs reach hundreds of MB). */
export async function saveOutput(page: Page, name: string, bytes: number, file: string) {
  const out = createWriteStream(file);
  for (let offset = 0; offset < bytes; offset += CHUNK) {
    const b64 = await page.evaluate(([n, o, l]) => window.exportTool.readChunk(n, o, l), [
      name,
      offset,
      CHUNK,
    ] as const);
    if (!out.write(Buffer.from(b64, 'base64'))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}
