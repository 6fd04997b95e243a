/**
 * The editor controller and its command registry for the views, and the one way views run a
 * command: `useRunCommand()` checks `isEnabled`, asks for confirmation where the command wants
 * it (one dialog for all of them), then performs it and says what it did (useAnnounceCommand).
 */
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { AnyCommand, CommandRegistry, EditorController } from '../../editor';
import { ConfirmDialog } from './ConfirmDialog';
import { useAnnounceCommand } from './useAnnounceCommand';

export interface Editor {
  controller: EditorController;
  commands: CommandRegistry;
}

interface EditorContextValue extends Editor {
  run(id: string, args?: unknown): unknown;
}

const EditorContext = createContext<EditorContextValue | null>(null);

function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('editor hooks outside EditorProvider');
  return value;
}

/** The page's editor controller. */
export const useEditor = (): EditorController => useEditorContext().controller;
/** The command registry. */
export const useCommands = (): CommandRegistry => useEditorContext().commands;
/** Runs a command by id: nothing when it is disabled; a confirmation first when it asks one. */
export const useRunCommand = (): EditorContextValue['run'] => useEditorContext().run;

export function EditorProvider(props: { editor: Editor; children: ReactNode }) {
  const { controller, commands } = props.editor;
  const [confirming, setConfirming] = useState<{ command: AnyCommand; args: unknown } | null>(null);
  const announced = useAnnounceCommand(controller);
  const run = useCallback(
    (id: string, args?: unknown) => {
      const command = commands.get(id);
      if (!command.isEnabled(controller.getState())) return undefined;
      if (command.confirm) {
        setConfirming({ command, args });
        return undefined;
      }
      // Canvas changes made while it runs are recorded with its label (undo says what).
      const result = controller.actions.during(command.historyKey ?? command.labelKey, () =>
        command.perform(controller, args),
      );
      announced(command, args, result);
      return result;
    },
    [commands, controller, announced],
  );
  const value = useMemo(() => ({ controller, commands, run }), [controller, commands, run]);
  const confirm = confirming?.command.confirm;
  return (
    <EditorContext.Provider value={value}>
      {props.children}
      {confirming && confirm ? (
        <ConfirmDialog
          open
          titleKey={confirm.titleKey}
          messageKey={confirm.messageKey}
          testId={`confirm-${confirming.command.id}`}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            const { command, args } = confirming;
            announced(command, args, commands.run(controller, command.id, args));
          }}
        />
      ) : null}
    </EditorContext.Provider>
  );
}
