/**
 * Runtime environment configuration (spec shell §3 "Runtime env configs"): served as
 * `/designer/runtime-config.json` and as the `envConfigs` website configuration, never baked in
 * at build time. Every value is a string; an empty string means "not set / use the default".
 */

/** The keys, in the order the spec lists them. */
export const RUNTIME_CONFIG_KEYS = [
  'API_BASE_URL',
  'CDN_URL',
  'COOKIE_DOMAIN',
  'WS_URL',
  'RECAPTCHA_KEY',
  'POST_HOG_URL',
  'MAX_QUANTITY',
  // Not in the spec's list: the tour's first-visit start ('false': off) and the error
  // monitoring's report endpoint ('' : off).
  'TOUR_AUTO_START',
  'ERROR_MONITORING_URL',
  // Beyond the spec: the storefront origins that may frame the editor and message it (issue 20).
  'EMBED_ALLOWED_ORIGINS',
] as const;
/** One runtime configuration key. */
export type RuntimeConfigKey = (typeof RUNTIME_CONFIG_KEYS)[number];

/**
 * `API_BASE_URL` '' = same origin (the client appends `/api/v1/...`); `CDN_URL` '' = same
 * origin (images under `/images/...`); `MAX_QUANTITY` '' = 999999;
 * `EMBED_ALLOWED_ORIGINS` '' = no storefront may message the editor (comma-separated origins).
 */
export type RuntimeConfig = Record<RuntimeConfigKey, string>;
/** Alias of {@link RuntimeConfig} (the server's name for it). */
export type RuntimeEnvConfigs = RuntimeConfig;

/** Every key empty. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  API_BASE_URL: '',
  CDN_URL: '',
  COOKIE_DOMAIN: '',
  WS_URL: '',
  RECAPTCHA_KEY: '',
  POST_HOG_URL: '',
  MAX_QUANTITY: '',
  TOUR_AUTO_START: '',
  ERROR_MONITORING_URL: '',
  EMBED_ALLOWED_ORIGINS: '',
};

/** Reads a runtime config from an untrusted JSON value: known keys that are strings, others ''. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const out: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };
  if (typeof value !== 'object' || value === null) return out;
  const v = value as Record<string, unknown>;
  for (const key of RUNTIME_CONFIG_KEYS) {
    const item = v[key];
    if (typeof item === 'string') out[key] = item.trim();
  }
  return out;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Base URL of the API calls, ending with '/': `{API_BASE_URL}/api/v1/` ('' = same origin). */
export function apiRoot(config: Pick<RuntimeConfig, 'API_BASE_URL'>): string {
  return `${withoutTrailingSlash(config.API_BASE_URL)}/api/v1/`;
}

/**
 * The API root and the rest of a call's path: v1 unless the path starts with another version
 * (spec shell §7 notes `v2/Shopping/CheckMyDesignOptions`), which then leaves the path.
 */
export function versionedCall(
  config: Pick<RuntimeConfig, 'API_BASE_URL'>,
  path: string,
): { root: string; path: string } {
  const version = /^v(\d+)\//.exec(path);
  if (!version) return { root: apiRoot(config), path };
  return {
    root: `${withoutTrailingSlash(config.API_BASE_URL)}/api/${version[0]}`,
    path: path.slice(version[0].length),
  };
}

/**
 * URL of a path the API answers with, root-relative to the API's origin (uploads' `preview`,
 * `/api/v1/system/source?…` in designs): `{API_BASE_URL}{path}`; anything else is unchanged.
 */
export function apiPathUrl(config: Pick<RuntimeConfig, 'API_BASE_URL'>, path: string): string {
  return path.startsWith('/api/') ? `${withoutTrailingSlash(config.API_BASE_URL)}${path}` : path;
}

/**
 * URL of a CDN path such as `/images/products/101/main.svg` (the API answers root-relative
 * paths): `{CDN_URL}{path}`; absolute URLs pass through unchanged.
 */
export function cdnUrl(config: Pick<RuntimeConfig, 'CDN_URL'>, path: string): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('data:') || path.startsWith('blob:'))
    return path;
  const root = withoutTrailingSlash(config.CDN_URL);
  return `${root}${path.startsWith('/') ? path : `/${path}`}`;
}
