/**
 * The reference API server: `buildApp` opens (and migrates and seeds) the database, then
 * returns a Fastify instance ready for `inject` or `listen`.
 *
 * Request pipeline: per-address request rate -> cookies -> session (cookie; the row only when a
 * route stores owner state) -> anti-forgery (token cookie, header check on unsafe methods of
 * every matched route) -> route (JSON schema validation) -> one error handler; onSend adds
 * no-cache headers to every answer that did not choose its caching. Security decisions read
 * what the router matched (the route, `request.is404`), never the raw URL. Uploads live in
 * `<dataDir>/storage`; ones a kill interrupted are completed at start (server/uploads/
 * recovery.ts), abandoned ones are cleaned at start and on an interval (server/uploads), after
 * ended sessions are deleted. The font catalogue's woff2 files are served under /fonts/
 * from their npm packages (server/fonts).
 */
import { cookiePolicy } from './http/cookiePolicy';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { AccountConfig } from './accounts/config';
import { DEFAULT_ACCOUNT_CONFIG } from './accounts/config';
import type { AccountContext } from './accounts/context';
import { createAccountContext, purgeAccountLeftovers } from './accounts/setup';
import type { SmtpConfig } from './mail/smtp';
import type { ExternalSignInConfig } from './external/config';
import { DEFAULT_EXTERNAL_CONFIG } from './external/config';
import { purgeChallenges } from './external/challenges';
import { createExternalContext } from './external/context';
import { outboxPageRoute } from './routes/devOutbox';
import type { RuntimeEnvConfigs } from '../src/domain/runtimeConfig';
import { DEFAULT_RUNTIME_CONFIG } from '../src/domain/runtimeConfig';
import { DEFAULT_MAX_REQUEST_BODY_BYTES } from './config';
import type { Db } from './db/database';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { fontCatalogue } from './fonts/catalogue';
import fontFileRoute from './fonts/fileRoute';
import { sessionSecret } from './db/secret';
import { seedDatabase } from './db/seed';
import { DEFAULT_TRANSLATIONS_DIR, loadTranslations } from './db/translations';
import type { AddressLimitConfig } from './http/addressLimits';
import addressLimitsPlugin, { AddressLimits, DEFAULT_ADDRESS_LIMITS } from './http/addressLimits';
import antiForgery from './http/antiForgery';
import { clientErrorHandler } from './http/clientErrors';
import { refuseWhileClosing } from './http/closing';
import { frameworkErrors, installErrorHandling } from './http/errorHandler';
import harnessFiles from './http/harnessFiles';
import { noCacheUnlessChosen } from './http/noCache';
import type { LogLevel } from './http/requestLog';
import { OperatorLogController } from './http/requestLog';
import { collectRoutes } from './http/routeTable';
import session, { SESSION_MAX_AGE_S } from './http/session';
import type { SessionLifetimes } from './http/sessionExpiry';
import {
  DAY_MS,
  DEFAULT_GUEST_SESSION_IDLE_DAYS,
  purgeExpiredSessions,
} from './http/sessionExpiry';
import type { TrustProxy } from './http/trustProxy';
import { fastifyTrustProxy } from './http/trustProxy';
import epsRenderer, { installedEpsRenderer } from './http/epsRenderer';
import staticFiles from './http/staticFiles';
import embedSessionRoutes from './routes/embedSession';
import { RESUME_CODE_MINUTES } from './embed/resumeCodes';
import { frameAncestors, parseAllowedOrigins } from '../src/domain/embed/allowList';
import type { ImageProcessConfig } from './images/config';
import { DEFAULT_IMAGE_PROCESS_CONFIG } from './images/config';
import { processCacheDir } from './images/processCache';
import processRoute from './images/processRoute';
import { stockProvider } from './content/stock';
import type { StockConfig } from './content/stock/provider';
import { DEFAULT_STOCK_CONFIG } from './content/stock/provider';
import apiRoutes from './routes';
import { cartV2Routes } from './routes/cartItems';
import { purgeOwnerlessDesigns } from './designs/cleanup';
import cartPageRoute from './cartPage/cartPageRoute';
import { installSyncChannel } from './sync/syncChannel';
import { UserDataSync } from './sync/userDataSync';
import runtimeConfigRoute from './routes/runtimeConfig';
import { cdnImagesDir } from './storage/cdn';
import { LocalFolderStorage } from './storage/localFolderStorage';
import type { UploadConfig } from './uploads/config';
import { DEFAULT_UPLOAD_CONFIG, withUploadConfig } from './uploads/config';
import { scheduleUploadCleanup } from './uploads/maintenance';
import type { RecoveryReport } from './uploads/recovery';
import type { UploadService } from './uploads/service';
import { createUploadService } from './uploads/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database (closed with the app). */
    db: Db;
    /** Chunked uploads and uploaded images. */
    uploads: UploadService;
    /** Accounts: settings, mailer, session keys (server/accounts). */
    accounts: AccountContext;
    /** Guest work moved into accounts (Account/SyncUserData, server/sync). */
    userDataSync: UserDataSync;
  }
}

