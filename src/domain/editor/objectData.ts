/**
 * The data fields a canvas object carries besides its drawing (spec canvas §3 "Canvas object data
 * fields"), the names a Fabric object must serialise for them, and a validator for designs that
 * come from outside (saved designs, the parent page, the session).
 */
import type { DpiResult } from '../imaging/effectiveDpi';
import { pageIndex } from '../uploads/pages';
import { normalizeObjectId } from './objectIds';
import type { TemplateAnchor, TemplateLayoutRecord } from './templateLayout';
import { isTemplateAnchor, parseTemplateLayout } from './templateLayout';

/** An id from the server: numbers and strings both occur. */
export type ObjectRefId = string | number;

/** A used stock or external image: its id at the provider and the provider ('source'). */
export interface UsedImageRef {
  readonly id: ObjectRefId;
  readonly source: string;
}

/** A font variant of a text object (name, style, weight; id when from the server). */
export interface FontVariant {
  readonly name: string;
  readonly style: string;
  readonly weight: string | number;
  readonly id?: ObjectRefId;
}

/** Pixel size of the placed image's source (after orientation), px. */
export interface ImageResolution {
  readonly width: number;
  readonly height: number;
}

/** The canvas object data fields; all optional. Flags read 'true'/'false' strings from SVG too. */
export interface ObjectData {
  readonly id?: string;
  readonly 'data-usedUploadId'?: ObjectRefId;
  readonly 'data-usedTemplateId'?: ObjectRefId;
  readonly 'data-usedBackgroundId'?: ObjectRefId;
  readonly 'data-usedImage'?: UsedImageRef;
  readonly 'data-usedExternalImage'?: UsedImageRef;
  readonly 'data-bg-removed'?: boolean;
  readonly 'data-ai-enhanced'?: boolean;
  readonly 'data-dpiCheckEnabled'?: boolean;
  readonly 'data-changeable-color'?: boolean;
  readonly 'data-changeable-background'?: boolean;
  readonly 'data-changeable-border'?: boolean;
  /** Border margin, inches: 0 up to (not including) 5 (spec canvas §5). */
  readonly 'data-changeable-border-margin'?: number;
  /** Border stroke width, canvas px, above 0. */
  readonly 'data-changeable-border-width'?: number;
  /** Shadow on/off, or the shadow's settings as text. */
  readonly 'data-shadow'?: boolean | string;
  readonly variants?: readonly FontVariant[];
  /**
   * An image's facts: its source's pixel size, its DPI result, and the page of its file it shows
   * (0-based, as the pipeline's `page` option; absent for page 0 and single pictures).
   */
  readonly data?: {
    readonly resolution?: ImageResolution;
    readonly dpiResult?: DpiResult;
    readonly page?: number;
  };
  readonly isAIEnhanced?: boolean;
  readonly isMoreThan64MP?: boolean;
  /** A template object's anchor on the artboard (templateLayout.ts). */
  readonly 'data-anchor'?: TemplateAnchor;
  /** A template object's design and where its layout put it (templateLayout.ts). */
  readonly 'data-template-layout'?: TemplateLayoutRecord;
}

/** Property names a Fabric object must serialise (its `customProperties`). */
export const OBJECT_CUSTOM_PROPERTIES = [
  'id',
  'data-usedUploadId',
  'data-usedTemplateId',
  'data-usedBackgroundId',
  'data-usedImage',
  'data-usedExternalImage',
  'data-bg-removed',
  'data-ai-enhanced',
  'data-dpiCheckEnabled',
  'data-changeable-color',
  'data-changeable-background',
  'data-changeable-border',
  'data-changeable-border-margin',
  'data-changeable-border-width',
  'data-shadow',
  'variants',
  'data',
  'isAIEnhanced',
  'isMoreThan64MP',
  'data-anchor',
  'data-template-layout',
] as const satisfies readonly (keyof ObjectData)[];

/** Longest id kept, characters. */
const MAX_ID_LENGTH = 256;
/** Longest other text kept (sources, shadow settings), characters. */
const MAX_TEXT_LENGTH = 2048;
/** Most font variants kept. */
const MAX_VARIANTS = 64;
/** Border margins from this value up are ignored, inches (spec canvas §5). */
const MAX_BORDER_MARGIN_INCHES = 5;

type Raw = Record<string, unknown>;

