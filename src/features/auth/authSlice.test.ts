/**
 * The auth state's transitions (spec shell §4 "Authentication") driven by the account calls'
 * own actions, in a real store with the real API slice. The calls are answered by a fetch
 * stand-in: these are the client's rules; the flows against the real server (sign-up's
 * notification then login, wrongUser's modal, field errors) are in tests/e2e/account.spec.ts.
 */
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApi, sessionExpired } from '../../api/baseApi';
import { DEFAULT_RUNTIME_CONFIG } from '../../domain/runtimeConfig';
import { runtimeConfigReducer } from '../configuration';
import { notificationsReducer } from '../notifications';
import { accountApi, quantityOf } from './accountApi';
import { accountModalOpened, authReducer } from './authSlice';

function store() {
  return configureStore({
    reducer: {
      runtimeConfig: runtimeConfigReducer,
      [baseApi.reducerPath]: baseApi.reducer,
      auth: authReducer,
      notifications: notificationsReducer,
    },
    preloadedState: {
      runtimeConfig: { ...DEFAULT_RUNTIME_CONFIG, API_BASE_URL: 'http://api.test' },
    },
    middleware: (d) => d().concat(baseApi.middleware),
  });
}

/** Answers every fetch with `status` and `body` (no browser: no anti-forgery cookie either). */
function answer(status: number, body: unknown) {
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}
afterEach(() => vi.unstubAllGlobals());

const DETAILS = {
  userId: 1,
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Smith',
  phoneNumber: null,
  roles: [],
  hasSyncData: false,
  pendingEmail: null,
};

describe('auth state', () => {
  it('a refused sign-in shows on its field; opening forgot-password clears it', async () => {
    const s = store();
    s.dispatch(accountModalOpened({ modal: 'login' }));
    answer(400, {
      status: 400,
      errors: {
        domainValidations: ['invalidUsernameOrPassword'],
        'domainValidations.password': ['invalidUsernameOrPassword'],
      },
    });
    await s.dispatch(accountApi.endpoints.signIn.initiate({ username: 'a@b.c', password: 'x' }));
    expect(s.getState().auth.errors.login).toEqual({
      field: 'password',
      key: 'invalidUsernameOrPassword',
    });
    s.dispatch(accountModalOpened({ modal: 'forgotPassword' }));
    expect(s.getState().auth.open).toBe('forgotPassword');
    expect(s.getState().auth.errors.login).toBeNull();
  });

  it('sign-in success closes the modals and keeps the user; a 401 forgets the user', async () => {
    const s = store();
    s.dispatch(accountModalOpened({ modal: 'login' }));
    answer(200, DETAILS);
    await s.dispatch(accountApi.endpoints.signIn.initiate({ username: 'a@b.c', password: 'x' }));
    expect(s.getState().auth).toMatchObject({ open: null, isAuthenticated: true, user: DETAILS });
    s.dispatch(sessionExpired());
    expect(s.getState().auth).toMatchObject({
      sessionExpired: true,
      isAuthenticated: false,
      user: null,
    });
  });

  it('a refused design count is no count, not an expired session', async () => {
    const s = store();
    answer(401, { status: 401, errors: { general: ['sessionExpired'] } });
    const r = await s.dispatch(accountApi.endpoints.designQuantity.initiate());
    expect(r.isError).toBe(true);
    expect(s.getState().auth.sessionExpired).toBe(false);
    expect(s.getState().notifications.current).toBeNull();
  });
});

describe('quantityOf', () => {
  it.each([
    [7, 7],
    [{ quantity: 150 }, 150],
    [{ count: 3 }, 3],
    [{ data: 0 }, 0],
    ['12', null],
    [null, null],
  ])('%j → %s', (raw, count) => {
    expect(quantityOf(raw)).toBe(count);
  });
});
