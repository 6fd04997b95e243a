/** Every editor command, registered once: the registry the whole editor runs commands through. */
import type { AnyCommand } from './command';
import { ARRANGE_COMMANDS } from './arrangeCommands';
import { DOCUMENT_COMMANDS } from './documentCommands';
import { EDIT_COMMANDS } from './editCommands';
import { INSERT_COMMANDS } from './insertCommands';
import { LAYER_LIST_COMMANDS } from './layerListCommands';
import { SELECTION_TOOL_COMMANDS } from './selectionToolCommands';
import { CommandRegistry } from './registry';
import { RECOVERY_COMMANDS } from './recoveryCommands';
import { SAVE_COMMANDS } from './saveCommands';
import { SCALE_COMMANDS } from './scaleCommands';
import { TEXT_COMMANDS } from './textCommands';
import { VIEW_COMMANDS } from './viewCommands';

export type { AnyCommand, Command, CommandGroup, Shortcut } from './command';
export { command } from './command';
export { CommandRegistry } from './registry';

/** The editor's commands, in the order the shortcut help and the context menu list them. */
export const EDITOR_COMMANDS: readonly AnyCommand[] = [
  ...DOCUMENT_COMMANDS,
  ...EDIT_COMMANDS,
  ...SCALE_COMMANDS,
  ...SELECTION_TOOL_COMMANDS,
  ...TEXT_COMMANDS,
  ...ARRANGE_COMMANDS,
  ...LAYER_LIST_COMMANDS,
  ...INSERT_COMMANDS,
  ...VIEW_COMMANDS,
  ...RECOVERY_COMMANDS,
  ...SAVE_COMMANDS,
] as readonly AnyCommand[];

/** A registry holding every editor command. */
export function createEditorCommands(): CommandRegistry {
  return new CommandRegistry(EDITOR_COMMANDS);
}
