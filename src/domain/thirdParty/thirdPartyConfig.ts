/**
 * The third-party pieces' configuration (spec shell §3, §7): PostHog-style analytics from
 * `postHogConfigs` (with the runtime `POST_HOG_URL` as its host), customer.io-style messaging
 * from `customerIoConfigs`, the chat from `chatConfig` (script source and inline embed
 * selector), error monitoring from the runtime `ERROR_MONITORING_URL`. Each piece is off unless
 * every value it needs is present and its URLs are absolute http(s): with nothing configured
 * the editor asks no host but its own.
 */

export interface PostHogSetup {
  /** The project key the vendor's `init` takes. */
  projectId: string;
  /** Origin of the vendor's API, without a trailing slash. */
  host: string;
  /** Where its script is loaded from: `{host}/static/array.js`. */
  scriptSrc: string;
  personProfiles: string;
  debug: boolean;
}

export interface CustomerIoSetup {
  siteId: string;
  writeKey: string;
  scriptSrc: string;
}

export interface ChatSetup {
  scriptSrc: string;
  /** The element the chat's script embeds; the designer waits for it, then opens it. */
  embedSelector: string;
}

export interface ErrorMonitoringSetup {
  /** Where error reports are posted (JSON). */
  endpoint: string;
}

/** The pieces that are on; null: off. */
export interface ThirdPartySetup {
  analytics: PostHogSetup | null;
  messaging: CustomerIoSetup | null;
  chat: ChatSetup | null;
  monitoring: ErrorMonitoringSetup | null;
}

/** The customer.io tracker's usual address, used when only the keys are configured. */
export const CUSTOMER_IO_DEFAULT_SCRIPT = 'https://assets.customer.io/assets/track.js';

function record(v: unknown): Record<string, unknown> {
  return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
}

function text(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

/** An absolute http(s) URL without credentials, else null. */
export function httpUrl(value: string): string | null {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    if (url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** A CSS selector short and plain enough to hand to querySelector. */
function selector(value: string): string | null {
  return value !== '' && value.length <= 200 && !/[<>{}]/.test(value) ? value : null;
}

function postHog(raw: unknown, hostValue: string): PostHogSetup | null {
  const c = record(raw);
  const projectId = text(c.project_id);
  const host = httpUrl(hostValue);
  if (c.disabled === true || projectId === '' || host === null) return null;
  const origin = host.replace(/\/+$/, '');
  return {
    projectId,
    host: origin,
    scriptSrc: `${origin}/static/array.js`,
    personProfiles: text(c.person_profiles) || 'identified_only',
    debug: c.debug === true,
  };
}

function customerIo(raw: unknown): CustomerIoSetup | null {
  const c = record(raw);
  const siteId = text(c.siteId);
  const writeKey = text(c.writeKey);
  if (siteId === '' || writeKey === '') return null;
  const scriptSrc =
    text(c.scriptSrc) === '' ? CUSTOMER_IO_DEFAULT_SCRIPT : httpUrl(text(c.scriptSrc));
  return scriptSrc ? { siteId, writeKey, scriptSrc } : null;
}

function chat(raw: unknown, features: Record<string, unknown>): ChatSetup | null {
  const c = record(raw);
  const scriptSrc = httpUrl(text(c.scriptSrc));
  const embedSelector = selector(text(c.embedSelector));
  if (features.chat === false || !scriptSrc || !embedSelector) return null;
  return { scriptSrc, embedSelector };
}

/**
 * Reads the `configs` website configuration and the runtime configuration's POST_HOG_URL and
 * ERROR_MONITORING_URL into the pieces that are on.
 */
export function thirdPartySetup(
  configs: unknown,
  runtime: { POST_HOG_URL: string; ERROR_MONITORING_URL: string },
): ThirdPartySetup {
  const c = record(configs);
  const monitoring = httpUrl(runtime.ERROR_MONITORING_URL);
  return {
    analytics: postHog(c.postHogConfigs, runtime.POST_HOG_URL),
    messaging: customerIo(c.customerIoConfigs),
    chat: chat(c.chatConfig, record(c.features)),
    monitoring: monitoring ? { endpoint: monitoring } : null,
  };
}

/** The client unique key's cookie (spec shell §3, §9: kept 365 days). */
export const CLIENT_KEY_COOKIE = 'clientUniqueKey';
/** Its life, days. */
export const CLIENT_KEY_DAYS = 365;
/** The chat script's wait (spec shell §9): polled every 100 ms for up to 10 s. */
export const CHAT_POLL_MS = 100;
export const CHAT_WAIT_MS = 10_000;
/** Other vendors' scripts are awaited the same way as the chat's. */
export const SCRIPT_POLL_MS = CHAT_POLL_MS;
export const SCRIPT_WAIT_MS = CHAT_WAIT_MS;
