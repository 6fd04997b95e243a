/** GET Tenants/websiteconfigurations/{key}, System/MaxRequestBodySize, /designer/runtime-config.json. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/testApp';
import { createTestApp, TestClient } from '../testing/testApp';
import type { RouteEntry } from '../db/seed/routing';

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp({
    maxRequestBodyBytes: 1_000_000,
    envConfigs: { CDN_URL: 'https://cdn.example', MAX_QUANTITY: '5000' },
  });
  client = new TestClient(t.app);
});
afterAll(() => t.close());

const config = (key: string) =>
  client.getJson<Record<string, unknown>>(`/api/v1/Tenants/websiteconfigurations/${key}`);

describe('website configurations', () => {
  it('colors: light and dark palettes', async () => {
    const { status, body } = await config('colors');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['light', 'dark']);
    expect(body.light).toMatchObject({
      primary: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background: '#ffffff',
    });
  });

  it('companyInfo, with a logo that is served', async () => {
    const { body } = await config('companyInfo');
    expect(body).toEqual({
      name: 'Print Designer',
      logoPath: '/images/brand/logo.svg',
      supportEmail: 'support@printdesigner.example',
      phone: '+1 (800) 555-0142',
    });
    const logo = await client.request({ method: 'GET', url: '/images/brand/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('configs: flags and limits, maxDesignBytes from the body limit', async () => {
    const { body } = await config('configs');
    expect(body).toMatchObject({
      maxUploadSizeMb: 50,
      maxDesignBytes: 1_000_000,
      uploadChunkBytes: 2_097_152,
    });
  });

  it('routing: every route name of the shell, with the six fields', async () => {
    const { body } = await client.getJson<RouteEntry[]>(
      '/api/v1/Tenants/websiteconfigurations/routing',
    );
    const names = [
      'orders',
      'order-tracking',
      'order-details',
      'shared-orders-with-me',
      'shared-orders-by-me',
      'addresses',
      'my-designs',
      'profile-and-password',
      'email-notifications',
      'payment-methods',
      'confirm-email',
      'change-email',
      'login',
      'register',
      'forgot-password',
      'account-confirmation',
      'subscribe',
      'unsubscribe',
      'subscriptions-settings',
      'reset-password',
      'create-password',
      'signin-facebook',
      'signin-google',
      'quote',
      'referral',
      'affiliate',
      'about',
      'faq',
      'contact-us',
      'blog',
      'search',
      'shopping-cart',
      'checkout',
      'terms-and-policies',
      'thank-you',
      'sitemap',
      'templates',
      'product/accessories',
      'product',
      'product-category',
    ];
    expect(body.map((r) => r.routeKey)).toEqual(expect.arrayContaining(names));
    for (const route of body) {
      expect(Object.keys(route).sort()).toEqual([
        'isPrivate',
        'metaKey',
        'parentPage',
        'path',
        'routParameter',
        'routeKey',
      ]);
    }
    expect(body.find((r) => r.routeKey === 'my-designs')).toMatchObject({
      isPrivate: true,
      parentPage: 'profile',
    });
    expect(body.find((r) => r.routeKey === 'product')).toMatchObject({
      routParameter: 'productKey',
    });
  });

  it('envConfigs: the runtime configuration', async () => {
    const { body } = await config('envConfigs');
    expect(body).toEqual({
      API_BASE_URL: '',
      CDN_URL: 'https://cdn.example',
      COOKIE_DOMAIN: '',
      WS_URL: '',
      RECAPTCHA_KEY: '',
      POST_HOG_URL: '',
      MAX_QUANTITY: '5000',
      TOUR_AUTO_START: '',
      ERROR_MONITORING_URL: '',
      EMBED_ALLOWED_ORIGINS: '',
    });
  });

  it('navigation: header and footer links', async () => {
    const { body } = await config('navigation');
    expect((body.header as unknown[]).length).toBeGreaterThan(0);
    expect((body.footer as unknown[]).length).toBeGreaterThan(0);
  });

  it('keys are case-insensitive, and so is the path', async () => {
    expect((await config('COMPANYINFO')).status).toBe(200);
    expect((await client.getJson('/api/v1/tenants/WebsiteConfigurations/colors')).status).toBe(200);
  });

  it('an unknown key -> 404 with the error body', async () => {
    const { status, body } = await config('secrets');
    expect(status).toBe(404);
    expect(body).toEqual({ status: 404, errors: { general: ['resourceNotFound'] } });
  });
});

describe('System/MaxRequestBodySize', () => {
  it('answers the configured limit in bytes', async () => {
    expect((await client.getJson('/api/v1/System/MaxRequestBodySize')).body).toEqual({
      maxRequestBodySize: 1_000_000,
    });
  });

  it('defaults to 30 MiB', async () => {
    const plain = await createTestApp();
    try {
      const r = await plain.app.inject({ method: 'GET', url: '/api/v1/System/MaxRequestBodySize' });
      expect(r.json()).toEqual({ maxRequestBodySize: 31_457_280 });
    } finally {
      await plain.close();
    }
  });
});

describe('/designer/runtime-config.json', () => {
  it('answers the env configs, not cached', async () => {
    const r = await client.request({ method: 'GET', url: '/designer/runtime-config.json' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      API_BASE_URL: '',
      CDN_URL: 'https://cdn.example',
      MAX_QUANTITY: '5000',
    });
    expect(r.headers['cache-control']).toBe('no-store, no-cache, must-revalidate');
    expect(r.headers.pragma).toBe('no-cache');
  });
});
