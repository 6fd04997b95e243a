/**
 * Loading a snapshot into the canvas (undo, redo, reset, a flip, a side switch, a re-layout): at
 * once, or after a delay — a flip's 400 ms, during which the canvas still shows the side it
 * flips from — and a newer load replaces one that waits. A failed load is logged only (spec
 * canvas §8); the redraw still finishes.
 */
import type { DesignCanvas } from '../canvas';
import type { Side } from '../domain/editor/sides';

export interface SnapshotLoadHooks {
  canvas: () => DesignCanvas | null;
  /** A load was asked for (the view shows loading). */
  started: () => void;
  /** The newest load finished (or failed). */
  finished: () => void;
}

export class SnapshotLoads {
  /** The snapshot the newest load will load, and that load's number (a newer one wins). */
  private pending: { json: string | null; token: number; timer?: ReturnType<typeof setTimeout> } = {
    json: null,
    token: 0,
  };
  private from: Side | null = null;

  constructor(private readonly hooks: SnapshotLoadHooks) {}

  /** The side the canvas still shows while a flip waits its delay (null otherwise). */
  get flipFrom(): Side | null {
    return this.from;
  }

  /** Loads `json` after `delayMs`, the canvas showing `flipFrom` meanwhile. */
  load(json: string | null, delayMs = 0, flipFrom: Side | null = null): void {
    clearTimeout(this.pending.timer);
    const token = this.pending.token + 1;
    this.pending = { json, token };
    this.from = flipFrom;
    const finish = () => {
      if (this.pending.token !== token) return;
      this.from = null;
      this.hooks.finished();
    };
    const run = () => {
      const canvas = this.hooks.canvas();
      if (!canvas) return finish();
      void canvas
        .load(this.pending.json)
        .catch((error: unknown) => console.error('design load failed', error))
        .finally(finish);
    };
    if (delayMs > 0) this.pending.timer = setTimeout(run, delayMs);
    else run();
    this.hooks.started();
  }

  /** Changes the snapshot a load still waiting will load (an upload resolved, a re-layout). */
  rewriteWaiting(rewrite: (json: string | null) => string | null): void {
    this.pending.json = rewrite(this.pending.json);
  }
}
