/**
 * The third-party pieces from the outside: every request the page makes, and a configuration
 * that points each piece at a fake vendor on `http://vendor.test` — scripts from
 * tests/e2e/support/fakeVendor served by this page's routes (never a real vendor).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';

export const VENDOR = 'http://vendor.test';
const SCRIPTS = path.resolve(import.meta.dirname, '../support/fakeVendor');

/** The calls the fake vendors recorded in the page. */
export interface VendorCalls {
  posthog?: unknown[][];
  cio?: unknown[][];
  chat?: { clientKey: string | null; visitorToken: string | null; opened: number };
}

export class ThirdPartyPage {
  readonly requests: URL[] = [];
  /** Bodies of the error reports the fake monitoring service received. */
  readonly errorReports: Record<string, unknown>[] = [];

  constructor(readonly page: Page) {
    page.on('request', (r: Request) => this.requests.push(new URL(r.url())));
  }

  /** Hosts other than `own` the page asked (data: and blob: URLs are not requests to a host). */
  foreignRequests(own: string): string[] {
    return this.requests
      .filter((u) => u.protocol === 'http:' || u.protocol === 'https:')
      .filter((u) => u.host !== own)
      .map((u) => u.href);
  }

  /**
   * Configures every piece for this page: the `configs` website configuration and the runtime
   * configuration are the server's, with the vendor settings added; `chatScript` picks the fake
   * chat (`chat.js`, or `chat-never.js` whose widget never appears).
   */
  async configureVendors(chatScript = 'chat.js'): Promise<void> {
    await this.page.route('**/api/v1/Tenants/websiteconfigurations/configs', async (route) => {
      const response = await route.fetch();
      const configs = (await response.json()) as Record<string, Record<string, unknown>>;
      await route.fulfill({
        response,
        json: {
          ...configs,
          features: { ...configs.features, chat: true },
          postHogConfigs: { ...configs.postHogConfigs, project_id: 'phc_e2e', disabled: false },
          customerIoConfigs: {
            siteId: 'site-e2e',
            writeKey: 'key-e2e',
            scriptSrc: `${VENDOR}/customerio.js`,
          },
          chatConfig: { scriptSrc: `${VENDOR}/${chatScript}`, embedSelector: '#vendor-chat' },
        },
      });
    });
    await this.page.route('**/designer/runtime-config.json', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as Record<string, string>;
      await route.fulfill({
        response,
        json: { ...json, POST_HOG_URL: `${VENDOR}/ph`, ERROR_MONITORING_URL: `${VENDOR}/errors` },
      });
    });
    await this.page.route(`${VENDOR}/**`, async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/errors') {
        this.errorReports.push(
          JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>,
        );
        return route.fulfill({ status: 204, headers: { 'Access-Control-Allow-Origin': '*' } });
      }
      const file = url.pathname === '/ph/static/array.js' ? 'posthog.js' : url.pathname.slice(1);
      if (!/^[\w-]+\.js$/.test(file)) return route.fulfill({ status: 404 });
      return route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(path.join(SCRIPTS, file), 'utf8'),
      });
    });
  }

  async calls(): Promise<VendorCalls> {
    return this.page.evaluate(() => (window as { __vendor?: VendorCalls }).__vendor ?? {});
  }

  /** The events the fake PostHog captured: [name, properties]. */
  async captured(): Promise<[string, Record<string, unknown>][]> {
    const calls = (await this.calls()).posthog ?? [];
    return calls
      .filter((c) => c[0] === 'capture')
      .map((c) => [c[1] as string, c[2] as Record<string, unknown>]);
  }
}
