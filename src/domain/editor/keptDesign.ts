/**
 * The kept design (issue 19, "no design ever lost"): the open design as it is kept in the
 * browser's IndexedDB while the shopper works, so a crash, a killed tab or a reload can offer it
 * back. Pure: the record's shape and version, its validation (what comes out of storage is
 * untrusted: an older build, another tab, a hand edit), and the rules of when it is offered and
 * which local images it keeps.
 */
import type { CalculatorRequest } from '../product';
import { isPrintSide } from '../productOptions';
import type { PrintSide } from '../productOptions';
import { hasBackDesign, sideHasDesign } from './sides';
import type { Side, SidesState } from './sides';
import { createHistory, EMPTY_HISTORY } from './history';
import { localUploadFileId } from './uploadSources';

/** Version of the record; a record of another version is dropped, never read. */
export const KEPT_DESIGN_VERSION = 1;

export const RECOVERY_TUNABLES = {
  /**
   * A change is kept this long after the last one (a burst of drags writes once), ms. A tab
   * hidden (a phone switching apps, the step before the system kills it) writes at once.
   */
  keepDelayMs: 1000,
  /** After the delay the write waits for an idle moment at most this long, ms. */
  idleTimeoutMs: 2000,
  /**
   * Bytes of local images (originals whose upload had not finished) kept with the design. An
   * image beyond it is left out: the design comes back without it rather than not at all.
   */
  imageBudgetBytes: 100 * 1024 * 1024,
  /** How long a restore waits for the product's artboard and the local images' pixels, ms. */
  restoreWaitMs: 30_000,
} as const;

/** The open design, as kept. */
export interface KeptDesign {
  version: typeof KEPT_DESIGN_VERSION;
  /** ms since epoch. */
  keptAt: number;
  /** The applied product, size, options and quantity. */
  request: CalculatorRequest;
  /** The artboard the sides are laid out on, px at 100 % (a restore waits for it). */
  artboard: { width: number; height: number } | null;
  printSide: PrintSide;
  /** The side being edited. */
  side: Side;
  /** Each side's design JSON (domain/export designDocument), null when it has none. */
  front: string | null;
  back: string | null;
  /** Client file ids of the local images (`upload-local:`) the sides draw. */
  localImages: string[];
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isPositive = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v > 0;
const isJsonText = (v: unknown): v is string | null => {
  if (v === null) return true;
  if (typeof v !== 'string') return false;
  try {
    return isObject(JSON.parse(v));
  } catch {
    return false;
  }
};

function parseRequest(v: unknown): CalculatorRequest | null {
  if (!isObject(v) || !Number.isInteger(v.productId)) return null;
  const request: CalculatorRequest = { productId: v.productId as number };
  if (v.width !== undefined || v.height !== undefined) {
    if (!isPositive(v.width) || !isPositive(v.height)) return null;
    request.width = v.width;
    request.height = v.height;
  }
  if (v.measurementUnit !== undefined) {
    if (!Number.isInteger(v.measurementUnit)) return null;
    request.measurementUnit = v.measurementUnit as CalculatorRequest['measurementUnit'];
  }
  if (v.quantity !== undefined) {
    if (!Number.isInteger(v.quantity) || (v.quantity as number) < 1) return null;
    request.quantity = v.quantity as number;
  }
  if (v.selectedOptionKeys !== undefined) {
    const keys = v.selectedOptionKeys;
    if (!isObject(keys)) return null;
    for (const list of Object.values(keys))
      if (!Array.isArray(list) || !list.every((k) => typeof k === 'string')) return null;
    request.selectedOptionKeys = keys as Record<string, string[]>;
  }
  return request;
}

/** The kept record if `value` is a valid one of this version, else null (it is then dropped). */
export function parseKeptDesign(value: unknown): KeptDesign | null {
  if (!isObject(value) || value.version !== KEPT_DESIGN_VERSION) return null;
  const request = parseRequest(value.request);
  const { artboard, localImages } = value;
  if (!request || typeof value.keptAt !== 'number') return null;
  if (
    artboard !== null &&
    !(isObject(artboard) && isPositive(artboard.width) && isPositive(artboard.height))
  )
    return null;
  if (!isPrintSide(value.printSide)) return null;
  if (value.side !== 'front' && value.side !== 'back') return null;
  if (!isJsonText(value.front) || !isJsonText(value.back)) return null;
  if (!Array.isArray(localImages) || !localImages.every((id) => typeof id === 'string'))
    return null;
  return {
    version: KEPT_DESIGN_VERSION,
    keptAt: value.keptAt,
    request,
    artboard:
      artboard === null
        ? null
        : { width: artboard.width as number, height: artboard.height as number },
    printSide: value.printSide,
    side: value.side,
    front: value.front,
    back: value.back,
    localImages: localImages as string[],
  };
}

/** Whether the kept design holds anything a shopper would miss (an object or a background). */
export function keptDesignHasContent(
  kept: Pick<KeptDesign, 'printSide' | 'front' | 'back'>,
): boolean {
  return sideHasDesign(kept.front) || (hasBackDesign(kept.printSide) && sideHasDesign(kept.back));
}

/** A design's objects and background, whitespace and key order aside. */
function canonical(json: string | null): string {
  if (!json || !sideHasDesign(json)) return '';
  try {
    const d = JSON.parse(json) as Json;
    return JSON.stringify([d.objects ?? [], d.background ?? '']);
  } catch {
    return json;
  }
}

/**
 * Whether the kept design is offered back: it holds something, and differs from what the page
 * loaded (a design reopened with dId, a template with tId, or the empty canvas).
 */
export function offersKeptDesign(
  kept: KeptDesign | null,
  loaded: { front: string | null; back: string | null },
): kept is KeptDesign {
  if (!kept || !keptDesignHasContent(kept)) return false;
  const back = hasBackDesign(kept.printSide);
  return (
    canonical(kept.front) !== canonical(loaded.front) ||
    (back && canonical(kept.back) !== canonical(loaded.back))
  );
}

function collectLocal(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) collectLocal(v, into);
  else if (isObject(value)) {
    const id = localUploadFileId(value.src);
    if (id) into.add(id);
    collectLocal(value.objects, into);
    collectLocal(value.clipPath, into);
  }
}

