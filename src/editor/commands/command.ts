/**
 * An editor command (the shape of excalidraw's actions and tldraw's action list): what the
 * toolbars, the keyboard, the side panels, the context menu and, later, the embed protocol
 * run. Each is registered once (commands/index.ts); the shortcut help is generated from them.
 */
import type { KeyBinding } from '../../domain/editor/keyboard';
import type { EditorController } from '../editorController';
import type { EditorViewState } from '../viewState';

/** Where a command sits in the shortcut help and the context menu. */
export type CommandGroup =
  'edit' | 'text' | 'arrange' | 'insert' | 'history' | 'sides' | 'view' | 'help' | 'embed';

/** A key press that runs a command, with the arguments it runs it with. */
export interface Shortcut<A> {
  binding: KeyBinding;
  args?: A;
  /** Translation key of what this binding does when it differs from the command's label. */
  hintKey?: string;
  /**
   * While the command is disabled the key keeps its browser meaning (no preventDefault): Ctrl+V
   * with nothing copied pastes files from the system clipboard.
   */
  passThroughWhenDisabled?: boolean;
}

export interface Command<A = void> {
  /** Stable id: 'edit.delete', 'arrange.alignLeft'… (the embed protocol will name them). */
  readonly id: string;
  /** Translation key of its label (buttons, menus, the shortcut help). */
  readonly labelKey: string;
  readonly group: CommandGroup;
  /** Icon name of src/ui/icons, for toolbar buttons and menus. */
  readonly icon?: string;
  readonly shortcuts?: readonly Shortcut<A>[];
  /** Offered in the canvas's context menu (right-click, long-press). */
  readonly contextMenu?: boolean;
  /**
   * Translation key of what its history entry is called ("Undone: Move") when the label says
   * more than every run does (the label by default).
   */
  readonly historyKey?: string;
  /** Asked first in a dialog (title and message keys) before it runs. */
  readonly confirm?: { readonly titleKey: string; readonly messageKey: string };
  /** Whether it can run now; every place that offers it disables it otherwise. */
  isEnabled(state: EditorViewState): boolean;
  perform(controller: EditorController, args: A): unknown;
}

/** A command whose arguments the caller knows (the registry holds them all alike). */
// Method syntax keeps `perform`'s parameter bivariant, so every Command<A> is a Command<unknown>.
export type AnyCommand = Command<unknown>;

/** Declares a command (for inference of `A`). */
export function command<A = void>(definition: Command<A>): Command<A> {
  return definition;
}

/** Something is selected. */
export const hasSelection = (s: EditorViewState) => s.ready && s.selection.count > 0;
/** Something is selected and none of it is locked (moving commands: arrows, align…). */
export const canMoveSelection = (s: EditorViewState) =>
  hasSelection(s) && !s.layers.some((l) => l.locked && s.selection.ids.includes(l.id));
/** The canvas is attached and not loading a snapshot. */
export const isIdle = (s: EditorViewState) => s.ready && !s.loading;
