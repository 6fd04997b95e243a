/**
 * Test helpers for saved designs and cart items: a client's own design files (a small PNG, an
 * SVG and a thumbnail through the real chunked upload and attach) and valid payloads for the
 * vinyl banner (101: 72 x 36 in, 49.00 USD each; 2 cost 93.10 after the 5 % tier).
 */
import type { DesignFileAnswer } from '../../src/domain/uploads/designFiles';
import {
  DESIGN_DOCUMENT_FORMAT,
  DESIGN_DOCUMENT_VERSION,
} from '../../src/domain/export/designDocument';
import { storeDesign } from './designFileClient';
import { pngBytes, svgBytes } from './designFileBytes';
import type { TestClient } from './testApp';

export const BANNER_ID = 101;

/** A client's design files of one export. */
export interface ExportedFiles {
  png: DesignFileAnswer;
  svg: DesignFileAnswer;
  thumbnail: DesignFileAnswer;
}

/** Uploads and attaches a print PNG, an SVG and a 240 thumbnail as `client`. */
export async function exportFiles(client: TestClient): Promise<ExportedFiles> {
  const png = await storeDesign(client, pngBytes({ width: 720, height: 360, dpi: 10 }), 'png');
  const svg = await storeDesign(
    client,
    svgBytes('width="72in" height="36in" viewBox="0 0 720 360"', '<rect width="10" height="10"/>'),
    'svg',
  );
  const thumbnail = await storeDesign(
    client,
    pngBytes({ width: 240, height: 120 }),
    'thumbnail240',
  );
  return { png, svg, thumbnail };
}

/** A design document of the banner with one text on the front. */
export function bannerDocument(text = 'Grand opening') {
  return {
    format: DESIGN_DOCUMENT_FORMAT,
    version: DESIGN_DOCUMENT_VERSION,
    product: {
      id: BANNER_ID,
      name: 'Vinyl Banner',
      widthInches: 72,
      heightInches: 36,
      exportDpi: 100,
      textOutput: 'text',
    },
    printSide: 'single',
    sides: {
      front: { designVersion: 1, objects: [{ type: 'Textbox', text }], background: '' },
      back: null,
    },
  };
}

/** The save payload of the banner with `files`; `extra` overrides fields. */
export function savePayload(files: ExportedFiles | null, extra: Record<string, unknown> = {}) {
  return {
    name: 'Shop banner',
    description: 'For the front window',
    product: { productId: BANNER_ID, name: 'Vinyl Banner' },
    width: 72,
    height: 36,
    measurementUnit: 5,
    quantity: 1,
    price: 0.01,
    usedObjects: [{ type: 'text' }],
    accessories: {},
    designSvg: files?.svg.path ?? null,
    designPng: files?.png.path ?? null,
    backSideDesignSVG: null,
    backSideDesignPng: null,
    thumbnail: files?.thumbnail.path ?? null,
    backgroundImagePath: null,
    designDocument: bannerDocument(),
    ...extra,
  };
}

/** A cart-item payload of the banner with `files`; `extra` overrides fields. */
export function cartPayload(files: ExportedFiles | null, extra: Record<string, unknown> = {}) {
  return {
    id: null,
    productId: BANNER_ID,
    productName: 'Vinyl Banner',
    productMinQuantity: 1,
    width: 72,
    height: 36,
    measurementUnit: 5,
    quantity: 2,
    price: 1,
    accessories: {},
    usedObjects: [],
    isSavedForLater: false,
    designSvg: files?.svg.path ?? null,
    designPng: files?.png.path ?? null,
    backSideDesignSVG: null,
    backSideDesignPng: null,
    thumbnail: files?.thumbnail.path ?? null,
    backgroundImagePath: null,
    designId: null,
    backSideDesignId: null,
    designDocument: bannerDocument(),
    ...extra,
  };
}
