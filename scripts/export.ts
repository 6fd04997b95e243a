/**
 * `npm run export -- <design.json> [--side front|back] [--budget safari|firefox|default]
 *   [--assets DIR] --out <dir>`
 *
 * Renders a design document (README, "Design document") through the editor's own export code in
 * headless Chromium and writes, per side, the print PNG (`front.png`, with its DPI in pHYs), the
 * SVG (`front.svg`) and the thumbnails (`front.240.webp`, `front.960.webp`). Images are taken
 * from --assets: a file named by the upload id its image objects name (`<imageId>.tif`…), or by
 * a local upload's file id. Prints one JSON summary line; the exit code is 1 when the export
 * failed, with its errors list in the summary.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureHarnessBuild } from './lib/build';
import { launchChromium } from './lib/browser';
import { exportDocument, openExportPage, saveOutput } from './lib/exportPage';
import { startServer } from './lib/server';

const USAGE =
  'usage: npm run export -- <design.json> [--side front|back] [--budget safari|firefox|default] [--assets DIR] --out <dir>';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    side: { type: 'string' },
    budget: { type: 'string', default: 'default' },
    assets: { type: 'string' },
    out: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const { budget, side } = values;
const valid =
  positionals.length === 1 &&
  values.out !== undefined &&
  (budget === 'safari' || budget === 'firefox' || budget === 'default') &&
  (side === undefined || side === 'front' || side === 'back');
if (values.help || !valid) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

const documentFile = path.resolve(positionals[0] as string);
if (!existsSync(documentFile)) {
  console.error(`${positionals[0]}: no such file`);
  process.exit(2);
}
const documentText = readFileSync(documentFile, 'utf8');
const assets = values.assets
  ? readdirSync(values.assets).map((name) => path.resolve(values.assets as string, name))
  : [];
const outDir = path.resolve(values.out as string);
mkdirSync(outDir, { recursive: true });

ensureHarnessBuild((m) => console.error(m));
const server = await startServer();
const browser = await launchChromium();
let failed: boolean;
try {
  const page = await openExportPage(browser, { baseUrl: server.url, budget });
  const result = await exportDocument(page, documentText, {
    assets,
    side: side as 'front' | 'back' | undefined,
  });
  for (const file of result.files)
    await saveOutput(page, file.name, file.bytes, path.join(outDir, file.name));
  failed = result.error !== undefined;
  console.log(JSON.stringify({ ...result, out: outDir }));
} finally {
  await browser.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
