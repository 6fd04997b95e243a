/**
 * How the upload client reaches the API: the API origin (runtime config `API_BASE_URL`, '' =
 * same origin), the anti-forgery token (the `XSRF-TOKEN` cookie in the browser) and, for tests
 * or embedding, the `fetch` to use.
 */
import { apiRoot } from '../../domain/runtimeConfig';

/** The API the uploads go to. */
export interface UploadTransport {
  /** `API_BASE_URL` of the runtime config: an origin, or '' for the page's own. */
  apiBaseUrl: string;
  /** The anti-forgery token, read afresh before every unsafe request (the cookie may change). */
  xsrfToken(): string;
  /** Headers naming the session when it is not a cookie (the embedded editor's, issue 20). */
  sessionHeaders?(): Record<string, string>;
  /** Default: the global `fetch`. Called unbound, so `window.fetch` may be passed as it is. */
  fetch?: typeof fetch;
  /**
   * A fetch that reports the request body's bytes as they are sent (the browser's: xhrFetch);
   * used for requests that want upload progress (the chunks). Without it they go through
   * `fetch` and progress moves per answer.
   */
  fetchWithUploadProgress?(
    url: string,
    init: RequestInit,
    onUploadProgress: (loadedBytes: number) => void,
  ): Promise<Response>;
}

/** The URL of an API path such as `FileManagement/ImageChunkedUpload` (no leading slash). */
export function apiUrl(transport: UploadTransport, path: string): string {
  return `${apiRoot({ API_BASE_URL: transport.apiBaseUrl })}${path}`;
}