function isRecord(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
function text(v: unknown, max = MAX_TEXT_LENGTH): string | undefined {
  return typeof v === 'string' && v.length <= max ? v : undefined;
}
function refId(v: unknown): ObjectRefId | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  return v === '' ? undefined : text(v, MAX_ID_LENGTH);
}
function flag(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  return v === 'true' ? true : v === 'false' ? false : undefined;
}
function finite(v: unknown): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}
function imageRef(v: unknown): UsedImageRef | undefined {
  if (!isRecord(v)) return undefined;
  const id = refId(v.id);
  const source = text(v.source);
  return id !== undefined && source !== undefined ? { id, source } : undefined;
}
function variant(v: unknown): FontVariant | undefined {
  if (!isRecord(v)) return undefined;
  const name = text(v.name, MAX_ID_LENGTH);
  const style = text(v.style, MAX_ID_LENGTH);
  const weight = typeof v.weight === 'number' ? finite(v.weight) : text(v.weight, MAX_ID_LENGTH);
  if (name === undefined || style === undefined || weight === undefined) return undefined;
  const id = refId(v.id);
  return id === undefined ? { name, style, weight } : { name, style, weight, id };
}
function positive(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;
}
function resolution(v: unknown): ImageResolution | undefined {
  if (!isRecord(v)) return undefined;
  const width = positive(v.width);
  const height = positive(v.height);
  return width && height ? { width, height } : undefined;
}
function dpiResult(v: unknown): DpiResult | undefined {
  if (!isRecord(v) || typeof v.belowThreshold !== 'boolean') return undefined;
  const out = {
    smallestSideInches: positive(v.smallestSideInches),
    smallestSideDPI: positive(v.smallestSideDPI),
    belowThreshold: v.belowThreshold,
    originalWidth: positive(v.originalWidth),
    originalHeight: positive(v.originalHeight),
    effectiveDPI: positive(v.effectiveDPI),
  };
  return Object.values(out).every((x) => x !== undefined) ? (out as DpiResult) : undefined;
}

/** Validators per field; each returns undefined to drop the value. */
const FIELDS: { readonly [K in keyof ObjectData]-?: (v: unknown) => ObjectData[K] } = {
  id: (v) => {
    const id = text(v, MAX_ID_LENGTH);
    return id === undefined ? undefined : normalizeObjectId(id);
  },
  'data-usedUploadId': refId,
  'data-usedTemplateId': refId,
  'data-usedBackgroundId': refId,
  'data-usedImage': imageRef,
  'data-usedExternalImage': imageRef,
  'data-bg-removed': flag,
  'data-ai-enhanced': flag,
  'data-dpiCheckEnabled': flag,
  'data-changeable-color': flag,
  'data-changeable-background': flag,
  'data-changeable-border': flag,
  'data-changeable-border-margin': (v) => {
    const n = finite(v);
    return n !== undefined && n >= 0 && n < MAX_BORDER_MARGIN_INCHES ? n : undefined;
  },
  'data-changeable-border-width': (v) => {
    const n = finite(v);
    return n !== undefined && n > 0 ? n : undefined;
  },
  'data-shadow': (v) => flag(v) ?? text(v),
  variants: (v) => {
    if (!Array.isArray(v)) return undefined;
    const list = v.slice(0, MAX_VARIANTS).map(variant);
    return list.filter((x): x is FontVariant => x !== undefined);
  },
  data: (v) => {
    if (!isRecord(v)) return undefined;
    const res = resolution(v.resolution);
    const dpi = dpiResult(v.dpiResult);
    const page = pageIndex(v.page);
    if (res === undefined && dpi === undefined && !page) return undefined;
    return {
      ...(res && { resolution: res }),
      ...(dpi && { dpiResult: dpi }),
      ...(page && { page }),
    };
  },
  isAIEnhanced: flag,
  isMoreThan64MP: flag,
  'data-anchor': (v) => (isTemplateAnchor(v) ? v : undefined),
  'data-template-layout': parseTemplateLayout,
};

/**
 * Keeps the known data fields of an object from outside whose values have valid types, and drops
 * everything else (unknown keys, wrong types, out-of-range numbers, invalid font variants). Ids
 * get the current marker spelling; numeric strings are read as numbers for the border fields and
 * 'true'/'false' as flags (SVG attributes are text).
 */
export function sanitizeObjectData(input: unknown): ObjectData {
  if (!isRecord(input)) return {};
  const out: Record<string, unknown> = {};
  for (const key of OBJECT_CUSTOM_PROPERTIES) {
    if (!Object.hasOwn(input, key)) continue;
    const value = (FIELDS[key] as (v: unknown) => unknown)(input[key]);
    if (value !== undefined) out[key] = value;
  }
  return out as ObjectData;
}
