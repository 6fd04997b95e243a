import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
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
      },
      uploads: DEFAULT_UPLOAD_CONFIG,
      epsRenderer: 'auto',
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
    ['EPS_RENDERER', 'maybe'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('EPS_RENDERER=off leaves the optional EPS renderer out', () => {
    expect(loadConfig({ EPS_RENDERER: 'off' }).epsRenderer).toBe('off');
    expect(loadConfig({ EPS_RENDERER: 'AUTO' }).epsRenderer).toBe('auto');
  });
});
