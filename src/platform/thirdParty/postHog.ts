/**
 * PostHog-style analytics (spec shell §3 `postHogConfigs`, runtime `POST_HOG_URL`): the
 * vendor's script from `{host}/static/array.js` defines `window.posthog`; the designer waits for
 * it (100 ms polls, 10 s), calls `init(projectId, {api_host, person_profiles, debug})`, then
 * `capture` and `identify`. Calls made before it is ready wait in order.
 */
import type { PostHogSetup } from '../../domain/thirdParty';
import { SCRIPT_POLL_MS, SCRIPT_WAIT_MS } from '../../domain/thirdParty';
import type { AnalyticsSink } from '../analytics';
import { loadScript, pollFor } from './scripts';

interface PostHogGlobal {
  init(key: string, options: Record<string, unknown>): void;
  capture(event: string, properties: Record<string, unknown>): void;
  identify(id: string, properties?: Record<string, unknown>): void;
}

/** A sink that forwards to PostHog once its script has loaded; failures are dropped quietly. */
export function postHogSink(setup: PostHogSetup): AnalyticsSink {
  const waiting: ((ph: PostHogGlobal) => void)[] = [];
  let ready: PostHogGlobal | null = null;
  void loadScript(setup.scriptSrc)
    .then(() =>
      pollFor(
        () => (window as { posthog?: PostHogGlobal }).posthog ?? null,
        SCRIPT_POLL_MS,
        SCRIPT_WAIT_MS,
      ),
    )
    .then((ph) => {
      if (!ph) return;
      ph.init(setup.projectId, {
        api_host: setup.host,
        person_profiles: setup.personProfiles,
        debug: setup.debug,
      });
      ready = ph;
      for (const call of waiting.splice(0)) call(ph);
    })
    .catch(() => undefined);
  const run = (call: (ph: PostHogGlobal) => void) => (ready ? call(ready) : waiting.push(call));
  return {
    capture: (event, properties) => run((ph) => ph.capture(event, properties)),
    identify: (id, traits) => run((ph) => ph.identify(id, traits)),
  };
}
