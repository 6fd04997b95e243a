/**
 * Curved text reads Fabric's laid-out lines as Fabric's own drawing places them
 * (canvas/curvedText `straightLines`: the line tops of `_renderTextCommon`, the baseline and
 * glyph lefts of `_renderChars`, the decoration offsets of `_renderTextDecoration`) and writes
 * its SVG with the attributes of `_wrapSVGTextAndBg`. A Fabric upgrade that changes one of
 * these fails here: read the method again, check curvedText.ts and curvedTextSvg.ts against it,
 * then record its new fingerprint. (Drawing and export are checked end to end in
 * tests/e2e/editor-curve.spec.ts.)
 */
import { createHash } from 'node:crypto';
import { FabricText } from 'fabric';
import { describe, expect, it } from 'vitest';

/** First 16 hex digits of the SHA-256 of each method's source as Fabric 7.4.0 ships it. */
const MIRRORED: Record<string, string> = {
  _renderTextCommon: 'edb952f930298836',
  _renderChars: '772bd802c9a94e37',
  _renderTextDecoration: 'a99965283f76ded4',
  _wrapSVGTextAndBg: 'c726608072548d1e',
};

describe('curved text follows Fabric’s text layout', () => {
  it.each(Object.entries(MIRRORED))('%s is unchanged', (method, fingerprint) => {
    const source = String((FabricText.prototype as unknown as Record<string, unknown>)[method]);
    expect(createHash('sha256').update(source).digest('hex').slice(0, 16)).toBe(fingerprint);
  });
});
