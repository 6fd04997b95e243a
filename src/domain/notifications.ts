/**
 * Notification rules (spec shell §4, §8, §9): auto-close after 2000 ms by default or a given
 * timer; success after 5000 ms; "keep open" never closes by itself; server errors do not
 * auto-close; errors and warnings appear bottom-right; after a 401 every notification is replaced
 * by "Session Expired".
 */
import { TUNABLES } from './tunables';

export type NotificationKind = 'success' | 'error' | 'warning' | 'info';

export interface NotificationRequest {
  kind: NotificationKind;
  /** Translation key of the heading; defaults by kind. */
  titleKey?: string;
  /** Translation keys of the message lines. */
  messageKeys: readonly string[];
  params?: Record<string, string | number>;
  /** Auto-close timer in ms; `null` keeps it open; omitted uses the default for the kind. */
  timerMs?: number | null;
  /** Reloads the page this many ms after showing (e.g. after a forced refresh). */
  reloadAfterMs?: number;
  /** Translation key of an action button that reloads the page. */
  reloadActionKey?: string;
  /** false: no close button (a timed notice such as 'cartRefreshKey'; default true). */
  closable?: boolean;
}

export interface ResolvedNotification {
  kind: NotificationKind;
  titleKey: string;
  messageKeys: string[];
  params: Record<string, string | number>;
  /** ms, or null to stay until dismissed. */
  autoCloseMs: number | null;
  reloadAfterMs: number | null;
  reloadActionKey: string | null;
  closable: boolean;
  placement: 'bottom-right' | 'top-center';
}

/** Default headings (spec shell §2: success "Hooray!", error "Oops"). */
export const DEFAULT_TITLE_KEYS: Record<NotificationKind, string> = {
  success: 'notificationSuccessTitle',
  error: 'notificationErrorTitle',
  warning: 'notificationWarningTitle',
  info: 'notificationInfoTitle',
};

export const SESSION_EXPIRED_KEY = 'sessionExpired';

export function resolveNotification(
  request: NotificationRequest,
  sessionIsExpired: boolean,
): ResolvedNotification {
  if (sessionIsExpired) {
    return {
      kind: 'warning',
      titleKey: SESSION_EXPIRED_KEY,
      messageKeys: ['sessionExpiredMessage'],
      params: {},
      autoCloseMs: null,
      reloadAfterMs: null,
      reloadActionKey: 'reloadPage',
      closable: true,
      placement: 'bottom-right',
    };
  }
  const defaultMs =
    request.kind === 'success'
      ? TUNABLES.notifications.successAutoCloseMs
      : TUNABLES.notifications.defaultAutoCloseMs;
  return {
    kind: request.kind,
    titleKey: request.titleKey ?? DEFAULT_TITLE_KEYS[request.kind],
    messageKeys: [...request.messageKeys],
    params: request.params ?? {},
    autoCloseMs: request.timerMs === undefined ? defaultMs : request.timerMs,
    reloadAfterMs: request.reloadAfterMs ?? null,
    reloadActionKey: request.reloadActionKey ?? null,
    closable: request.closable ?? true,
    placement:
      request.kind === 'error' || request.kind === 'warning' ? 'bottom-right' : 'top-center',
  };
}

/** A server error answer as a notification: its keys, not auto-closing (spec shell §8). */
export function serverErrorNotification(keys: string[]): NotificationRequest {
  return { kind: 'error', messageKeys: keys, timerMs: null };
}
