/**
 * Drives the pipeline tool page (`/harness/pipeline.html`) from Node: the same page the
 * browser tests use. Files go in through the page's file input, as a person's would.
 */
import type { Browser, Page } from '@playwright/test';
import type { ToolResult } from '../../harness/pipeline/pipelineTool';

export type { ToolResult };

export interface PipelinePageOptions {
  baseUrl: string;
  budget: 'safari' | 'firefox' | 'default';
  guard?: boolean;
}

export async function openPipelinePage(
  browser: Browser,
  options: PipelinePageOptions,
): Promise<Page> {
  const page = await browser.newPage();
  const guard = options.guard === false ? '&guard=0' : '';
  await page.goto(`${options.baseUrl}/harness/pipeline.html?budget=${options.budget}${guard}`);
  await page.waitForFunction(() => typeof window.pipelineTool?.run === 'function');
  return page;
}

export async function processFiles(
  page: Page,
  files: string[],
  maxFileBytes?: number,
): Promise<ToolResult[]> {
  await page.setInputFiles('#files', files);
  return page.evaluate(
    (max) => window.pipelineTool.run(max ? { maxFileBytes: max } : {}),
    maxFileBytes ?? 0,
  );
}
