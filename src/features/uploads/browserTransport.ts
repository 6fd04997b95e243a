/**
 * The upload transport of the page: the API origin from the runtime config and the anti-forgery
 * token read afresh from its cookie before every unsafe request, and XHR for bodies whose sent
 * bytes the progress bar shows. The upload manager and the export (design files) share it.
 */
import { ANTI_FORGERY_COOKIE } from '../../api/baseApi';
import { readCookie } from '../../platform/cookies';
import { embedSessionHeaders, embedXsrfToken } from '../../platform/embedSession';
import type { UploadTransport } from './transport';
import { xhrFetch } from './xhrFetch';

/** The transport to `apiBaseUrl` (the runtime config's `API_BASE_URL`, '' = same origin). */
export function browserUploadTransport(apiBaseUrl: string): UploadTransport {
  return {
    apiBaseUrl,
    xsrfToken: () => embedXsrfToken() ?? readCookie(ANTI_FORGERY_COOKIE) ?? '',
    sessionHeaders: embedSessionHeaders,
    // Chunks report their bytes as they are sent (the progress bar moves within a chunk).
    fetchWithUploadProgress: xhrFetch,
  };
}
