/**
 * Waits on the sync-data channel (a WebSocket, server/sync/syncChannel.ts) for the SyncFinished
 * of one sync run. The server also sends a message the socket missed to a socket that connects
 * after the run ended, so opening the socket after starting the run loses nothing.
 */
import type { SyncFinished } from '../domain/accounts/syncMessage';
import { readSyncFinished } from '../domain/accounts/syncMessage';

/** The run's SyncFinished, or null when the channel closed or `timeoutMs` passed first. */
export function waitForSyncFinished(
  url: string,
  jobId: string,
  timeoutMs: number,
): Promise<SyncFinished | null> {
  return new Promise((resolve) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(url);
    } catch {
      resolve(null);
      return;
    }
    const done = (result: SyncFinished | null) => {
      clearTimeout(timer);
      socket.onmessage = null;
      socket.onclose = null;
      socket.close();
      resolve(result);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    socket.onmessage = (event) => {
      const finished = readSyncFinished(event.data);
      if (finished && finished.jobId === jobId) done(finished);
    };
    socket.onclose = () => done(null);
  });
}
