/**
 * Server configuration read from the environment, with defaults:
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | PORT | 8080 | TCP port |
 * | HOST | 0.0.0.0 | interface to listen on |
 * | DATA_DIR | ./data | database, CDN files (`<DATA_DIR>/cdn/images`) |
 * | DB_FILE | `<DATA_DIR>/designer.sqlite` | SQLite file |
 * | DIST_DIR | ./dist | built editor served under /designer/ |
 * | HARNESS_DIST_DIR | unset: not served | the harness build (bench and tool pages) served under /harness/ — for the scripts and tests, never production |
 * | SESSION_SECRET | generated once, stored in the DB | HMAC key of the anti-forgery token |
 * | MAX_REQUEST_BODY_BYTES | 31457280 (30 MiB) | largest request body; System/MaxRequestBodySize |
 * | COOKIE_SECURE | false | adds `Secure` to cookies (set behind HTTPS) |
 * | API_BASE_URL, CDN_URL, COOKIE_DOMAIN, WS_URL, RECAPTCHA_KEY, POST_HOG_URL, MAX_QUANTITY, TOUR_AUTO_START, ERROR_MONITORING_URL | '' | runtime env configs served to the editor |
 * | UPLOAD_* | see server/uploads/config.ts | upload limits, cleanup and rate limit |
 * | DESIGN_* | see server/uploads/designConfig.ts | design-file size limit and quotas |
 * | GUEST_SESSION_IDLE_DAYS | 30 | a guest session unseen this long ends; its uploads and design files are deleted |
 * | ADDRESS_* | see server/http/addressLimits.ts | limits per client address (request rate, new guest sessions, guest upload bytes) |
 * | TRUST_PROXY | false | whom to believe in X-Forwarded-For (server/http/trustProxy.ts) |
 * | LOG_LEVEL | info | fatal, error, warn, info, debug (one line per request), trace or silent |
 * | PIXABAY_API_KEY | unset: the local library | stock images from a Pixabay-compatible API instead of the local library |
 * | PIXABAY_API_URL | https://pixabay.com/api/ | that API's endpoint |
 * | IMAGE_PROCESS_* | see server/images/config.ts | `/images/process` render rate per address |
 * | EPS_RENDERER | auto | `auto`: serve the optional EPS renderer (Ghostscript wasm, AGPL) when installed; `off`: leave it out |
 * | PUBLIC_ORIGIN, EMAIL_*, PASSWORD_*, SIGN_IN_*, ACCOUNT_* | see server/accounts/config.ts | links in mails, link lifetimes, attempt limits |
 * | SMTP_*, MAIL_FROM | see server/mail/smtp.ts | SMTP server; unset: mail goes to the outbox (/dev/outbox) |
 * | RECAPTCHA_SECRET, RECAPTCHA_VERIFY_URL, RECAPTCHA_TIMEOUT_MS | see server/accounts/humanVerification.ts | reCAPTCHA's server check of SignUp/SignIn tokens; unset: no check |
 * | OIDC_PROVIDERS, OIDC_ALLOW_HTTP | see server/external/config.ts | OpenID providers for external sign-in; unset: none |
 *
 * With RECAPTCHA_KEY set, a chunk request starting an upload must carry a non-empty
 * X-Upload-Security-Token (not verified with reCAPTCHA yet).
 */
import path from 'node:path';
import type { RuntimeEnvConfigs } from '../src/domain/runtimeConfig';
import { DEFAULT_RUNTIME_CONFIG, RUNTIME_CONFIG_KEYS } from '../src/domain/runtimeConfig';
import { RESUME_CODE_MINUTES } from './embed/resumeCodes';
import type { AccountConfig } from './accounts/config';
import type { ExternalSignInConfig } from './external/config';
import { externalConfigFromEnv } from './external/config';
import { accountConfigFromEnv } from './accounts/config';
import type { SmtpConfig } from './mail/smtp';
import { smtpConfigFromEnv } from './mail/smtp';
import type { AddressLimitConfig } from './http/addressLimits';
import { addressLimitsFromEnv } from './http/addressLimits';
import { DEFAULT_GUEST_SESSION_IDLE_DAYS } from './http/sessionExpiry';
import type { TrustProxy } from './http/trustProxy';
import { parseTrustProxy } from './http/trustProxy';
import type { StockConfig } from './content/stock/provider';
import { DEFAULT_STOCK_CONFIG } from './content/stock/provider';
import type { ImageProcessConfig } from './images/config';
import { imageProcessConfigFromEnv } from './images/config';
import type { LogLevel } from './http/requestLog';
import { DEFAULT_LOG_LEVEL, isLogLevel, LOG_LEVELS } from './http/requestLog';
import type { UploadConfig } from './uploads/config';
import { uploadConfigFromEnv } from './uploads/config';

/** 30 MiB: the default largest request body (a saved design's SVG and PNG). */
export const DEFAULT_MAX_REQUEST_BODY_BYTES = 30 * 1024 * 1024;

