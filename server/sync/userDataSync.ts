/**
 * `Account/SyncUserData` as a persisted job (table `sync_jobs`, migration 0014): asking starts a
 * `running` row and the move (moveGuestWork.ts) in the background; the answer comes at once
 * with `isSyncing: true`, `Account/IsAuthenticated` says `isSyncing` while the row runs, and
 * the end marks it `finished` with its counts and errors and tells the session's sockets
 * (`SyncFinished` on the sync-data channel, syncChannel.ts). Asking again while a run is
 * going joins it; asking after it finished runs it again (moving nothing twice). A row still
 * `running` at start-up was cut by a kill: it is run again then (`resumeInterrupted`).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { UploadConfig } from '../uploads/config';
import type { AfterStep, GuestWork, SyncResult } from './moveGuestWork';
import { moveGuestWork, SyncErrorKey } from './moveGuestWork';

/** The message a socket receives when a run ends. */
export interface SyncFinishedMessage {
  type: 'SyncFinished';
  data: SyncResult & { jobId: string; succeeded: boolean };
}

/** Where finished runs are announced (the sync-data channel). */
export interface SyncAnnouncer {
  /** Sends to the session's open sockets; whether any received it. */
  announce(sessionId: string, message: SyncFinishedMessage): boolean;
}

export interface UserDataSyncDeps {
  db: Db;
  uploads: UploadConfig;
  now: () => number;
  log: FastifyBaseLogger;
  /** TEST ONLY: called between steps (throwing simulates a kill mid-way). */
  afterStep?: AfterStep;
}

/** What `start` answers. */
export interface SyncStart {
  isSyncing: boolean;
  jobId: string | null;
}

/** Whether a run for the user is going (`Account/IsAuthenticated`'s `isSyncing`). */
export async function isSyncing(db: Db, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  const row = await db
    .selectFrom('sync_jobs')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'running')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Runs and records the data syncs of this process. */
export class UserDataSync {
  private readonly running = new Map<string, Promise<void>>();
  announcer: SyncAnnouncer | null = null;

  constructor(private readonly deps: UserDataSyncDeps) {}

  /** Starts (or joins) the move of `guestSessionId`'s work into the user's account. */
  async start(
    userId: number,
    sessionId: string,
    guestSessionId: string | null,
  ): Promise<SyncStart> {
    if (guestSessionId === null) return { isSyncing: false, jobId: null };
    const { db, now } = this.deps;
    const going = await db
      .selectFrom('sync_jobs')
      .select('id')
      .where('user_id', '=', userId)
      .where('guest_session_id', '=', guestSessionId)
      .where('status', '=', 'running')
      .executeTakeFirst();
    if (going && this.running.has(going.id)) return { isSyncing: true, jobId: going.id };
    const id = going?.id ?? randomUUID();
    if (!going)
      await db
        .insertInto('sync_jobs')
        .values({
          id,
          user_id: userId,
          session_id: sessionId,
          guest_session_id: guestSessionId,
          status: 'running',
          result: null,
          started_at: now(),
          finished_at: null,
          delivered_at: null,
        })
        .execute();
    this.launch(id, { userId, sessionId, guestSessionId });
    return { isSyncing: true, jobId: id };
  }

  /** Runs again every job a kill left `running` (call once at start). */
  async resumeInterrupted(): Promise<number> {
    const rows = await this.deps.db
      .selectFrom('sync_jobs')
      .selectAll()
      .where('status', '=', 'running')
      .execute();
    for (const row of rows) {
      if (this.running.has(row.id)) continue;
      this.launch(row.id, {
        userId: row.user_id,
        sessionId: row.session_id,
        guestSessionId: row.guest_session_id,
      });
    }
    return rows.length;
  }

  /** Resolves when no run of this process is going (tests; closing). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()]);
  }

  /** The undelivered SyncFinished messages of a session (a socket that connected late). */
  async undelivered(sessionId: string): Promise<SyncFinishedMessage[]> {
    const rows = await this.deps.db
      .selectFrom('sync_jobs')
      .select(['id', 'result'])
      .where('session_id', '=', sessionId)
      .where('status', '=', 'finished')
      .where('delivered_at', 'is', null)
      .orderBy('finished_at')
      .execute();
    return rows.map((r) => messageOf(r.id, JSON.parse(r.result ?? '{}') as SyncResult));
  }

  /** Marks a job's message delivered. */
  async delivered(jobId: string): Promise<void> {
    await this.deps.db
      .updateTable('sync_jobs')
      .set({ delivered_at: this.deps.now() })
      .where('id', '=', jobId)
      .execute();
  }

  private launch(id: string, work: GuestWork): void {
    const run = this.run(id, work).finally(() => this.running.delete(id));
    this.running.set(id, run);
  }

  private async run(id: string, work: GuestWork): Promise<void> {
    const { db, now, log } = this.deps;
    let result: SyncResult;
    try {
      result = await moveGuestWork(db, this.deps.uploads, work, this.deps.afterStep);
    } catch (error) {
      // The row stays `running`: the next ask or the next start runs it again.
      log.error({ err: error, jobId: id }, 'data sync interrupted');
      this.announcer?.announce(work.sessionId, messageOf(id, failedResult()));
      return;
    }
    await this.finishCarrying(work, result);
    await db
      .updateTable('sync_jobs')
      .set({ status: 'finished', result: JSON.stringify(result), finished_at: now() })
      .where('id', '=', id)
      .execute();
    if (this.announcer?.announce(work.sessionId, messageOf(id, result))) await this.delivered(id);
  }

  /** Once nothing of the guest is left, the signed-in session stops carrying it. */
  private async finishCarrying(work: GuestWork, result: SyncResult): Promise<void> {
    if (result.uploadsKeptTemporary > 0) return;
    await this.deps.db
      .updateTable('sessions')
      .set({ carried_from: null })
      .where('id', '=', work.sessionId)
      .where('carried_from', '=', work.guestSessionId)
      .execute();
  }
}

function failedResult(): SyncResult {
  return {
    designFiles: 0,
    designs: 0,
    cartItems: 0,
    uploads: 0,
    uploadsKeptTemporary: 0,
    errors: [SyncErrorKey.failed],
  };
}

function messageOf(jobId: string, result: SyncResult): SyncFinishedMessage {
  return {
    type: 'SyncFinished',
    data: { ...result, jobId, succeeded: !result.errors.includes(SyncErrorKey.failed) },
  };
}
