/** Full-page navigations the shell makes outside the router. */

/** Path of the page every 403 answer sends the browser to (spec shell §2). */
export const FORBIDDEN_PATH = '/403/';

export function redirectToForbidden(): void {
  if (!window.location.pathname.startsWith(FORBIDDEN_PATH)) window.location.assign(FORBIDDEN_PATH);
}

/**
 * Path of the not-found page (spec shell §2, §8: where a failed load of the user's designs goes;
 * the server answers it 404 with the editor's page, which renders it).
 */
export const NOT_FOUND_PATH = '/404/';

export function redirectToNotFound(): void {
  if (!window.location.pathname.startsWith(NOT_FOUND_PATH)) window.location.assign(NOT_FOUND_PATH);
}

export function isNotFoundPath(pathname: string): boolean {
  return /^\/404\/?$/.test(pathname);
}

export function reloadPage(): void {
  window.location.reload();
}

export function isForbiddenPath(pathname: string): boolean {
  return /^\/403\/?$/.test(pathname);
}
