/** The handshake's session exchange (sessions without third-party cookies). */
import { useCallback } from 'react';
import type { HandshakeHandler } from './useEmbedBridge';

export function useEmbedSession(): HandshakeHandler {
  return useCallback(async () => [], []);
}
