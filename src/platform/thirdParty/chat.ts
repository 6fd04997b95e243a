/**
 * The chat (spec shell §2 'CHAT With US!', §3 chat config, §9): on demand, the configured
 * script is loaded — with the signed-in visitor's token from `Account/GenerateVisitorToken`
 * and the client unique key as data attributes — and the element it embeds (the configured
 * selector) is awaited every 100 ms for up to 10 s, then opened.
 */
import type { ChatSetup } from '../../domain/thirdParty';
import { CHAT_POLL_MS, CHAT_WAIT_MS } from '../../domain/thirdParty';
import { loadScript, pollFor } from './scripts';

export interface ChatVisitor {
  clientKey: string;
  /** The signed visitor token of a signed-in user, else null. */
  visitorToken: string | null;
}

/** Loads the chat and opens it; whether its element appeared in time. */
export async function openChat(setup: ChatSetup, visitor: ChatVisitor): Promise<boolean> {
  const attributes: Record<string, string> = { 'data-client-key': visitor.clientKey };
  if (visitor.visitorToken) attributes['data-visitor-token'] = visitor.visitorToken;
  await loadScript(setup.scriptSrc, attributes);
  const embed = await pollFor(
    () => document.querySelector<HTMLElement>(setup.embedSelector),
    CHAT_POLL_MS,
    CHAT_WAIT_MS,
  );
  if (!embed) return false;
  embed.hidden = false;
  embed.click();
  embed.scrollIntoView({ block: 'nearest' });
  if (embed.tabIndex < 0) embed.tabIndex = -1;
  embed.focus();
  return true;
}
