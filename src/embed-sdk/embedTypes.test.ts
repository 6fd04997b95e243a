/** The SDK's own types (shipped alone in embed.d.ts) say what the editor sends. */
import { describe, expect, it } from 'vitest';
import type {
  ExportedCanvasData,
  ParentSideFields,
  ParentWindowData,
  PriceChanged,
  UploadedImageData,
} from '../domain/embed';
import { EMBED_PROTOCOL_VERSION } from '../domain/embed';
import type { DesignData, Exported, PriceChanged as SdkPrice, UploadedImage } from './embed';
import { SDK_VERSION } from './embed';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const checks: [
  Same<PriceChanged, SdkPrice>,
  Same<UploadedImageData, UploadedImage>,
  Same<ExportedCanvasData, Exported['exportedCanvasData']>,
  Same<DesignData, ParentSideFields & Pick<ParentWindowData, 'designAsBase64'>>,
] = [true, true, true, true];

describe('embed SDK types', () => {
  it('match the protocol of the editor', () => {
    expect(checks).toEqual([true, true, true, true]);
    expect(SDK_VERSION.split('.')[0]).toBe(String(EMBED_PROTOCOL_VERSION));
  });
});
