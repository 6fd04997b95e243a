/**
 * A button that runs a registered command: labelled from the command, disabled when its
 * `isEnabled` says so, its shortcut in the tooltip and `aria-keyshortcuts`.
 */
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { formatBinding, type KeyBinding } from '../../domain/editor/keyboard';
import { keyPlatform } from '../../platform/keyPlatform';
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/i18n';
import { useCommands, useRunCommand } from './editorContext';
import { selectEditor } from './editorSlice';

/** `aria-keyshortcuts` value of a binding ('Control+Shift+Z'). */
function ariaShortcut(binding: KeyBinding): string {
  const key = binding.key === ' ' ? 'Space' : binding.key;
  return [binding.mod ? 'Control' : null, binding.shift ? 'Shift' : null, key]
    .filter(Boolean)
    .join('+');
}

export function CommandButton(props: {
  id: string;
  /** 'icon': the command's icon with its label for assistive technology; 'text': the label. */
  look?: 'icon' | 'text' | 'iconText';
  className?: string;
  /** Text shown instead of the command's label (the label stays the accessible name's source). */
  children?: ReactNode;
  args?: unknown;
  /** For toggles (bold, alignment…): whether it is on now. */
  pressed?: boolean;
  /** Called after the command ran (a panel closes on a narrow screen once an item is added). */
  onRun?: () => void;
}) {
  const t = useT();
  const commands = useCommands();
  const run = useRunCommand();
  const state = useSelector(selectEditor);
  const command = commands.get(props.id);
  const look = props.look ?? (command.icon ? 'icon' : 'text');
  const label = t(command.labelKey);
  const first = command.shortcuts?.[0]?.binding;
  const hint = first ? `${label} (${formatBinding(first, keyPlatform())})` : label;
  return (
    <button
      type="button"
      className={props.className ?? (look === 'icon' ? 'icon-button' : 'tool-button')}
      aria-label={look === 'icon' ? label : undefined}
      aria-keyshortcuts={command.shortcuts?.map((s) => ariaShortcut(s.binding)).join(' ')}
      title={hint}
      data-command={command.id}
      aria-pressed={props.pressed}
      disabled={!command.isEnabled(state)}
      onClick={() => {
        void Promise.resolve(run(command.id, props.args)).then(() => props.onRun?.());
      }}
    >
      {look !== 'text' && command.icon ? <Icon name={command.icon} /> : null}
      {look !== 'icon' ? (props.children ?? label) : null}
    </button>
  );
}
