/**
 * `npm run pipeline -- [--budget safari|firefox|default] [--max-file-mb N] [--out DIR] <file>…`
 *
 * Runs each file through the real worker pipeline in headless Chromium and prints one JSON line
 * per file (`file`, `format`, `unit`, `width`, `height` after orientation, `pages`, `dpi`,
 * `megapixels`, `error`, plus pixel size, colour model and timings). The 240 and 960 px WebP
 * thumbnails are written next to each file (`<name>.240.webp`), or into --out.
 */
import { accessSync, constants, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureHarnessBuild } from './lib/build';
import { launchChromium } from './lib/browser';
import { openPipelinePage, processFiles } from './lib/pipelinePage';
import { startServer } from './lib/server';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    budget: { type: 'string', default: 'default' },
    'max-file-mb': { type: 'string' },
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const budget = values.budget;
if (
  values.help ||
  positionals.length === 0 ||
  (budget !== 'safari' && budget !== 'firefox' && budget !== 'default')
) {
  console.error(
    'usage: npm run pipeline -- [--budget safari|firefox|default] [--max-file-mb N] [--out DIR] <file>…',
  );
  process.exit(values.help ? 0 : 2);
}

function writable(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

const files = positionals.map((f) => path.resolve(f));
const maxFileBytes = values['max-file-mb']
  ? Number(values['max-file-mb']) * 1024 * 1024
  : undefined;

ensureHarnessBuild((m) => console.error(m));
const server = await startServer();
const browser = await launchChromium();
try {
  const page = await openPipelinePage(browser, { baseUrl: server.url, budget });
  for (const [i, file] of files.entries()) {
    const [result] = await processFiles(page, [file], maxFileBytes);
    if (!result) continue;
    const { thumbnails, ...line } = result;
    console.log(JSON.stringify({ ...line, file: positionals[i] }));
    const outDir = values.out ?? (writable(path.dirname(file)) ? path.dirname(file) : null);
    if (!outDir) {
      console.error(
        `${positionals[i]}: folder not writable, thumbnails not written (use --out DIR)`,
      );
      continue;
    }
    mkdirSync(outDir, { recursive: true });
    for (const [side, b64] of Object.entries(thumbnails)) {
      writeFileSync(
        path.join(outDir, `${path.basename(file)}.${side}.webp`),
        Buffer.from(b64, 'base64'),
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
