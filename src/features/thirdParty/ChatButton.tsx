/**
 * The header's 'CHAT With US!' button (spec shell §2), shown only when a chat is configured:
 * it loads the chat's script (with the signed-in visitor's token), waits for its embed and opens
 * it; a chat that does not appear within 10 s gives a translated error.
 */
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { thirdPartySetup } from '../../domain/thirdParty';
import { openChat } from '../../platform/thirdParty/chat';
import { clientUniqueKey } from '../../platform/thirdParty/clientKey';
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/i18n';
import { useWebsiteConfigurationQuery } from '../configuration';
import { notify } from '../notifications';
import { useGenerateVisitorTokenMutation } from './thirdPartyApi';

type WithUser = { auth: { user: { userId: number } | null } };

export function ChatButton() {
  const t = useT();
  const dispatch = useDispatch();
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const userId = useSelector((s: WithUser) => s.auth.user?.userId ?? null);
  const { data: configs } = useWebsiteConfigurationQuery('configs');
  const [generateToken] = useGenerateVisitorTokenMutation();
  const [opening, setOpening] = useState(false);
  const chat = thirdPartySetup(configs, runtime).chat;
  if (!chat) return null;

  const open = async () => {
    setOpening(true);
    try {
      const visitorToken =
        userId !== null
          ? await generateToken(userId)
              .unwrap()
              .then((a) => a.token)
              .catch(() => null)
          : null;
      const clientKey = clientUniqueKey(runtime.COOKIE_DOMAIN);
      const opened = await openChat(chat, { clientKey, visitorToken }).catch(() => false);
      if (!opened) dispatch(notify({ kind: 'error', messageKeys: ['chatLoadFailed'] }));
    } finally {
      setOpening(false);
    }
  };

  return (
    <button
      type="button"
      className="button chat-button"
      data-testid="chat-button"
      aria-busy={opening}
      disabled={opening}
      onClick={() => void open()}
    >
      <Icon name="chat" size={18} />
      <span>{t('chatWithUs')}</span>
    </button>
  );
}
