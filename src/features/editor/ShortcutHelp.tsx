/**
 * The keyboard-shortcut help (opened with '?'): every registered command that has a shortcut,
 * by group, with its keys — generated from the command registry, so it is never out of date.
 */
import type { AnyCommand } from '../../editor';
import { formatBinding } from '../../domain/editor/keyboard';
import { keyPlatform } from '../../platform/keyPlatform';
import { Modal } from '../../ui/Modal';
import { useT } from '../../ui/i18n';
import { useCommands, useEditor } from './editorContext';

/** Group headings, in the order shown. */
const GROUPS: { group: AnyCommand['group']; titleKey: string }[] = [
  { group: 'edit', titleKey: 'shortcutsEdit' },
  { group: 'text', titleKey: 'shortcutsText' },
  { group: 'history', titleKey: 'shortcutsHistory' },
  { group: 'arrange', titleKey: 'shortcutsArrange' },
  { group: 'insert', titleKey: 'shortcutsInsert' },
  { group: 'view', titleKey: 'shortcutsView' },
  { group: 'help', titleKey: 'shortcutsHelp' },
];

export function ShortcutHelp() {
  const t = useT();
  const controller = useEditor();
  const platform = keyPlatform();
  const withKeys = useCommands()
    .list()
    .filter((c) => (c.shortcuts?.length ?? 0) > 0);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && controller.view.setShortcutHelp(false)}
      title={t('keyboardShortcuts')}
      testId="shortcut-help"
    >
      {GROUPS.map(({ group, titleKey }) => {
        const commands = withKeys.filter((c) => c.group === group);
        if (commands.length === 0) return null;
        return (
          <section key={group} className="shortcut-group">
            <h3>{t(titleKey)}</h3>
            <dl>
              {commands.flatMap((c) =>
                groupByHint(c).map(({ hintKey, keys }) => (
                  <div key={`${c.id}:${hintKey}`} className="shortcut-row" data-command={c.id}>
                    <dt>{t(hintKey)}</dt>
                    <dd>
                      {keys.map((k) => (
                        <kbd key={k}>{k}</kbd>
                      ))}
                    </dd>
                  </div>
                )),
              )}
            </dl>
          </section>
        );
      })}
    </Modal>
  );

  /** A command's keys, one row per hint (the command's label unless a binding names its own). */
  function groupByHint(c: AnyCommand): { hintKey: string; keys: string[] }[] {
    const rows = new Map<string, string[]>();
    for (const s of c.shortcuts ?? []) {
      const hint = s.hintKey ?? c.labelKey;
      rows.set(hint, [...(rows.get(hint) ?? []), formatBinding(s.binding, platform)]);
    }
    return [...rows].map(([hintKey, keys]) => ({ hintKey, keys }));
  }
}
