import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
const [dir, out, filter] = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.240.webp') && (!filter || f.includes(filter)));
const html =
  '<body style="margin:0;display:flex;flex-wrap:wrap;gap:6px;font:11px sans-serif">' +
  files
    .map(
      (f) =>
        `<figure style="margin:0;width:250px"><img style="max-width:240px;max-height:240px;background:#ccc" src="data:image/webp;base64,${fs.readFileSync(path.join(dir, f)).toString('base64')}"><figcaption>${f.replace('.240.webp', '')}</figcaption></figure>`,
    )
    .join('') +
  '</body>';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1300, height: 800 } });
await p.setContent(html);
await p.waitForTimeout(300);
await p.screenshot({ path: out, fullPage: true });
await b.close();
