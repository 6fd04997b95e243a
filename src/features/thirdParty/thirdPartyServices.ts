/**
 * The page's third-party pieces, each behind its interface: analytics (always announced on
 * window; handed to PostHog when configured), customer messaging (customer.io-style), error
 * monitoring. Started once, when the `configs` website configuration has loaded; before that,
 * and whenever nothing is configured, only the window announcement happens and no request
 * leaves for another host. Events are tracked through `thirdParty().analytics` anywhere.
 */
import type { ThirdPartySetup } from '../../domain/thirdParty';
import type { Analytics } from '../../platform/analytics';
import { createAnalytics } from '../../platform/analytics';
import { clientUniqueKey } from '../../platform/thirdParty/clientKey';
import type { CustomerMessaging } from '../../platform/thirdParty/customerIo';
import { customerIoMessaging } from '../../platform/thirdParty/customerIo';
import type { ErrorMonitor } from '../../platform/thirdParty/errorMonitoring';
import { startErrorMonitoring } from '../../platform/thirdParty/errorMonitoring';
import { postHogSink } from '../../platform/thirdParty/postHog';

export interface ThirdPartyServices {
  setup: ThirdPartySetup;
  analytics: Analytics;
  messaging: CustomerMessaging | null;
  monitoring: ErrorMonitor | null;
  /** The client unique key; null while no piece is configured (no cookie is written then). */
  clientKey: string | null;
}

const OFF: ThirdPartySetup = { analytics: null, messaging: null, chat: null, monitoring: null };

let services: ThirdPartyServices = {
  setup: OFF,
  analytics: createAnalytics(),
  messaging: null,
  monitoring: null,
  clientKey: null,
};
let started = false;

/** The pieces in use (all off until `startThirdParty`). */
export function thirdParty(): ThirdPartyServices {
  return services;
}

/** Starts the configured pieces once and identifies the client by its unique key. */
export function startThirdParty(setup: ThirdPartySetup, cookieDomain: string): ThirdPartyServices {
  if (started) return services;
  started = true;
  const any = Object.values(setup).some((piece) => piece !== null);
  const clientKey = any ? clientUniqueKey(cookieDomain) : null;
  const sinks = setup.analytics ? [postHogSink(setup.analytics)] : [];
  services = {
    setup,
    analytics: createAnalytics(...sinks),
    messaging: setup.messaging ? customerIoMessaging(setup.messaging) : null,
    monitoring: setup.monitoring ? startErrorMonitoring(setup.monitoring) : null,
    clientKey,
  };
  if (clientKey) identifyClient({});
  return services;
}

/** Identify calls of every piece, carrying the client unique key (plus, signed in, the user). */
export function identifyClient(traits: Record<string, unknown>): void {
  const { clientKey, analytics, messaging, monitoring } = services;
  if (!clientKey) return;
  analytics.identify(clientKey, traits);
  messaging?.identify(clientKey, traits);
  monitoring?.setUser(clientKey);
}
