/**
 * The analytics interface (spec shell §4, §9: registration-complete, the e-commerce events).
 * Every event is announced on `window` as a `designer:analytics` CustomEvent (a storefront
 * embedding the designer, or a test, may listen) — no network call. When a vendor is configured
 * (src/platform/thirdParty: PostHog-style from `postHogConfigs` and `POST_HOG_URL`), the event
 * is also handed to it; identify calls carry the client unique key.
 */

/** One event: a name from the spec's list and its properties. */
export interface AnalyticsEvent {
  event: string;
  properties: Record<string, unknown>;
}

/** Sends events. */
export interface Analytics {
  track(event: string, properties?: AnalyticsEvent['properties']): void;
  /** Ties later events to the client unique key (and, signed in, the user's traits). */
  identify(clientKey: string, traits?: Record<string, unknown>): void;
}

/** A vendor the events are handed to. */
export interface AnalyticsSink {
  capture(event: string, properties: Record<string, unknown>): void;
  identify(id: string, traits?: Record<string, unknown>): void;
}

/** The name of the window event every tracked event is announced as. */
export const ANALYTICS_WINDOW_EVENT = 'designer:analytics';

/** Analytics announcing on window and, when one is given, handing events to `sinks`. */
export function createAnalytics(...sinks: AnalyticsSink[]): Analytics {
  return {
    track(event, properties = {}) {
      const detail: AnalyticsEvent = { event, properties };
      window.dispatchEvent(new CustomEvent(ANALYTICS_WINDOW_EVENT, { detail }));
      for (const sink of sinks) sink.capture(event, properties);
    },
    identify(clientKey, traits) {
      for (const sink of sinks) sink.identify(clientKey, traits);
    },
  };
}
