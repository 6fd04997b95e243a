/**
 * The embed SDK stays small (README "Embedded in a storefront": under 5 kB gzipped): built here
 * as `npm run build` builds it (scripts/embed-sdk.vite.config.ts, without writing), then gzipped.
 */
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import config from '../../scripts/embed-sdk.vite.config';

/** 5 kB, bytes. */
const LIMIT_BYTES = 5 * 1024;

describe('embed SDK', () => {
  it('is one dependency-free ES module under 5 kB gzipped', async () => {
    const result = (await build({
      ...config,
      configFile: false,
      logLevel: 'silent',
      build: { ...config.build, write: false },
    })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    const chunks = outputs.filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
    expect(chunks.map((c) => c.fileName)).toEqual(['embed.js']);
    const code = chunks[0]!.code;
    expect(code).not.toMatch(/\bimport\s*[({"']|\bfrom\s*["']/);
    expect(code).toContain('createDesigner');
    const gzipped = gzipSync(code, { level: 9 }).byteLength;
    console.info(`embed.js: ${code.length} bytes, ${gzipped} bytes gzipped`);
    expect(gzipped).toBeLessThan(LIMIT_BYTES);
  });
});
