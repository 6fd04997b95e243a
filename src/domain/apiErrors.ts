/**
 * The error body every API error answer carries, and how the client reads it (spec shell §8,
 * spec canvas §8): errors grouped by key; each value is a list of translation keys. Validation
 * errors (400, and 429 for rate limits) are grouped under keys that begin with
 * `domainValidations`; other failures under `general`.
 *
 * ```json
 * { "status": 400, "errors": { "domainValidations": ["productNotFound"] } }
 * ```
 */
export interface ApiErrorBody {
  status: number;
  errors: Record<string, string[]>;
}

/** The group key of validation errors. */
export const DOMAIN_VALIDATIONS = 'domainValidations';

/** Error keys the API answers with (all translated; see the translations catalogue). */
export const ApiErrorKey = {
  /** Generic failure (spec: opsSomethingWentWrong). */
  somethingWentWrong: 'opsSomethingWentWrong',
  resourceNotFound: 'resourceNotFound',
  invalidJson: 'invalidJson',
  requiredField: 'requiredField',
  invalidField: 'invalidField',
  productNotFound: 'productNotFound',
  optionNotFound: 'optionNotFound',
  /** Several options for a single-choice accessory. */
  optionSelectionInvalid: 'optionSelectionInvalid',
  sizeOutOfRange: 'sizeOutOfRange',
  /** A non-custom product asked for a size it does not list. */
  sizeNotAvailable: 'sizeNotAvailable',
  quantityInvalid: 'quantityInvalid',
  antiForgeryInvalid: 'antiForgeryInvalid',
  /** The embedded editor's session header names no live session (issue 20). */
  embedSessionInvalid: 'embedSessionInvalid',
  sessionExpired: 'sessionExpired',
  forbidden: 'wrongUser',
  tooManyRequests: 'tooManyRequests',
  payloadTooLarge: 'payloadTooLarge',
  /** A body in a content type the endpoint does not read (JSON expected). */
  unsupportedMediaType: 'unsupportedMediaType',
  /** Bytes that are not an HTTP request (bad header bytes, conflicting lengths…): 400. */
  invalidRequest: 'invalidRequest',
  /** Request line and headers over the server's limit (16 KB): 431. */
  requestHeadersTooLarge: 'requestHeadersTooLarge',
  /** The request took longer to arrive than the server waits: 408. */
  requestTimeout: 'requestTimeout',
  /** The server is shutting down: 503 (the client retries, elsewhere or later). */
  serviceUnavailable: 'serviceUnavailable',
} as const;
export type ApiErrorKey = (typeof ApiErrorKey)[keyof typeof ApiErrorKey];

export function apiError(status: number, keys: string[], group = DOMAIN_VALIDATIONS): ApiErrorBody {
  return { status, errors: { [group]: keys } };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.errors !== 'object' || v.errors === null) return false;
  return Object.values(v.errors).every(
    (list) => Array.isArray(list) && list.every((k) => typeof k === 'string'),
  );
}

/**
 * The message keys of an error body, flat: the `domainValidations…` groups first (the spec's
 * reading rule), then any others. Unknown shapes give the generic key.
 */
export function errorKeysOf(body: unknown): string[] {
  if (!isApiErrorBody(body)) return [ApiErrorKey.somethingWentWrong];
  const entries = Object.entries(body.errors);
  const validation = entries
    .filter(([k]) => k.startsWith(DOMAIN_VALIDATIONS))
    .flatMap(([, v]) => v);
  const others = entries.filter(([k]) => !k.startsWith(DOMAIN_VALIDATIONS)).flatMap(([, v]) => v);
  // A key repeated across groups (e.g. `domainValidations` and `domainValidations.width`) shows once.
  const keys = [...new Set([...validation, ...others])];
  return keys.length > 0 ? keys : [ApiErrorKey.somethingWentWrong];
}
