/**
 * The designer's query parameters (spec shell §2), parsed in one place into typed state.
 * Invalid values are dropped (null), never trusted: ids are checked for shape, numbers for range.
 */
import { isPanelId, PanelId } from './panels';

export interface DesignerQuery {
  /** Cart item id to edit (the main button then reads Update Cart). */
  cartItemId: string | null;
  /** Saved design id to edit. */
  designId: string | null;
  /** Product id to start with. */
  productId: number | null;
  /** Template id and template image id to preload. */
  templateId: number | null;
  /** A stock library picture (`local-12`) or one of the shopper's uploads (its image id). */
  templateImageId: string | null;
  /** Upload source flag/id of the front side (`sop`). */
  sourceOfUpload: string | null;
  /** Front uploaded image id and its media type. */
  frontUploadId: string | null;
  frontMediaType: string | null;
  /** Back uploaded image id and its media type. */
  backUploadId: string | null;
  backMediaType: string | null;
  /** Whether the uploads are temporary (guest) uploads. */
  isTemporaryUpload: boolean;
  /** Switches the Images panel to the AI image generator. */
  aiImage: boolean;
  /** Panel to open on load (`ati`). */
  activePanel: PanelId | null;
  /** Shows the preview-only screen (embedded use). */
  openDesignPreview: boolean;
}

/** Names of the parameters as they appear in the address. */
export const QUERY_KEYS = {
  cartItemId: 'cId',
  designId: 'dId',
  productId: 'pId',
  templateId: 'tId',
  templateImageId: 'imgId',
  sourceOfUpload: 'sop',
  frontUploadId: 'upid',
  frontMediaType: 'mt',
  backUploadId: 'bupid',
  backMediaType: 'bmt',
  isTemporaryUpload: 'isTemp',
  aiImage: 'aiImage',
  activePanel: 'ati',
  openDesignPreview: 'openDesignPreview',
} as const satisfies Record<keyof DesignerQuery, string>;

/** Legacy parameters removed once the last selected product is remembered (spec shell §2). */
export const LEGACY_QUERY_KEYS = [
  'tId',
  'imgId',
  'upid',
  'mt',
  'bupid',
  'bmt',
  'isTemp',
  'ati',
] as const;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const MEDIA_TYPE_PATTERN = /^[a-z]+\/[a-z0-9.+-]{1,64}$/i;

function id(value: string | null): string | null {
  return value !== null && ID_PATTERN.test(value) ? value : null;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

function flag(value: string | null): boolean {
  return value !== null && /^(true|1|yes)?$/i.test(value);
}

function mediaType(value: string | null): string | null {
  return value !== null && MEDIA_TYPE_PATTERN.test(value) ? value.toLowerCase() : null;
}

function panel(value: string | null): PanelId | null {
  const n = positiveInt(value);
  return n !== null && isPanelId(n) && n !== PanelId.Closed ? n : null;
}

/** Parses a query string (with or without the leading '?') or URLSearchParams. */
export function parseDesignerQuery(search: string | URLSearchParams): DesignerQuery {
  const p = typeof search === 'string' ? new URLSearchParams(search) : search;
  const get = (k: keyof DesignerQuery) => p.get(QUERY_KEYS[k]);
  return {
    cartItemId: id(get('cartItemId')),
    designId: id(get('designId')),
    productId: positiveInt(get('productId')),
    templateId: positiveInt(get('templateId')),
    templateImageId: id(get('templateImageId')),
    sourceOfUpload: id(get('sourceOfUpload')),
    frontUploadId: id(get('frontUploadId')),
    frontMediaType: mediaType(get('frontMediaType')),
    backUploadId: id(get('backUploadId')),
    backMediaType: mediaType(get('backMediaType')),
    isTemporaryUpload: flag(get('isTemporaryUpload')),
    aiImage: flag(get('aiImage')),
    activePanel: panel(get('activePanel')),
    openDesignPreview: flag(get('openDesignPreview')),
  };
}

/** The query string with `ati` set to the open panel (removed when closed); other keys kept. */
export function withActivePanel(search: string, active: PanelId): string {
  const p = new URLSearchParams(search);
  if (active === PanelId.Closed) p.delete(QUERY_KEYS.activePanel);
  else p.set(QUERY_KEYS.activePanel, String(active));
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** Whether the unsaved-change prompt starts active (spec shell §4: loaded with cId, dId, sop or upid). */
export function startsWithUnsavedPrompt(q: DesignerQuery): boolean {
  return (
    q.cartItemId !== null ||
    q.designId !== null ||
    q.sourceOfUpload !== null ||
    q.frontUploadId !== null
  );
}