/** The configuration of one server process. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  /** Absolute. */
  dbFile: string;
  /** Absolute. */
  distDir: string;
  /** Absolute; null (the default): the harness's pages are not served. */
  harnessDistDir: string | null;
  /** Null: generate once and keep it in the settings table. */
  sessionSecret: string | null;
  /** Bytes. */
  maxRequestBodyBytes: number;
  cookieSecure: boolean;
  /** `SameSite=None; Secure; Partitioned` cookies for cross-site embedding (COOKIE_CROSS_SITE). */
  cookieCrossSite: boolean;
  envConfigs: RuntimeEnvConfigs;
  /** Upload limits, cleanup and rate limit. */
  uploads: UploadConfig;
  /** Days after which an unseen guest session ends (GUEST_SESSION_IDLE_DAYS). */
  guestSessionIdleDays: number;
  /** Life of an embedded editor's resume code, minutes (EMBED_RESUME_CODE_MINUTES). */
  embedResumeCodeMinutes: number;
  /** Limits per client address (ADDRESS_*). */
  addressLimits: AddressLimitConfig;
  /** Whom to believe in X-Forwarded-For (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** Pino level of the server's log (LOG_LEVEL); per-request lines are `debug`. */
  logLevel: LogLevel;
  /** The optional EPS renderer: served when installed (`auto`), or left out (`off`). */
  epsRenderer: 'auto' | 'off';
  /** Account settings: mail links' origin, link lifetimes, attempt limits. */
  accounts: AccountConfig;
  /** SMTP server; null: mail goes to the outbox. */
  smtp: SmtpConfig | null;
  /** OpenID providers (OIDC_PROVIDERS, OIDC_ALLOW_HTTP). */
  external: ExternalSignInConfig;
  /** Stock images provider (PIXABAY_API_KEY, PIXABAY_API_URL). */
  stock: StockConfig;
  /** `/images/process` limits (IMAGE_PROCESS_*). */
  imageProcess: ImageProcessConfig;
}

type Env = Readonly<Record<string, string | undefined>>;

function text(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v === undefined || v === '' ? undefined : v;
}

function positiveInt(env: Env, name: string, fallback: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0 || n > max) {
    throw new Error(`${name} must be an integer between 1 and ${max}, got "${raw}"`);
  }
  return n;
}

function epsRendererOf(env: Env): 'auto' | 'off' {
  const raw = (text(env, 'EPS_RENDERER') ?? 'auto').toLowerCase();
  if (raw !== 'auto' && raw !== 'off')
    throw new Error(`EPS_RENDERER must be "auto" or "off", got "${raw}"`);
  return raw;
}

/** The configuration of this process from `env` (default `process.env`); throws on invalid values. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const dataDir = path.resolve(cwd, text(env, 'DATA_DIR') ?? 'data');
  const harnessDir = text(env, 'HARNESS_DIST_DIR');
  const envConfigs: RuntimeEnvConfigs = { ...DEFAULT_RUNTIME_CONFIG };
  const port = positiveInt(env, 'PORT', 8080, 65_535);
  for (const key of RUNTIME_CONFIG_KEYS) envConfigs[key] = text(env, key) ?? '';
  return {
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    dbFile: path.resolve(cwd, text(env, 'DB_FILE') ?? path.join(dataDir, 'designer.sqlite')),
    distDir: path.resolve(cwd, text(env, 'DIST_DIR') ?? 'dist'),
    harnessDistDir: harnessDir === undefined ? null : path.resolve(cwd, harnessDir),
    sessionSecret: text(env, 'SESSION_SECRET') ?? null,
    // 1 GiB cap: bodies are held in memory.
    maxRequestBodyBytes: positiveInt(
      env,
      'MAX_REQUEST_BODY_BYTES',
      DEFAULT_MAX_REQUEST_BODY_BYTES,
      1024 ** 3,
    ),
    cookieSecure: /^(1|true|yes)$/i.test(text(env, 'COOKIE_SECURE') ?? ''),
    cookieCrossSite: /^(1|true|yes)$/i.test(text(env, 'COOKIE_CROSS_SITE') ?? ''),
    envConfigs,
    uploads: uploadConfigFromEnv(env),
    // At most the cookie's lifetime (365 days), after which every session ends anyway.
    guestSessionIdleDays: positiveInt(
      env,
      'GUEST_SESSION_IDLE_DAYS',
      DEFAULT_GUEST_SESSION_IDLE_DAYS,
      365,
    ),
    // Short-lived: the editor renews its code while open; at most a day.
    embedResumeCodeMinutes: positiveInt(
      env,
      'EMBED_RESUME_CODE_MINUTES',
      RESUME_CODE_MINUTES,
      1440,
    ),
    addressLimits: addressLimitsFromEnv(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: logLevel(env),
    epsRenderer: epsRendererOf(env),
    accounts: accountConfigFromEnv(env, port),
    smtp: smtpConfigFromEnv(env),
    external: externalConfigFromEnv(env),
    stock: stockConfig(env),
    imageProcess: imageProcessConfigFromEnv(env),
  };
}

function stockConfig(env: Env): StockConfig {
  const apiUrl = text(env, 'PIXABAY_API_URL') ?? DEFAULT_STOCK_CONFIG.pixabayApiUrl;
  if (!/^https?:\/\//.test(apiUrl) || !URL.canParse(apiUrl))
    throw new Error(`PIXABAY_API_URL must be an http(s) URL, got "${apiUrl}"`);
  return {
    ...DEFAULT_STOCK_CONFIG,
    pixabayApiKey: text(env, 'PIXABAY_API_KEY') ?? null,
    pixabayApiUrl: apiUrl,
  };
}

function logLevel(env: Env): LogLevel {
  const raw = text(env, 'LOG_LEVEL')?.toLowerCase();
  if (raw === undefined) return DEFAULT_LOG_LEVEL;
  if (!isLogLevel(raw))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return raw;
}
