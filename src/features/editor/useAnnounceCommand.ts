/**
 * Says what a command did once it has done it (domain/editor/announcements through the polite
 * live region, src/ui/Announcer): every command run through the editor context, whether from
 * the keyboard, a toolbar, a panel, the context menu or the layers list.
 */
import { useCallback } from 'react';
import type { AnyCommand, EditorController } from '../../editor';
import { commandAnnouncement } from '../../domain/editor/announcements';
import { useAnnounce } from '../../ui/Announcer';
import { useT } from '../../ui/i18n';

/** The one selected object's lock after the command (null: not exactly one object selected). */
function selectedLocked(controller: EditorController): boolean | null {
  const { selection, layers } = controller.getState();
  if (selection.count !== 1) return null;
  return layers.find((l) => l.id === selection.ids[0])?.locked ?? null;
}

/** Returns `(command, args, result)`: announces once `result` (what perform returned) settles. */
export function useAnnounceCommand(controller: EditorController) {
  const t = useT();
  const announce = useAnnounce();
  return useCallback(
    (command: AnyCommand, args: unknown, result: unknown) => {
      void Promise.resolve(result).then((done) => {
        const { zoomPercent, undoAction, redoAction } = controller.getState();
        const said = commandAnnouncement(command.id, args, {
          label: t(command.labelKey),
          zoomPercent,
          selectedLocked: selectedLocked(controller),
          undoAction: undoAction ? t(undoAction) : '',
          redoAction: redoAction ? t(redoAction) : '',
          result: done,
        });
        if (said) announce(t(said.key, said.params));
      });
    },
    [t, announce, controller],
  );
}
