import { describe, expect, it } from 'vitest';
import { cartLine, unitPriceForAnalytics } from './ecommerce';
import { CUSTOMER_IO_DEFAULT_SCRIPT, thirdPartySetup } from './thirdPartyConfig';

describe('unitPriceForAnalytics: per unit, 2 decimals', () => {
  it.each([
    [100, 4, 25],
    [10, 3, 3.33],
    [20, 3, 6.67],
    [2.01, 2, 1.01],
    [1.005, 1, 1.01],
    [0, 5, 0],
    [99.99, 0, 0],
    [50, -1, 0],
    [Number.NaN, 2, 0],
    [1234.5, 1, 1234.5],
  ])('%d over %d → %d', (total, quantity, unit) =>
    expect(unitPriceForAnalytics(total, quantity)).toBe(unit),
  );

  it('builds the cart line the events carry', () => {
    expect(cartLine(101, 'Vinyl Banner', 3, 100)).toEqual({
      productId: 101,
      name: 'Vinyl Banner',
      quantity: 3,
      price: 33.33,
      currency: 'USD',
    });
  });
});

const noRuntime = { POST_HOG_URL: '', ERROR_MONITORING_URL: '' };
const seeded = {
  features: { chat: false },
  postHogConfigs: {
    project_id: '',
    person_profiles: 'identified_only',
    debug: false,
    disabled: true,
  },
  customerIoConfigs: { writeKey: '', siteId: '' },
  chatConfig: { scriptSrc: '', embedSelector: '' },
};

describe('thirdPartySetup: off unless configured', () => {
  it('the seeded configuration turns everything off', () => {
    expect(thirdPartySetup(seeded, noRuntime)).toEqual({
      analytics: null,
      messaging: null,
      chat: null,
      monitoring: null,
    });
    expect(thirdPartySetup(undefined, noRuntime).analytics).toBeNull();
  });

  it.each([
    ['a project without a host', { project_id: 'p1', disabled: false }, '', null],
    ['a disabled project', { project_id: 'p1', disabled: true }, 'https://ph.example', null],
    ['a host that is no URL', { project_id: 'p1' }, 'javascript:alert(1)', null],
    [
      'a project and a host',
      { project_id: 'p1', disabled: false, debug: true },
      'https://ph.example/',
      {
        projectId: 'p1',
        host: 'https://ph.example',
        scriptSrc: 'https://ph.example/static/array.js',
        personProfiles: 'identified_only',
        debug: true,
      },
    ],
  ])('analytics: %s', (_name, postHogConfigs, host, expected) =>
    expect(
      thirdPartySetup({ postHogConfigs }, { POST_HOG_URL: host, ERROR_MONITORING_URL: '' })
        .analytics,
    ).toEqual(expected),
  );

  it.each([
    ['no keys', { writeKey: '', siteId: '' }, null],
    ['a site without a key', { writeKey: '', siteId: 's' }, null],
    [
      'both keys',
      { writeKey: 'w', siteId: 's' },
      { writeKey: 'w', siteId: 's', scriptSrc: CUSTOMER_IO_DEFAULT_SCRIPT },
    ],
    [
      'its own script',
      { writeKey: 'w', siteId: 's', scriptSrc: 'http://vendor.test/cio.js' },
      { writeKey: 'w', siteId: 's', scriptSrc: 'http://vendor.test/cio.js' },
    ],
    [
      'a script that is no URL',
      { writeKey: 'w', siteId: 's', scriptSrc: 'data:text/javascript,1' },
      null,
    ],
  ])('messaging: %s', (_name, customerIoConfigs, expected) =>
    expect(thirdPartySetup({ customerIoConfigs }, noRuntime).messaging).toEqual(expected),
  );

  it.each([
    ['no script', { scriptSrc: '', embedSelector: '#chat' }, {}, null],
    ['no selector', { scriptSrc: 'https://chat.example/w.js', embedSelector: '' }, {}, null],
    [
      'turned off by the feature flag',
      { scriptSrc: 'https://chat.example/w.js', embedSelector: '#c' },
      { chat: false },
      null,
    ],
    [
      'a selector holding markup',
      { scriptSrc: 'https://chat.example/w.js', embedSelector: '<img>' },
      {},
      null,
    ],
    [
      'configured',
      { scriptSrc: 'https://chat.example/w.js', embedSelector: '#chat-widget' },
      { chat: true },
      { scriptSrc: 'https://chat.example/w.js', embedSelector: '#chat-widget' },
    ],
  ])('chat: %s', (_name, chatConfig, features, expected) =>
    expect(thirdPartySetup({ chatConfig, features }, noRuntime).chat).toEqual(expected),
  );

  it('error monitoring: an http(s) endpoint without credentials', () => {
    const at = (url: string) =>
      thirdPartySetup({}, { POST_HOG_URL: '', ERROR_MONITORING_URL: url }).monitoring;
    expect(at('')).toBeNull();
    expect(at('https://user:pw@errors.example/x')).toBeNull();
    expect(at('https://errors.example/api/1/store')).toEqual({
      endpoint: 'https://errors.example/api/1/store',
    });
  });
});
