/**
 * The analytics interface (spec shell §4, §10: events such as registration-complete). Without a
 * configured endpoint nothing leaves the browser: the event is only announced on `window` as a
 * `designer:analytics` CustomEvent (a storefront embedding the designer, or a test, may listen).
 * With one (`POST_HOG_URL` in the runtime configuration), the event is also sent there by
 * `navigator.sendBeacon`, which survives the page being left.
 */

/** One event: a name from the spec's list and its properties. */
export interface AnalyticsEvent {
  event: string;
  properties: Record<string, string | number | boolean>;
}

/** Sends events. */
export interface Analytics {
  track(event: string, properties?: AnalyticsEvent['properties']): void;
}

/** The name of the window event every tracked event is announced as. */
export const ANALYTICS_WINDOW_EVENT = 'designer:analytics';

/** Analytics for `endpoint` ('' : announce on window only, no network call). */
export function createAnalytics(endpoint: string): Analytics {
  return {
    track(event, properties = {}) {
      const detail: AnalyticsEvent = { event, properties };
      window.dispatchEvent(new CustomEvent(ANALYTICS_WINDOW_EVENT, { detail }));
      if (endpoint) navigator.sendBeacon(endpoint, JSON.stringify(detail));
    },
  };
}
