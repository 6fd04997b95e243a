/**
 * customer.io-style messaging (spec shell §3 `customerIoConfigs`): the vendor's snippet shape —
 * `window._cio`, a queue of `[method, ...args]` the tracker script (`<script id="cio-tracker"
 * data-site-id>`) replays when it loads — so calls made before it loads are kept in order.
 */
import type { CustomerIoSetup } from '../../domain/thirdParty';
import { loadScript } from './scripts';

/** What the designer tells the messaging service. */
export interface CustomerMessaging {
  identify(clientKey: string, traits?: Record<string, unknown>): void;
  track(event: string, properties?: Record<string, unknown>): void;
}

type CioQueue = unknown[][] & Record<string, unknown>;

/** Sets up the queue and loads the tracker. */
export function customerIoMessaging(setup: CustomerIoSetup): CustomerMessaging {
  const w = window as { _cio?: CioQueue };
  const cio: CioQueue = w._cio ?? ([] as unknown as CioQueue);
  w._cio = cio;
  for (const method of ['load', 'identify', 'sidentify', 'track', 'page', 'on', 'off']) {
    if (typeof cio[method] !== 'function')
      cio[method] = (...args: unknown[]) => cio.push([method, ...args]);
  }
  void loadScript(setup.scriptSrc, {
    id: 'cio-tracker',
    'data-site-id': setup.siteId,
    'data-write-key': setup.writeKey,
  }).catch(() => undefined);
  const call = (method: string, ...args: unknown[]) =>
    (cio[method] as (...a: unknown[]) => void)(...args);
  return {
    identify: (clientKey, traits = {}) => call('identify', { id: clientKey, ...traits }),
    track: (event, properties = {}) => call('track', event, properties),
  };
}
