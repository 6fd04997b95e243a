/**
 * The data-sync toast (spec shell §4, §9): "syncing" with a progress bar while the guest's work
 * moves; on success it closes after 5000 ms of the tab being shown (the timer waits while the
 * tab is hidden), sliding out for 1 s; on failure it stays, listing the error keys, until
 * dismissed. It can be swiped away.
 */
import * as Toast from '@radix-ui/react-toast';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useT } from '../../ui/i18n';
import { selectSync, syncToastDismissed } from './syncSlice';

/** Visible time before a successful sync's toast leaves, ms; its slide-out, ms (spec §9). */
const SUCCESS_VISIBLE_MS = 5000;
const SLIDE_OUT_MS = 1000;

/** Calls `done` after `ms` of the document being visible; paused while hidden. */
function useVisibleTimer(active: boolean, ms: number, done: () => void): void {
  useEffect(() => {
    if (!active) return;
    let left = ms;
    let startedAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      startedAt = performance.now();
      timer = setTimeout(done, left);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        clearTimeout(timer);
        left -= performance.now() - startedAt;
      } else run();
    };
    if (document.visibilityState !== 'hidden') run();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, ms, done]);
}

export function SyncToast() {
  const t = useT();
  const dispatch = useDispatch();
  const { status, errorKeys } = useSelector(selectSync);
  const [leaving, setLeaving] = useState(false);
  const [startLeaving] = useState(() => () => setLeaving(true));
  useVisibleTimer(status === 'succeeded' && !leaving, SUCCESS_VISIBLE_MS, startLeaving);
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => {
      setLeaving(false);
      dispatch(syncToastDismissed());
    }, SLIDE_OUT_MS);
    return () => clearTimeout(timer);
  }, [leaving, dispatch]);

  const open = status !== 'idle';
  return (
    <Toast.Provider swipeDirection="right" label={t('dataSyncProgress')}>
      {open ? (
        <Toast.Root
          className={`toast sync-toast sync-toast-${status}${leaving ? ' sync-toast-leaving' : ''}`}
          data-testid="sync-toast"
          data-status={status}
          duration={Number.POSITIVE_INFINITY}
          onOpenChange={(next) => {
            if (!next) dispatch(syncToastDismissed());
          }}
        >
          <Toast.Title className="toast-title">
            {t(
              status === 'syncing'
                ? 'dataSyncProgress'
                : status === 'succeeded'
                  ? 'syncSuccess'
                  : 'syncFailed',
            )}
          </Toast.Title>
          {status === 'syncing' ? <progress aria-label={t('dataSyncProgress')} /> : null}
          {errorKeys.map((key) => (
            <Toast.Description key={key} className="toast-message">
              {t(key)}
            </Toast.Description>
          ))}
          {status !== 'syncing' ? (
            <Toast.Close className="button button-small" aria-label={t('syncNotificationDismiss')}>
              {t('syncNotificationDismiss')}
            </Toast.Close>
          ) : null}
        </Toast.Root>
      ) : null}
      {/* Its own name: two regions called "Notifications" could not be told apart. */}
      <Toast.Viewport className="sync-toast-viewport" label={t('syncRegion')} />
    </Toast.Provider>
  );
}
