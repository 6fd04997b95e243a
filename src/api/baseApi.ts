/**
 * The one RTK Query API of the app. Every call sends credentials, the anti-forgery header read
 * from its cookie and no-cache headers; the base URL comes from the runtime configuration in the
 * store (never from build-time constants). Areas inject their endpoints (`injectEndpoints`).
 *
 * A 401 dispatches `sessionExpired`, a 403 dispatches `forbidden`; the app's listeners react.
 */
import { createAction } from '@reduxjs/toolkit';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { apiRoot } from '../domain/runtimeConfig';
import type { RuntimeConfig } from '../domain/runtimeConfig';
import { readCookie } from '../platform/cookies';

/** Cookie the server sets and header it checks on unsafe methods. */
export const ANTI_FORGERY_COOKIE = 'XSRF-TOKEN';
export const ANTI_FORGERY_HEADER = 'X-XSRF-TOKEN';

export const sessionExpired = createAction('api/sessionExpired');
export const forbidden = createAction('api/forbidden');

/** The slice of state the base query reads (kept minimal so `api` does not import the app). */
interface StateWithRuntimeConfig {
  runtimeConfig: RuntimeConfig;
}

const rawBaseQuery = (baseUrl: string) =>
  fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    prepareHeaders(headers) {
      const token = readCookie(ANTI_FORGERY_COOKIE);
      if (token) headers.set(ANTI_FORGERY_HEADER, token);
      headers.set('Cache-Control', 'no-cache');
      headers.set('Pragma', 'no-cache');
      headers.set('Accept', 'application/json');
      return headers;
    },
  });

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const config = (api.getState() as StateWithRuntimeConfig).runtimeConfig;
  const result = await rawBaseQuery(apiRoot(config))(args, api, extraOptions);
  if (result.error?.status === 401) api.dispatch(sessionExpired());
  if (result.error?.status === 403) api.dispatch(forbidden());
  return result;
};

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
  ],
  endpoints: () => ({}),
});
