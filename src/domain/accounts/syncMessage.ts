/**
 * The sync-data channel's message (server/sync/syncChannel.ts; spec shell §4 "Data sync"):
 * `{"type": "SyncFinished", "data": {jobId, succeeded, designFiles, designs, cartItems, uploads,
 * uploadsKeptTemporary, errors}}`. Read at the boundary: anything else is not a SyncFinished.
 */

export interface SyncFinished {
  jobId: string;
  succeeded: boolean;
  designs: number;
  cartItems: number;
  uploads: number;
  uploadsKeptTemporary: number;
  /** Translation keys of what went wrong (spec: the toast lists them). */
  errors: string[];
}

const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);

/** The SyncFinished a socket message carries, or null. */
export function readSyncFinished(text: unknown): SyncFinished | null {
  if (typeof text !== 'string') return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { type, data } = raw as { type?: unknown; data?: unknown };
  if (type !== 'SyncFinished' || typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (typeof d.jobId !== 'string' || typeof d.succeeded !== 'boolean') return null;
  return {
    jobId: d.jobId,
    succeeded: d.succeeded,
    designs: count(d.designs),
    cartItems: count(d.cartItems),
    uploads: count(d.uploads),
    uploadsKeptTemporary: count(d.uploadsKeptTemporary),
    errors: Array.isArray(d.errors)
      ? d.errors.filter(
          (e): e is string => typeof e === 'string' && /^[A-Za-z][\w.-]{0,99}$/.test(e),
        )
      : [],
  };
}

/** The channel's URL: on WS_URL when set, else this page's origin (ws: or wss:). */
export function syncChannelUrl(wsUrl: string, pageOrigin: string): string {
  const base = wsUrl.trim() !== '' ? wsUrl.trim() : pageOrigin.replace(/^http/, 'ws');
  return `${base.replace(/\/+$/, '')}/api/v1/sync-data`;
}
