/**
 * The header's place for the 'CHAT With US!' button (spec shell §2), shown only when a chat is
 * configured. The chat (issue 21, third-party pieces) mounts its button here with a one-line
 * change; until then the place is empty. In the row on wide screens, in More otherwise.
 */
export function ChatSlot() {
  return null;
}
