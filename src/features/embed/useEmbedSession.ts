/**
 * The handshake's session exchange (issue 20: sessions without third-party cookies). The
 * storefront's handshake may carry a resume code; `POST Embed/Session` answers the session token
 * and its anti-forgery token (kept in this frame's memory, sent as headers from then on) and a
 * new code, which goes to the storefront (`session`) for the next load. While the editor is
 * open the code is renewed every third of its life, and at once when a sign-in or sign-out
 * rotated the session (the old code names a session that is gone). What the session owns
 * (uploads, designs, cart) is read again under it.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { baseApi } from '../../api/baseApi';
import { outbound } from '../../domain/embed';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { apiRoot } from '../../domain/runtimeConfig';
import {
  embedSessionHeaders,
  embedXsrfToken,
  onEmbedSessionRotated,
  releaseEmbedSessionGate,
  setEmbedSession,
} from '../../platform/embedSession';
import { parentWindow } from '../../platform/parentWindow';
import type { HandshakeHandler } from './useEmbedBridge';

interface SessionAnswer {
  sessionToken: string;
  xsrfToken: string;
  resumeCode: string;
  resumeCodeExpiresInSeconds: number;
}

const isAnswer = (v: unknown): v is SessionAnswer =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SessionAnswer).sessionToken === 'string' &&
  typeof (v as SessionAnswer).xsrfToken === 'string' &&
  typeof (v as SessionAnswer).resumeCode === 'string' &&
  typeof (v as SessionAnswer).resumeCodeExpiresInSeconds === 'number';

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'omit',
    cache: 'no-store',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return response.ok ? ((await response.json()) as unknown) : null;
}

export function useEmbedSession(): HandshakeHandler {
  const dispatch = useDispatch();
  const store = useStore<{ runtimeConfig: RuntimeConfig }>();
  const renewal = useRef<number | null>(null);
  const stopRotation = useRef<(() => void) | null>(null);

  useEffect(
    () => () => {
      if (renewal.current !== null) window.clearInterval(renewal.current);
      stopRotation.current?.();
    },
    [],
  );

  return useCallback(
    async (message) => {
      const root = apiRoot(store.getState().runtimeConfig);
      const { resumeCode } = message.handshake;
      const answer = await post(`${root}Embed/Session`, resumeCode ? { resumeCode } : {});
      if (!isAnswer(answer)) {
        releaseEmbedSessionGate();
        return ['embedSessionFailed'];
      }
      setEmbedSession({ token: answer.sessionToken, xsrf: answer.xsrfToken });
      parentWindow.post(outbound.session(answer.resumeCode));
      dispatch(baseApi.util.invalidateTags(['Uploads', 'Designs', 'Cart', 'Account']));
      const renew = () =>
        void post(
          `${root}Embed/ResumeCode`,
          {},
          {
            ...embedSessionHeaders(),
            'X-XSRF-TOKEN': embedXsrfToken() ?? '',
          },
        ).then((renewed) => {
          const code = (renewed as { resumeCode?: unknown } | null)?.resumeCode;
          if (typeof code === 'string') parentWindow.post(outbound.session(code));
        });
      if (renewal.current !== null) window.clearInterval(renewal.current);
      renewal.current = window.setInterval(renew, (answer.resumeCodeExpiresInSeconds * 1000) / 3);
      // A sign-in or sign-out rotated the session: the storefront's code named the old one.
      stopRotation.current?.();
      stopRotation.current = onEmbedSessionRotated(renew);
      return [];
    },
    [dispatch, store],
  );
}
