/**
 * A failed load of the user's designs goes to the not-found route (spec shell §2, §8). An empty
 * list is an answer, not a failure: My Designs says it is empty. A 401 or 403 has its own
 * app-wide reaction (session expired, the forbidden page) and a request aborted or never sent
 * (the modal closed) is no failure either.
 */
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { redirectToNotFound } from '../../platform/navigation';
import { designsApi } from './designsApi';

/** Statuses another part of the app answers (src/api/baseApi.ts). */
const HANDLED_ELSEWHERE = new Set<unknown>([401, 403]);

/** Registers the redirect on the app's listener middleware. */
export function addDesignListFailureListener(middleware: ListenerMiddlewareInstance): void {
  middleware.startListening({
    matcher: designsApi.endpoints.searchDesigns.matchRejected,
    effect: (action) => {
      if (action.meta.condition || action.meta.aborted) return;
      const status = (action.payload as { status?: unknown } | undefined)?.status;
      if (HANDLED_ELSEWHERE.has(status)) return;
      redirectToNotFound();
    },
  });
}