/** Options of {@link buildApp}; only `dataDir` is required. */
export interface BuildAppOptions {
  /** Database and CDN files live here. */
  dataDir: string;
  /** Default `<dataDir>/designer.sqlite`. */
  dbFile?: string;
  /** The built editor; default `./dist`. */
  distDir?: string;
  /** The harness build served under /harness/ (HARNESS_DIST_DIR); default none: not served. */
  harnessDistDir?: string | null;
  /**
   * Pino logging; default off. `{level}` (LOG_LEVEL, server/http/requestLog.ts) with an optional
   * `stream` (tests read the lines).
   */
  logger?: boolean | { level: LogLevel; stream?: { write(line: string): void } };
  /** HMAC key of the anti-forgery token; default: generated once and stored in the DB. */
  sessionSecret?: string | null;
  /** Largest request body, bytes; default 30 MiB. */
  maxRequestBodyBytes?: number;
  /** Runtime env configs served to the editor; missing keys are ''. */
  envConfigs?: Partial<RuntimeEnvConfigs>;
  /** Adds `Secure` to cookies (behind HTTPS). */
  cookieSecure?: boolean;
  /** Cookies for a designer embedded by a storefront on another site (server/http/cookiePolicy). */
  cookieCrossSite?: boolean;
  /** Folder of `<lang>.json` / `<lang>.errors.json`; default server/db/translations. */
  translationsDir?: string;
  /** Upload limits and timings; unset parts take the defaults (server/uploads/config.ts). */
  uploads?: Partial<UploadConfig>;
  /** Folder of uploaded files; default `<dataDir>/storage`. */
  storageDir?: string;
  /** Clock of the uploads, sessions and limits, ms since the epoch (tests pass their own). */
  now?: () => number;
  /** Guest sessions end after this many days unseen (GUEST_SESSION_IDLE_DAYS); default 30. */
  guestSessionIdleDays?: number;
  /** Life of an embedded editor's resume code, minutes (EMBED_RESUME_CODE_MINUTES); default 15. */
  embedResumeCodeMinutes?: number;
  /** Per-address limits; unset parts take the defaults (server/http/addressLimits.ts). */
  addressLimits?: Partial<AddressLimitConfig>;
  /** Whom to believe in X-Forwarded-For (TRUST_PROXY, server/http/trustProxy.ts); default none. */
  trustProxy?: TrustProxy;
  /**
   * The optional EPS renderer (EPS_RENDERER): `auto` (default) serves the installed package,
   * `off` leaves it out; or the folder holding gs.js and gs.wasm (tests).
   */
  epsRenderer?: 'auto' | 'off' | { dir: string };
  /** Account settings; unset parts take the defaults (server/accounts/config.ts). */
  accounts?: Partial<AccountConfig>;
  /** SMTP server (SMTP_*, server/mail/smtp.ts); default none: mail goes to the outbox. */
  smtp?: SmtpConfig | null;
  /** OpenID providers (OIDC_PROVIDERS); default none. */
  external?: Partial<ExternalSignInConfig>;
  /** Stock images: the Pixabay-compatible provider when a key is set (PIXABAY_*), else local. */
  stock?: Partial<StockConfig>;
  /** `/images/process` render limits (IMAGE_PROCESS_*, server/images/config.ts). */
  imageProcess?: Partial<ImageProcessConfig>;
}

/** Prepares the database: schema, catalogue, translations. */
async function prepareDatabase(db: Db, dataDir: string, translationsDir: string): Promise<void> {
  await migrateToLatest(db);
  await seedDatabase(db, cdnImagesDir(dataDir));
  await loadTranslations(db, translationsDir);
}

