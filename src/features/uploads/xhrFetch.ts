/**
 * A `fetch` made with XMLHttpRequest, for one reason: `xhr.upload.onprogress` reports the bytes
 * of a request body as they are sent, which `fetch` cannot (a streamed fetch body needs HTTP/2
 * and `duplex: 'half'`, and is not in Safari). The upload client sends its chunks through it, so
 * the progress bar moves within a chunk (issue 15, item 16). Answers are read as text and handed
 * back as a `Response`; a network failure rejects with a TypeError and an abort with an
 * AbortError, as `fetch` does.
 */

/** Statuses whose `Response` may have no body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** `getAllResponseHeaders()` (CRLF-separated `name: value` lines) as Headers. */
function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * Sends `init` (method, headers, body, credentials, signal) to `url`; `onUploadProgress` gets the
 * body's bytes sent so far as the browser reports them.
 */
export function xhrFetch(
  url: string,
  init: RequestInit,
  onUploadProgress: (loadedBytes: number) => void,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const { signal } = init;
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open(init.method ?? 'GET', url);
    xhr.withCredentials = init.credentials === 'include';
    xhr.responseType = 'text';
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => onUploadProgress(event.loaded);
    xhr.onload = () => {
      settle();
      resolve(
        new Response(NULL_BODY.has(xhr.status) ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: headersOf(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
