/** Full-page navigations the shell makes outside the router. */

/** Path of the page every 403 answer sends the browser to (spec shell §2). */
export const FORBIDDEN_PATH = '/403/';

export function redirectToForbidden(): void {
  if (!window.location.pathname.startsWith(FORBIDDEN_PATH)) window.location.assign(FORBIDDEN_PATH);
}

export function reloadPage(): void {
  window.location.reload();
}

export function isForbiddenPath(pathname: string): boolean {
  return /^\/403\/?$/.test(pathname);
}
