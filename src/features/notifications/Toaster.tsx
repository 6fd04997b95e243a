/**
 * Shows the current notification as a toast (Radix Toast: announced to screen readers, swipe to
 * dismiss, pauses while hovered). Errors and warnings sit bottom-right, others top-centre.
 */
import * as Toast from '@radix-ui/react-toast';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { reloadPage } from '../../platform/navigation';
import { useT } from '../../ui/i18n';
import { dismiss, selectCurrentNotification } from './notificationsSlice';

/** Radix needs a number: a day stands for "until dismissed". */
const KEEP_OPEN_MS = 24 * 60 * 60 * 1000;

export function Toaster() {
  const t = useT();
  const dispatch = useDispatch();
  const current = useSelector(selectCurrentNotification);

  useEffect(() => {
    if (!current?.reloadAfterMs) return;
    const timer = setTimeout(reloadPage, current.reloadAfterMs);
    return () => clearTimeout(timer);
  }, [current]);

  return (
    <Toast.Provider swipeDirection="right" label={t('notificationsRegion')}>
      {current ? (
        <Toast.Root
          key={current.id}
          className={`toast toast-${current.kind}`}
          data-testid="toast"
          data-kind={current.kind}
          duration={current.autoCloseMs ?? KEEP_OPEN_MS}
          onOpenChange={(open) => {
            if (!open) dispatch(dismiss(current.id));
          }}
        >
          <Toast.Title className="toast-title">{t(current.titleKey, current.params)}</Toast.Title>
          {current.messageKeys.map((key) => (
            <Toast.Description key={key} className="toast-message">
              {t(key, current.params)}
            </Toast.Description>
          ))}
          {current.reloadActionKey ? (
            <Toast.Action
              className="button button-small"
              altText={t(current.reloadActionKey)}
              onClick={reloadPage}
            >
              {t(current.reloadActionKey)}
            </Toast.Action>
          ) : null}
          {current.closable ? (
            <Toast.Close className="icon-button toast-close" aria-label={t('close')}>
              <span aria-hidden="true">×</span>
            </Toast.Close>
          ) : null}
        </Toast.Root>
      ) : null}
      <Toast.Viewport
        className={`toast-viewport toast-viewport-${current?.placement ?? 'top-center'}`}
      />
    </Toast.Provider>
  );
}