/** Builds the app: migrated, seeded and ready to `inject` or `listen`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const dataDir = path.resolve(options.dataDir);
  const dbFile = path.resolve(options.dbFile ?? path.join(dataDir, 'designer.sqlite'));
  const distDir = path.resolve(options.distDir ?? 'dist');
  const maxRequestBodyBytes = options.maxRequestBodyBytes ?? DEFAULT_MAX_REQUEST_BODY_BYTES;
  const envConfigs: RuntimeEnvConfigs = { ...DEFAULT_RUNTIME_CONFIG, ...options.envConfigs };
  const cookies = cookiePolicy({
    secure: options.cookieSecure ?? false,
    crossSite: options.cookieCrossSite ?? false,
  });

  const now = options.now ?? Date.now;
  const lifetimes: SessionLifetimes = {
    guestIdleMs: (options.guestSessionIdleDays ?? DEFAULT_GUEST_SESSION_IDLE_DAYS) * DAY_MS,
    maxIdleMs: SESSION_MAX_AGE_S * 1000,
  };
  const limits = new AddressLimits({ ...DEFAULT_ADDRESS_LIMITS, ...options.addressLimits }, now);

  const db = openDatabase(dbFile);
  const uploads = createUploadService({
    db,
    storage: new LocalFolderStorage(options.storageDir ?? path.join(dataDir, 'storage')),
    config: withUploadConfig(DEFAULT_UPLOAD_CONFIG, options.uploads),
    requireSecurityToken: envConfigs.RECAPTCHA_KEY !== '',
    now: options.now,
  });
  let secret: string;
  let recovery: RecoveryReport;
  try {
    await prepareDatabase(db, dataDir, options.translationsDir ?? DEFAULT_TRANSLATIONS_DIR);
    secret = await sessionSecret(db, options.sessionSecret ?? null);
    // Before the cleanup: an upload a kill interrupted is completed, not judged abandoned.
    recovery = await uploads.recover();
    // Ended sessions first: the cleanup then deletes what their guests left.
    await purgeExpiredSessions(db, now(), lifetimes);
    await purgeOwnerlessDesigns(db);
    await uploads.cleanup();
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // One line per answer, at debug (http/requestLog.ts).
    logController: new OperatorLogController(),
    bodyLimit: maxRequestBodyBytes,
    // ASP.NET-style paths: the editor calls both Account/SignIn and account/createPassword.
    routerOptions: { caseSensitive: false },
    frameworkErrors,
    // Node's parser refusals (431, bad bytes…) answer the API error shape too.
    clientErrorHandler,
    // Requests arriving while closing answer 503 in the API error shape (http/closing.ts).
    return503OnClosing: false,
    ajv: {
      // Types are strict ("12" is not a number); unknown properties are tolerated, not stripped.
      customOptions: {
        coerceTypes: false,
        removeAdditional: false,
        allErrors: true,
        allowUnionTypes: true,
      },
    },
  });
  collectRoutes(app);
  const accounts = createAccountContext({
    db,
    secret,
    cookies,
    now,
    config: { ...DEFAULT_ACCOUNT_CONFIG, ...options.accounts },
    smtp: options.smtp ?? null,
    log: app.log,
  });
  await purgeAccountLeftovers(accounts, now());
  const external = createExternalContext(accounts, {
    ...DEFAULT_EXTERNAL_CONFIG,
    ...options.external,
  });
  app.decorate('db', db);
  app.decorate('uploads', uploads);
  app.decorate('accounts', accounts);
  const userDataSync = new UserDataSync({ db, uploads: uploads.config, now, log: app.log });
  app.decorate('userDataSync', userDataSync);
  installSyncChannel(app, { db, sync: userDataSync, publicOrigin: accounts.config.publicOrigin });
  if (Object.values(recovery).some((n) => n > 0)) app.log.info({ recovery }, 'upload recovery');
  app.addHook('onClose', async () => {
    await userDataSync.idle();
    await accounts.mailer.idle();
    await db.destroy();
  });
  scheduleUploadCleanup(app, uploads, async () => {
    await purgeAccountLeftovers(accounts, now());
    await purgeChallenges(db, now());
    const ended = await purgeExpiredSessions(db, now(), lifetimes);
    await purgeOwnerlessDesigns(db);
    return ended;
  });

  installErrorHandling(app);
  refuseWhileClosing(app);
  await app.register(addressLimitsPlugin, { limits });
  await app.register(fastifyCookie);
  await app.register(session, {
    db,
    cookies,
    secret,
    limits,
    guestIdleMs: lifetimes.guestIdleMs,
    now,
  });
  await app.register(antiForgery, { secret, cookies });
  app.addHook('onSend', noCacheUnlessChosen);

  await app.register(apiRoutes, {
    prefix: '/api/v1',
    db,
    envConfigs,
    maxRequestBodyBytes,
    uploads,
    accounts,
    external,
    stock: stockProvider(db, { ...DEFAULT_STOCK_CONFIG, ...options.stock }),
    sync: userDataSync,
  });
  await app.register(cartV2Routes, { prefix: '/api/v2', db, envConfigs });
  await app.register(embedSessionRoutes, {
    prefix: '/api/v1',
    db,
    secret,
    lifetimeMs: (options.embedResumeCodeMinutes ?? RESUME_CODE_MINUTES) * 60_000,
    now,
  });
  await app.register(cartPageRoute, { db });
  await app.register(processRoute, {
    imagesDir: cdnImagesDir(dataDir),
    cacheDir: processCacheDir(dataDir),
    uploads,
    config: { ...DEFAULT_IMAGE_PROCESS_CONFIG, ...options.imageProcess },
    now,
  });
  if (accounts.mailer.transport.kind === 'outbox') await app.register(outboxPageRoute, { db });
  await app.register(runtimeConfigRoute, { envConfigs });
  await app.register(fontFileRoute, { catalogue: fontCatalogue() });
  await app.register(staticFiles, {
    distDir,
    imagesDir: cdnImagesDir(dataDir),
    frameAncestors: frameAncestors(parseAllowedOrigins(envConfigs.EMBED_ALLOWED_ORIGINS)),
  });
  const renderer = options.epsRenderer ?? 'auto';
  await app.register(epsRenderer, {
    dir: renderer === 'off' ? null : renderer === 'auto' ? installedEpsRenderer() : renderer.dir,
  });
  if (options.harnessDistDir) {
    await app.register(harnessFiles, { harnessDistDir: path.resolve(options.harnessDistDir) });
  }

  await app.ready();
  // A sync a kill cut short runs again (its moves are idempotent).
  await userDataSync.resumeInterrupted();
  return app;
}