/** The client file ids of the local images (`upload-local:<fileId>`) the designs draw. */
export function localImageIds(designs: readonly (string | null)[]): string[] {
  const ids = new Set<string>();
  for (const json of designs) {
    if (!json?.includes('upload-local:')) continue;
    try {
      collectLocal((JSON.parse(json) as Json).objects, ids);
    } catch {
      // Not a design: it draws nothing.
    }
  }
  return [...ids];
}

/**
 * Which local images are kept, in the order given (the first placed first), while their bytes
 * add up to at most `budgetBytes`; one that does not fit is left out and later smaller ones may
 * still fit.
 */
export function imagesWithinBudget<T extends { bytes: number }>(
  images: readonly T[],
  budgetBytes: number,
): T[] {
  let used = 0;
  const kept: T[] = [];
  for (const image of images) {
    if (used + image.bytes > budgetBytes) continue;
    used += image.bytes;
    kept.push(image);
  }
  return kept;
}

/**
 * The sides a restore starts from: each side's kept design as the first entry of a fresh history
 * (undo cannot go back past the restore: the kept record holds no history, and the page's empty
 * start is nothing to go back to), on the print side the restored product has now; a back design
 * only where that print side has one.
 */
export function restoredSides(
  kept: Pick<KeptDesign, 'side' | 'front' | 'back'>,
  printSide: PrintSide,
  empty: string,
): SidesState {
  const back = hasBackDesign(printSide);
  return {
    printSide,
    active: back ? kept.side : 'front',
    front: createHistory([kept.front ?? empty]),
    back: back ? createHistory([kept.back ?? empty]) : EMPTY_HISTORY,
  };
}

/**
 * `json` without the objects that draw one of the local images `missing` (kept over the budget,
 * or their original gone): the design comes back without them rather than failing to load.
 */
export function withoutLocalImages(json: string | null, missing: readonly string[]): string | null {
  if (!json || missing.length === 0) return json;
  try {
    const design = JSON.parse(json) as Json;
    if (!Array.isArray(design.objects)) return json;
    const objects = design.objects.filter((o) => {
      const ids = new Set<string>();
      collectLocal(o, ids);
      return !missing.some((id) => ids.has(id));
    });
    return objects.length === design.objects.length ? json : JSON.stringify({ ...design, objects });
  } catch {
    return json;
  }
}
