/**
 * The pace of undo and redo (spec canvas §4): debounced at 200 ms and blocked while a history
 * load runs. A step asked for inside that window is not dropped — a quick Undo then Redo, or a
 * second tap, would otherwise be lost while the button looked enabled — it waits and runs as soon
 * as it may. Only the latest waiting step is kept, so a held Ctrl+Z cannot queue up dozens.
 */
import { EDITOR_TUNABLES } from '../domain/editor/tunables';

/** How soon (ms) a step waiting on a running load looks again. */
const LOAD_POLL_MS = 50;

export class HistoryPacer {
  private last = Number.NEGATIVE_INFINITY;
  /** The waiting step, and how to tell its caller what became of it. */
  private pending: { step: () => boolean; settle(stepped: boolean): void } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    /** Clock in ms. */
    private readonly now: () => number,
    /** Whether a history load runs now. */
    private readonly loading: () => boolean,
    private readonly windowMs = EDITOR_TUNABLES.history.undoRedoDebounceMs,
  ) {}

  /**
   * Runs `step` now when allowed; otherwise keeps it, in place of an older one, for later. The
   * promise gives what `step` returned once it ran, or false when a newer step or `cancel`
   * replaced it first.
   */
  request(step: () => boolean): Promise<boolean> {
    const wait = this.loading()
      ? LOAD_POLL_MS
      : Math.max(0, this.last + this.windowMs - this.now());
    if (wait === 0) {
      this.cancel();
      this.last = this.now();
      return Promise.resolve(step());
    }
    this.pending?.settle(false);
    let settle: (stepped: boolean) => void = () => undefined;
    const done = new Promise<boolean>((resolve) => (settle = resolve));
    this.pending = { step, settle };
    this.timer ??= setTimeout(() => {
      this.timer = null;
      const next = this.pending;
      this.pending = null;
      if (next) void this.request(next.step).then(next.settle);
    }, wait);
    return done;
  }

  /** Forgets a waiting step (the design was reset or replaced). */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pending?.settle(false);
    this.pending = null;
  }
}
