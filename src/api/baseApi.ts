/**
 * The one RTK Query API of the app. Every call sends credentials, the anti-forgery header read
 * from its cookie and no-cache headers; the base URL comes from the runtime configuration in the
 * store (never from build-time constants). Areas inject their endpoints (`injectEndpoints`).
 *
 * Access answers are read here, in one place (spec shell §6): a 401 dispatches `sessionExpired`
 * (the session is marked expired), a 403 `forbidden` (the app goes to /403/), a `wrongUser`
 * refusal `accessDenied` (the access-denied modal). An endpoint whose failure means "nothing to
 * show" rather than "signed out" (a count a guest may not have) passes
 * `extraOptions: { ignoreAccessAnswers: true }`.
 */
import { createAction } from '@reduxjs/toolkit';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { ApiErrorKey, isApiErrorBody } from '../domain/apiErrors';
import { versionedCall } from '../domain/runtimeConfig';
import type { RuntimeConfig } from '../domain/runtimeConfig';
import { readCookie } from '../platform/cookies';
import {
  adoptRotatedSession,
  embedSessionGate,
  embedSessionHeaders,
  embedXsrfToken,
} from '../platform/embedSession';

/** Cookie the server sets and header it checks on unsafe methods. */
export const ANTI_FORGERY_COOKIE = 'XSRF-TOKEN';
export const ANTI_FORGERY_HEADER = 'X-XSRF-TOKEN';

export const sessionExpired = createAction('api/sessionExpired');
export const forbidden = createAction('api/forbidden');
/** A design or cart item of another user was refused (`wrongUser`, spec shell §4 Access denied). */
export const accessDenied = createAction('api/accessDenied');

/** Per-endpoint options of the base query. */
export interface BaseQueryExtraOptions {
  /** Leaves 401, 403 and wrongUser to the caller (no app-wide reaction). */
  ignoreAccessAnswers?: boolean;
}

/** Whether an error body refuses with `wrongUser` (in any group). */
export function isWrongUser(body: unknown): boolean {
  return (
    isApiErrorBody(body) &&
    Object.values(body.errors).some((keys) => keys.includes(ApiErrorKey.forbidden))
  );
}

/** The slice of state the base query reads (kept minimal so `api` does not import the app). */
interface StateWithRuntimeConfig {
  runtimeConfig: RuntimeConfig;
}

const rawBaseQuery = (baseUrl: string) =>
  fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    prepareHeaders(headers) {
      // Embedded behind a storefront: the header session and its token (no cookie needed).
      for (const [name, value] of Object.entries(embedSessionHeaders())) headers.set(name, value);
      const token = embedXsrfToken() ?? readCookie(ANTI_FORGERY_COOKIE);
      if (token) headers.set(ANTI_FORGERY_HEADER, token);
      headers.set('Cache-Control', 'no-cache');
      headers.set('Pragma', 'no-cache');
      headers.set('Accept', 'application/json');
      return headers;
    },
  });

const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  BaseQueryExtraOptions
> = async (args, api, extraOptions) => {
  // In a storefront's frame, unsafe calls wait for the handshake's header session (issue 20):
  // they need its anti-forgery token. Reads go at once (the page needs them to mount and make
  // the handshake); what the session owns is read again once it is set.
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
  if (method !== 'GET') await embedSessionGate();
  const config = (api.getState() as StateWithRuntimeConfig).runtimeConfig;
  const call = versionedCall(config, typeof args === 'string' ? args : args.url);
  const request = typeof args === 'string' ? call.path : { ...args, url: call.path };
  const result = await rawBaseQuery(call.root)(request, api, extraOptions);
  // A sign-in or sign-out in a header session: the answer hands over the rotated session.
  adoptRotatedSession(result.meta?.response?.headers);
  const error = result.error;
  if (!error || extraOptions?.ignoreAccessAnswers) return result;
  if (error.status === 401) api.dispatch(sessionExpired());
  else if (error.status === 403) api.dispatch(forbidden());
  else if (isWrongUser(error.data)) api.dispatch(accessDenied());
  return result;
};

/**
 * The answers that name the catalogue in the session's language (server/catalogue/localise.ts):
 * `Languages/set` invalidates them so a language switch shows them again without a reload.
 * Only names change; keys, ids and prices stay the same.
 */
export const LANGUAGE_DEPENDENT_TAGS = ['Product', 'Calculator', 'Designs', 'Cart'] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Product',
    'Calculator',
    'Configuration',
    'Translations',
    'Uploads',
    'Designs',
    'Cart',
    'Account',
  ],
  endpoints: () => ({}),
});
