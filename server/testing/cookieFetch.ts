/**
 * A `fetch` that keeps cookies like a browser tab on one site, for tests that talk to a real
 * listening server over HTTP: every answer's `Set-Cookie` is kept (a `Max-Age=0` or past
 * `Expires` removes it) and sent back as `Cookie` on every request. One site only: domains and
 * paths are not matched (the server sets every cookie on `/`).
 */

/** A cookie-keeping fetch and its jar. */
export interface CookieFetch {
  fetch: typeof fetch;
  /** Cookie name → value, as the server set them. */
  readonly cookies: Map<string, string>;
  /** The `XSRF-TOKEN` cookie's value ('' before the server set it), as the editor reads it. */
  xsrfToken(): string;
}

/** Whether a `Set-Cookie` line's attributes expire the cookie. */
function expires(attributes: string[], now: number): boolean {
  for (const attribute of attributes) {
    const [name = '', value = ''] = attribute.split('=').map((s) => s.trim());
    if (/^max-age$/i.test(name) && Number(value) <= 0) return true;
    if (/^expires$/i.test(name) && Date.parse(value) <= now) return true;
  }
  return false;
}

/** A fetch keeping cookies across requests; `base` does the requests (default the global fetch). */
export function cookieFetch(base: typeof fetch = fetch): CookieFetch {
  const cookies = new Map<string, string>();
  const keep = (line: string) => {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) return;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (value === '' || expires(attributes, Date.now())) cookies.delete(name);
    else cookies.set(name, value);
  };
  const fetchWithCookies: typeof fetch = async (input, init) => {
    const headers = new Headers(
      init?.headers ?? (input instanceof Request ? input.headers : undefined),
    );
    if (cookies.size > 0)
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await base(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) keep(line);
    return response;
  };
  return {
    fetch: fetchWithCookies,
    cookies,
    xsrfToken: () => decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
  };
}

/**
 * A browser tab on `origin` (e.g. `http://127.0.0.1:41234`): a cookie fetch whose first GET
 * (`/api/v1/Translations/en`, as the editor's first call) has set `designer_sid` and `XSRF-TOKEN`.
 */
export async function browserTab(origin: string, base: typeof fetch = fetch): Promise<CookieFetch> {
  const tab = cookieFetch(base);
  const response = await tab.fetch(`${origin}/api/v1/Translations/en`);
  await response.arrayBuffer();
  if (!tab.cookies.has('designer_sid') || !tab.cookies.has('XSRF-TOKEN'))
    throw new Error(`no session cookies from ${origin} (status ${response.status})`);
  return tab;
}
