/**
 * The image-processing path's parameters (spec canvas §7, shell §7): `src`, `format` (default
 * webp), `quality` (default 80), `width`, `height`, `blur`, `fit`, `flip`, `flop`, `grayscale`,
 * `position`, `rotate`, `sharpen`. Read into one normalised record (the cache key is made from it,
 * so two spellings of one request share a file); a malformed value is a 400 naming the field.
 * Output sides are clamped to {@link MAX_OUTPUT_SIDE}, not refused: a client asking for a huge
 * picture gets the largest we make.
 */
import { HttpError } from '../http/httpError';

/** Largest output side, px (a 1920 canvas image at 2× is 3840). */
export const MAX_OUTPUT_SIDE = 4096;
/** Output formats and their MIME types. */
export const OUTPUT_FORMATS = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
} as const;
export type OutputFormat = keyof typeof OUTPUT_FORMATS;

export const FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export type Fit = (typeof FITS)[number];

/** sharp's positions (gravities, compass directions and the two strategies). */
export const POSITIONS = [
  'centre',
  'center',
  'top',
  'right top',
  'right',
  'right bottom',
  'bottom',
  'left bottom',
  'left',
  'left top',
  'north',
  'northeast',
  'east',
  'southeast',
  'south',
  'southwest',
  'west',
  'northwest',
  'entropy',
  'attention',
] as const;
export type Position = (typeof POSITIONS)[number];

/** The key of a malformed parameter's 400. */
export const INVALID_FIELD = 'invalidField';

export interface ProcessParams {
  src: string;
  format: OutputFormat;
  /** 1–100. */
  quality: number;
  /** Output px, clamped to MAX_OUTPUT_SIDE; null keeps the source's (also clamped). */
  width: number | null;
  height: number | null;
  /** Gaussian blur sigma, 0.3–100; null none. */
  blur: number | null;
  fit: Fit;
  position: Position;
  flip: boolean;
  flop: boolean;
  grayscale: boolean;
  /** Degrees, -360–360. */
  rotate: number;
  /** Sharpen sigma, 0.5–10 (`true`: 1); null none. */
  sharpen: number | null;
}

type Query = Record<string, string | string[] | undefined>;

function one(query: Query, name: string): string | undefined {
  const v = query[name];
  if (Array.isArray(v)) throw HttpError.validation(INVALID_FIELD, name);
  return v === undefined || v === '' ? undefined : v;
}

function number(query: Query, name: string, min: number, max: number): number | null {
  const raw = one(query, name);
  if (raw === undefined) return null;
  const n = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isFinite(n) || n < min || n > max) throw HttpError.validation(INVALID_FIELD, name);
  return n;
}

function side(query: Query, name: string): number | null {
  const raw = one(query, name);
  if (raw === undefined) return null;
  if (!/^[1-9]\d{0,8}$/.test(raw)) throw HttpError.validation(INVALID_FIELD, name);
  return Math.min(Number(raw), MAX_OUTPUT_SIDE);
}

function flag(query: Query, name: string): boolean {
  const raw = one(query, name);
  if (raw === undefined) return false;
  if (/^(true|1)$/i.test(raw)) return true;
  if (/^(false|0)$/i.test(raw)) return false;
  throw HttpError.validation(INVALID_FIELD, name);
}

function choice<T extends string>(query: Query, name: string, list: readonly T[], fallback: T): T {
  const raw = one(query, name)?.toLowerCase().replace(/[_+]/g, ' ');
  if (raw === undefined) return fallback;
  const found = list.find((v) => v === raw);
  if (!found) throw HttpError.validation(INVALID_FIELD, name);
  return found;
}

/** The parameters of a request; throws 400 on a missing `src` or a malformed value. */
export function processParams(query: Query): ProcessParams {
  const src = one(query, 'src');
  if (src === undefined) throw HttpError.validation('requiredField', 'src');
  const format = choice(query, 'format', ['webp', 'jpeg', 'jpg', 'png', 'avif'], 'webp');
  const sharpen = one(query, 'sharpen');
  return {
    src,
    format: format === 'jpg' ? 'jpeg' : format,
    quality: number(query, 'quality', 1, 100) ?? 80,
    width: side(query, 'width'),
    height: side(query, 'height'),
    blur: number(query, 'blur', 0.3, 100),
    fit: choice(query, 'fit', FITS, 'cover'),
    position: choice(query, 'position', POSITIONS, 'centre'),
    flip: flag(query, 'flip'),
    flop: flag(query, 'flop'),
    grayscale: flag(query, 'grayscale'),
    rotate: number(query, 'rotate', -360, 360) ?? 0,
    sharpen:
      sharpen !== undefined && /^true$/i.test(sharpen) ? 1 : number(query, 'sharpen', 0.5, 10),
  };
}
