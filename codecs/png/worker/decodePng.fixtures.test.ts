/**
 * decodePng on the PNG fixtures: pixels identical to a plain zlib.inflateSync reference decoder
 * (testing/referencePng.ts), with and without CRC checks and under tiny budgets.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PipelineErrorKey } from '../../../src/domain/imaging/errors';
import { decodePngBytes, failureOf } from './testing/decodeHelpers';
import { referenceDecodePng } from './testing/referencePng';
import { FIXTURES_DIR } from '../../../tests/fixtures';

const FIXTURES = FIXTURES_DIR;
const inflate = (d: Uint8Array): Uint8Array => zlib.inflateSync(d);

interface ManifestEntry {
  path: string;
  expected: { width: number | null; height: number | null; interlaced?: boolean };
}
const manifest = JSON.parse(readFileSync(path.join(FIXTURES, 'MANIFEST.json'), 'utf8')) as {
  files: ManifestEntry[];
};
const pngFixtures = manifest.files.filter((f) => f.path.startsWith('png/'));

/** Expects `run` to fail with PipelineError `key`, fast; returns the time taken, ms. */
async function expectFailure(run: () => Promise<unknown>, key: string): Promise<number> {
  const { key: got, ms } = await failureOf(run);
  expect(got).toBe(key);
  return ms;
}

describe('decodePng on the fixtures', () => {
  it.each(pngFixtures.filter((f) => !f.expected.interlaced).map((f) => f.path))(
    '%s matches the zlib.inflateSync reference exactly',
    async (file) => {
      const bytes = new Uint8Array(readFileSync(path.join(FIXTURES, file)));
      const entry = pngFixtures.find((f) => f.path === file)!;
      const reference = referenceDecodePng(bytes, inflate);
      const got = await decodePngBytes(bytes);
      expect([got.width, got.height]).toEqual([entry.expected.width, entry.expected.height]);
      expect(got.rowsDone).toBe(got.height);
      expect(Buffer.from(got.rgba).equals(Buffer.from(reference.rgba))).toBe(true);
      // Same pixels with CRCs checked, and with a budget so small that rows are cut in segments.
      const checked = await decodePngBytes(bytes, 5_000_000, true);
      expect(Buffer.from(checked.rgba).equals(Buffer.from(reference.rgba))).toBe(true);
      const narrow = await decodePngBytes(bytes, 100);
      expect(narrow.largestPiece).toBeLessThanOrEqual(100);
      expect(Buffer.from(narrow.rgba).equals(Buffer.from(reference.rgba))).toBe(true);
    },
  );

  it('refuses the Adam7-interlaced fixture (the pipeline sends those to the browser decoder)', async () => {
    const interlaced = pngFixtures.filter((f) => f.expected.interlaced);
    expect(interlaced.length).toBeGreaterThan(0);
    for (const f of interlaced) {
      const bytes = new Uint8Array(readFileSync(path.join(FIXTURES, f.path)));
      await expectFailure(() => decodePngBytes(bytes), PipelineErrorKey.unsupportedType);
    }
  });

  it('keeps strips under the budget (1 MiB px target, maxPiecePixels cap)', async () => {
    const bytes = new Uint8Array(
      readFileSync(path.join(FIXTURES, 'png/grey1-scan-phys-300dpi.png')),
    );
    const wide = await decodePngBytes(bytes, 90_000_000);
    expect(wide.largestPiece).toBeLessThanOrEqual(1 << 20);
    const small = await decodePngBytes(bytes, 10_000);
    expect(small.largestPiece).toBeLessThanOrEqual(10_000);
  });
});
