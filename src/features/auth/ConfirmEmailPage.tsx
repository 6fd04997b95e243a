/**
 * The confirm-email route the sign-up mail links to (`/designer/confirm-email?email=…&token=…`):
 * sends the link to `Account/ConfirmEmail` once (a POST: mail scanners that open links change
 * nothing), then goes to the designer with the login modal open on the address, or toasts why
 * the link failed.
 */
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorKeysOf } from '../../domain/apiErrors';
import { Spinner } from '../../ui/Spinner';
import { useT } from '../../ui/i18n';
import { notify } from '../notifications';
import { useConfirmEmailMutation } from './accountApi';
import { accountModalOpened } from './authSlice';

export function ConfirmEmailPage() {
  const t = useT();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [confirm] = useConfirmEmailMutation();
  const sent = useRef(false);

  useEffect(() => {
    // Once: React's development double effects must not spend the single-use link twice.
    if (sent.current) return;
    sent.current = true;
    const email = query.get('email') ?? '';
    const token = query.get('token') ?? '';
    void confirm({ email, token }).then((r) => {
      if ('data' in r) {
        dispatch(notify({ kind: 'success', messageKeys: ['emailConfirmed'], timerMs: 5000 }));
        dispatch(accountModalOpened({ modal: 'login', email: r.data?.email ?? email }));
      } else {
        const body = 'status' in r.error ? r.error.data : undefined;
        dispatch(notify({ kind: 'error', messageKeys: errorKeysOf(body), timerMs: null }));
      }
      void navigate('/', { replace: true });
    });
  }, [confirm, dispatch, navigate, query]);

  return (
    <div className="boot" data-testid="confirm-email-page">
      <Spinner label={t('confirmingEmail')} />
    </div>
  );
}
