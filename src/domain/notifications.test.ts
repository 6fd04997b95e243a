import { describe, expect, it } from 'vitest';
import { resolveNotification, serverErrorNotification } from './notifications';

describe('resolveNotification', () => {
  it.each([
    [{ kind: 'info', messageKeys: ['a'] }, 2000, 'top-center'],
    [{ kind: 'success', messageKeys: ['a'] }, 5000, 'top-center'],
    [{ kind: 'error', messageKeys: ['a'] }, 2000, 'bottom-right'],
    [{ kind: 'warning', messageKeys: ['a'] }, 2000, 'bottom-right'],
    [{ kind: 'error', messageKeys: ['a'], timerMs: 3000 }, 3000, 'bottom-right'],
    [{ kind: 'info', messageKeys: ['a'], timerMs: null }, null, 'top-center'],
  ] as const)('%o closes after %s ms, placed %s', (request, ms, placement) => {
    const n = resolveNotification(request, false);
    expect(n.autoCloseMs).toBe(ms);
    expect(n.placement).toBe(placement);
  });

  it('uses the default headings Hooray!/Oops keys', () => {
    expect(resolveNotification({ kind: 'success', messageKeys: [] }, false).titleKey).toBe(
      'notificationSuccessTitle',
    );
    expect(resolveNotification({ kind: 'error', messageKeys: [] }, false).titleKey).toBe(
      'notificationErrorTitle',
    );
    expect(
      resolveNotification({ kind: 'error', titleKey: 'uploadFailed', messageKeys: [] }, false)
        .titleKey,
    ).toBe('uploadFailed');
  });

  it('has a close button unless told otherwise (the 5 s cartRefreshKey notice has none)', () => {
    expect(resolveNotification({ kind: 'error', messageKeys: [] }, false).closable).toBe(true);
    expect(
      resolveNotification({ kind: 'error', messageKeys: [], closable: false }, false).closable,
    ).toBe(false);
  });

  it('keeps the reload-after-delay', () => {
    expect(
      resolveNotification({ kind: 'info', messageKeys: [], reloadAfterMs: 1500 }, false)
        .reloadAfterMs,
    ).toBe(1500);
  });

  it('turns every notification into Session Expired once the session has expired', () => {
    const n = resolveNotification({ kind: 'success', messageKeys: ['saved'] }, true);
    expect(n.titleKey).toBe('sessionExpired');
    expect(n.autoCloseMs).toBeNull();
    expect(n.reloadActionKey).toBe('reloadPage');
  });

  it('shows server errors without auto-close', () => {
    expect(resolveNotification(serverErrorNotification(['x']), false).autoCloseMs).toBeNull();
  });
});
