/**
 * The command registry: every editor command, registered once, found by id or by key press.
 * Running a command checks `isEnabled` against the state first, wherever it is run from.
 */
import type { KeyInput } from '../../domain/editor/keyboard';
import { isTypingTarget, matchesBinding } from '../../domain/editor/keyboard';
import type { EditorController } from '../editorController';
import type { AnyCommand, Command, Shortcut } from './command';

export class CommandRegistry {
  private readonly byId = new Map<string, AnyCommand>();

  constructor(commands: readonly AnyCommand[] = []) {
    for (const c of commands) this.register(c);
  }

  register<A>(command: Command<A>): void {
    if (this.byId.has(command.id)) throw new Error(`command ${command.id} is registered twice`);
    this.byId.set(command.id, command as AnyCommand);
  }

  get(id: string): AnyCommand {
    const found = this.byId.get(id);
    if (!found) throw new Error(`no command ${id}`);
    return found;
  }

  /** Every command, in the order registered. */
  list(): AnyCommand[] {
    return [...this.byId.values()];
  }

  /** The command a key press runs and its arguments, or null (none, or the user is typing). */
  forKey(input: KeyInput): { command: AnyCommand; shortcut: Shortcut<unknown> } | null {
    if (isTypingTarget(input)) return null;
    for (const command of this.byId.values())
      for (const shortcut of command.shortcuts ?? [])
        if (matchesBinding(input, shortcut.binding)) return { command, shortcut };
    return null;
  }

  /**
   * Runs `id` with `args` when it is enabled in the controller's state; returns what it
   * returned (a promise for asynchronous ones), or undefined when it was not run.
   */
  run(controller: EditorController, id: string, args?: unknown): unknown {
    const command = this.get(id);
    if (!command.isEnabled(controller.getState())) return undefined;
    // Canvas changes made while it runs are recorded with its label (undo says what).
    return controller.actions.during(command.historyKey ?? command.labelKey, () =>
      command.perform(controller, args),
    );
  }
}
