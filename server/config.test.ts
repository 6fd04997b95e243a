import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEFAULT_ACCOUNT_CONFIG } from './accounts/config';
import { DEFAULT_EXTERNAL_CONFIG } from './external/config';
import { DEFAULT_STOCK_CONFIG } from './content/stock/provider';
import { DEFAULT_IMAGE_PROCESS_CONFIG } from './images/config';
import { DEFAULT_ADDRESS_LIMITS } from './http/addressLimits';
import { DEFAULT_UPLOAD_CONFIG } from './uploads/config';

describe('loadConfig', () => {
  it('has defaults', () => {
    const c = loadConfig({}, '/srv/app');
    expect(c).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/app/data'),
      dbFile: path.resolve('/srv/app/data/designer.sqlite'),
      distDir: path.resolve('/srv/app/dist'),
      harnessDistDir: null,
      sessionSecret: null,
      maxRequestBodyBytes: 31_457_280,
      cookieSecure: false,
      cookieCrossSite: false,
      envConfigs: {
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
      },
      uploads: DEFAULT_UPLOAD_CONFIG,
      guestSessionIdleDays: 30,
      embedResumeCodeMinutes: 15,
      addressLimits: DEFAULT_ADDRESS_LIMITS,
      trustProxy: false,
      logLevel: 'info',
      epsRenderer: 'auto',
      accounts: DEFAULT_ACCOUNT_CONFIG,
      smtp: null,
      external: DEFAULT_EXTERNAL_CONFIG,
      stock: DEFAULT_STOCK_CONFIG,
      imageProcess: DEFAULT_IMAGE_PROCESS_CONFIG,
    });
  });

  it('reads the environment', () => {
    const c = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/designer',
        DIST_DIR: 'build',
        HARNESS_DIST_DIR: 'dist-harness',
        SESSION_SECRET: 's3cret',
        MAX_REQUEST_BODY_BYTES: '1048576',
        COOKIE_SECURE: 'true',
        COOKIE_CROSS_SITE: 'true',
        CDN_URL: 'https://cdn.example',
        MAX_QUANTITY: '5000',
        GUEST_SESSION_IDLE_DAYS: '7',
        ADDRESS_REQUEST_BURST: '100',
        ADDRESS_REQUESTS_PER_SECOND: '5',
        ADDRESS_GUEST_SESSIONS_PER_HOUR: '3',
        ADDRESS_GUEST_UPLOAD_BYTES_PER_DAY: '104857600',
        TRUST_PROXY: '10.0.0.0/8',
        LOG_LEVEL: 'Debug',
      },
      '/srv/app',
    );
    expect(c).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/designer',
      dbFile: '/var/designer/designer.sqlite',
      distDir: '/srv/app/build',
      harnessDistDir: '/srv/app/dist-harness',
      sessionSecret: 's3cret',
      maxRequestBodyBytes: 1_048_576,
      cookieSecure: true,
      cookieCrossSite: true,
      guestSessionIdleDays: 7,
      addressLimits: {
        requestBurst: 100,
        requestsPerSecond: 5,
        guestSessionsPerHour: 3,
        guestUploadBytesPerDay: 104_857_600,
      },
      trustProxy: ['10.0.0.0/8'],
      logLevel: 'debug',
    });
    expect(c.envConfigs).toMatchObject({
      CDN_URL: 'https://cdn.example',
      MAX_QUANTITY: '5000',
      API_BASE_URL: '',
    });
    expect(loadConfig({ DATA_DIR: '/d', DB_FILE: '/other/x.sqlite' }).dbFile).toBe(
      '/other/x.sqlite',
    );
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['MAX_REQUEST_BODY_BYTES', '-1'],
    ['UPLOAD_GUEST_MAX_FILES', 'ten'],
    ['GUEST_SESSION_IDLE_DAYS', '0'],
    ['GUEST_SESSION_IDLE_DAYS', '400'],
    ['ADDRESS_REQUEST_BURST', '0'],
    ['ADDRESS_GUEST_SESSIONS_PER_HOUR', 'many'],
    ['ADDRESS_GUEST_UPLOAD_BYTES_PER_DAY', '1000'],
    ['TRUST_PROXY', 'my-proxy'],
    ['LOG_LEVEL', 'verbose'],
    ['EPS_RENDERER', 'maybe'],
    ['PUBLIC_ORIGIN', 'shop.example.com'],
    ['PUBLIC_ORIGIN', 'https://shop.example.com/designer/'],
    ['PASSWORD_TOKEN_MINUTES', '1'],
    ['SIGN_IN_ATTEMPTS_PER_ACCOUNT', '0'],
    ['PIXABAY_API_URL', 'ftp://pixabay.example/api/'],
    ['PIXABAY_API_URL', 'not a url'],
    ['IMAGE_PROCESS_BURST', '0'],
    ['IMAGE_PROCESS_PER_SECOND', 'fast'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('EPS_RENDERER=off leaves the optional EPS renderer out', () => {
    expect(loadConfig({ EPS_RENDERER: 'off' }).epsRenderer).toBe('off');
    expect(loadConfig({ EPS_RENDERER: 'AUTO' }).epsRenderer).toBe('auto');
  });

  it('reads the account and mail settings', () => {
    const c = loadConfig({
      PORT: '9090',
      PUBLIC_ORIGIN: 'https://Shop.Example.com/',
      EMAIL_CONFIRMATION_TOKEN_HOURS: '48',
      PASSWORD_TOKEN_MINUTES: '30',
      SIGN_IN_ATTEMPTS_PER_ACCOUNT: '5',
      SIGN_IN_ATTEMPTS_PER_ADDRESS: '50',
      SIGN_IN_WINDOW_MINUTES: '10',
      EMAIL_LOOKUPS_PER_ADDRESS: '7',
      ACCOUNT_MAILS_PER_ADDRESS_PER_HOUR: '9',
      SMTP_HOST: 'mail.example.com',
      SMTP_USER: 'designer',
      SMTP_PASSWORD: 's3cret',
    });
    expect(c.accounts).toEqual({
      ...DEFAULT_ACCOUNT_CONFIG,
      publicOrigin: 'https://shop.example.com',
      emailConfirmationTokenMs: 48 * 3_600_000,
      passwordTokenMs: 30 * 60_000,
      signInAttemptsPerAccount: 5,
      signInAttemptsPerAddress: 50,
      signInWindowMs: 10 * 60_000,
      emailLookupsPerAddress: 7,
      mailsPerAddressPerHour: 9,
    });
    expect(c.smtp).toEqual({
      host: 'mail.example.com',
      port: 587,
      secure: false,
      user: 'designer',
      password: 's3cret',
      from: 'Print Designer <no-reply@localhost>',
    });
    expect(loadConfig({ PORT: '9090' }).accounts.publicOrigin).toBe('http://localhost:9090');
  });

  it('stock images: the local library unless PIXABAY_API_KEY is set; render limits', () => {
    const defaults = loadConfig({});
    expect(defaults.stock).toEqual({
      pixabayApiKey: null,
      pixabayApiUrl: 'https://pixabay.com/api/',
      timeoutMs: 10_000,
    });
    expect(defaults.imageProcess).toEqual({ renderBurst: 60, rendersPerSecond: 10 });
    const set = loadConfig({
      PIXABAY_API_KEY: ' abc123 ',
      PIXABAY_API_URL: 'http://127.0.0.1:9999/api/',
      IMAGE_PROCESS_BURST: '5',
      IMAGE_PROCESS_PER_SECOND: '2',
    });
    expect(set.stock).toMatchObject({
      pixabayApiKey: 'abc123',
      pixabayApiUrl: 'http://127.0.0.1:9999/api/',
    });
    expect(set.imageProcess).toEqual({ renderBurst: 5, rendersPerSecond: 2 });
  });
});
