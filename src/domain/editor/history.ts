/**
 * The undo/redo history of one side (spec canvas §4): a list of serialised canvas snapshots and
 * the position of the one on screen, as an immutable value with a byte budget (DESIGN.md).
 *
 * Budget semantics (project choice; the spec only says "if the history exceeds the size limit"):
 * - `maxEntryBytes` caps one snapshot (UTF-8 bytes, from GET System/MaxRequestBodySize): a larger
 *   snapshot could never be sent, so it is refused and the history is left as it was.
 * - `maxTotalBytes` caps the sum of the UTF-8 sizes of all snapshots kept for this side. When a
 *   push goes over it, the oldest snapshots are dropped (the one just pushed is always kept) and
 *   the push reports `maxSizeExceeded`, on which the UI fires `designerMaxSizeWarning`.
 * - A limit that is not a positive number (unknown yet, 0, NaN) means "no limit".
 */

/** The history of one side. Build it with {@link createHistory}; change it only through this module. */
export interface History {
  /** Serialised canvas JSON snapshots, oldest first. */
  readonly entries: readonly string[];
  /** UTF-8 byte length of each entry (same order), kept so budgets need no re-measuring. */
  readonly bytes: readonly number[];
  /** Position of the snapshot on screen; -1 when the history is empty. */
  readonly index: number;
  /**
   * What made each entry, same order: the translation key of its action (a command's label,
   * a gesture's name; '' unknown). Absent: none known (a restored history).
   */
  readonly actions?: readonly string[];
}

/** Byte limits of a push; see the module comment. */
export interface HistoryLimits {
  /** Largest accepted snapshot, UTF-8 bytes. */
  readonly maxEntryBytes: number;
  /** Largest sum of snapshot sizes kept for one side, UTF-8 bytes. */
  readonly maxTotalBytes: number;
}

/** Outcome of a push: accepted, refused as too large, or accepted after dropping old entries. */
export type PushResult = 'ok' | 'entryTooLarge' | 'maxSizeExceeded';

/** The history with nothing in it. */
export const EMPTY_HISTORY: History = Object.freeze({
  entries: Object.freeze([]) as readonly string[],
  bytes: Object.freeze([]) as readonly number[],
  index: -1,
});

/**
 * UTF-8 byte length of a string, as `TextEncoder` would produce it (a lone surrogate counts as
 * U+FFFD, 3 bytes), without allocating the encoded bytes.
 */
export function byteLength(s: string): number {
  let bytes = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * A history holding `entries` (e.g. restored from the session), positioned at `index`
 * (default: the last entry; clamped into range). No budget is applied.
 */
export function createHistory(entries: readonly string[] = [], index?: number): History {
  if (entries.length === 0) return EMPTY_HISTORY;
  const last = entries.length - 1;
  const at = index === undefined || Number.isNaN(index) ? last : Math.trunc(index);
  return {
    entries: [...entries],
    bytes: entries.map(byteLength),
    index: Math.min(Math.max(at, 0), last),
  };
}

/** The history after a reset: empty (the UI clears the canvas). */
export function resetHistory(): History {
  return EMPTY_HISTORY;
}

/** The snapshot on screen, or null when the history is empty. */
export function current(history: History): string | null {
  return history.entries[history.index] ?? null;
}

/** Undo is possible unless the history is empty or at its first snapshot. */
export function canUndo(history: History): boolean {
  return history.index > 0;
}

/** Redo is possible unless the history is at its last snapshot. */
export function canRedo(history: History): boolean {
  return history.index >= 0 && history.index < history.entries.length - 1;
}

/** One step back; the same history when undo is not possible. Load {@link current} after. */
export function undo(history: History): History {
  return canUndo(history) ? { ...history, index: history.index - 1 } : history;
}

/** One step forward; the same history when redo is not possible. Load {@link current} after. */
export function redo(history: History): History {
  return canRedo(history) ? { ...history, index: history.index + 1 } : history;
}

/** Sum of the byte sizes of all entries. */
export function totalBytes(history: History): number {
  return history.bytes.reduce((sum, b) => sum + b, 0);
}

function limit(value: number): number {
  return value > 0 ? value : Number.POSITIVE_INFINITY;
}

/**
 * Records a snapshot after a modification. A snapshot equal to the one on screen is a no-op
 * (`ok`, same history). A snapshot over `maxEntryBytes` is refused (`entryTooLarge`, same
 * history). Otherwise entries after the current one (undone steps) are dropped, the snapshot is
 * appended and becomes current; if the total then exceeds `maxTotalBytes`, the oldest entries are
 * dropped until it fits or only the new one is left, and the result is `maxSizeExceeded`.
 */
export function pushEntry(
  history: History,
  json: string,
  limits: HistoryLimits,
  action = '',
): { history: History; result: PushResult } {
  if (current(history) === json) return { history, result: 'ok' };
  const size = byteLength(json);
  if (size > limit(limits.maxEntryBytes)) return { history, result: 'entryTooLarge' };

  const entries = [...history.entries.slice(0, history.index + 1), json];
  const bytes = [...history.bytes.slice(0, history.index + 1), size];
  let total = bytes.reduce((sum, b) => sum + b, 0);
  const maxTotal = limit(limits.maxTotalBytes);
  let dropped = 0;
  while (total > maxTotal && dropped < entries.length - 1) {
    total -= bytes[dropped] ?? 0;
    dropped++;
  }
  const kept = entries.slice(dropped);
  const before = history.entries.slice(0, history.index + 1).map((_, i) => actionAt(history, i));
  const actions = [...before, action].slice(dropped);
  return {
    history: { entries: kept, bytes: bytes.slice(dropped), index: kept.length - 1, actions },
    result: dropped > 0 || total > maxTotal ? 'maxSizeExceeded' : 'ok',
  };
}

/**
 * The history with every snapshot passed through `rewrite` (same position). Used when an
 * upload placed from the local copy got its server image: the snapshots name it from then on.
 * Entries `rewrite` returns unchanged keep their measured size.
 */
export function mapEntries(history: History, rewrite: (entry: string) => string): History {
  let changed = false;
  const entries = history.entries.map((entry) => {
    const next = rewrite(entry);
    if (next !== entry) changed = true;
    return next;
  });
  if (!changed) return history;
  return {
    entries,
    bytes: entries.map((e, i) => (e === history.entries[i] ? history.bytes[i]! : byteLength(e))),
    index: history.index,
    ...(history.actions ? { actions: history.actions } : {}),
  };
}

function actionAt(history: History, i: number): string {
  return history.actions?.[i] ?? '';
}

/** The action undo would take back: the entry on screen's ('' unknown or none). */
export function undoAction(history: History): string {
  return canUndo(history) ? actionAt(history, history.index) : '';
}

/** The action redo would do again: the next entry's ('' unknown or none). */
export function redoAction(history: History): string {
  return canRedo(history) ? actionAt(history, history.index + 1) : '';
}

/** What the editor's view shows of a history: whether undo and redo can run, and their actions. */
export function historyView(history: History): {
  canUndo: boolean;
  canRedo: boolean;
  undoAction: string;
  redoAction: string;
} {
  return {
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    undoAction: undoAction(history),
    redoAction: redoAction(history),
  };
}
