/**
 * The action a canvas change is recorded with in the history (src/domain/editor/historyActions):
 * the gesture the canvas reports with it, else the label of the command running when it came,
 * else '' (unknown). A command counts as running until what its `perform` returned settles (an
 * image placement changes the canvas after a decode).
 */
import { gestureAction } from '../domain/editor/historyActions';

export class HistoryActions {
  /** Label keys of the commands running, oldest first. */
  private readonly running: string[] = [];

  /** Runs `perform` as the command labelled `labelKey`; returns what it returned. */
  during<T>(labelKey: string, perform: () => T): T {
    this.running.push(labelKey);
    const end = () => {
      const i = this.running.lastIndexOf(labelKey);
      if (i >= 0) this.running.splice(i, 1);
    };
    let result: T;
    try {
      result = perform();
    } catch (error) {
      end();
      throw error;
    }
    if (result instanceof Promise) void result.finally(end).catch(() => undefined);
    else end();
    return result;
  }

  /** The action of a change the canvas reported now, with its gesture if any. */
  take(gesture?: string): string {
    return gestureAction(gesture) || (this.running[this.running.length - 1] ?? '');
  }
}
