/**
 * Error monitoring (spec shell §1 "error monitoring"): uncaught errors and unhandled rejections
 * are posted as JSON to the configured endpoint (runtime `ERROR_MONITORING_URL`), with the page,
 * the time and the client unique key. At most 20 reports a page, so a failing loop cannot flood
 * the service. Without an endpoint nothing is installed.
 */
import type { ErrorMonitoringSetup } from '../../domain/thirdParty';

/** Reports per page load. */
const MAX_REPORTS = 20;

export interface ErrorMonitor {
  captureException(error: unknown, context?: Record<string, unknown>): void;
  setUser(clientKey: string): void;
  stop(): void;
}

function describe(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error) return { message: error.message, stack: error.stack ?? null };
  return { message: String(error), stack: null };
}

export function startErrorMonitoring(setup: ErrorMonitoringSetup): ErrorMonitor {
  let user: string | null = null;
  let sent = 0;
  const captureException = (error: unknown, context: Record<string, unknown> = {}) => {
    if (sent >= MAX_REPORTS) return;
    sent++;
    const body = JSON.stringify({
      ...describe(error),
      context,
      page: location.pathname,
      clientKey: user,
      time: Date.now(),
    });
    void fetch(setup.endpoint, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain' },
    }).catch(() => undefined);
  };
  const onError = (e: ErrorEvent) => captureException(e.error ?? e.message, { kind: 'error' });
  const onRejection = (e: PromiseRejectionEvent) =>
    captureException(e.reason, { kind: 'unhandledrejection' });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    captureException,
    setUser: (key) => {
      user = key;
    },
    stop: () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
