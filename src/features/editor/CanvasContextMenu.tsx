/**
 * The canvas's context menu (right-click, or a long-press on touch screens): the registered
 * commands that offer themselves there, grouped, each disabled when its `isEnabled` says so.
 * The object under the pointer is selected first, as in every drawing program.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { formatBinding } from '../../domain/editor/keyboard';
import { keyPlatform } from '../../platform/keyPlatform';
import { useT } from '../../ui/i18n';
import { useCommands, useEditor, useRunCommand } from './editorContext';
import { selectEditor } from './editorSlice';
import { useContextMenuTrigger } from './useLongPress';

export function CanvasContextMenu(props: { target: React.RefObject<HTMLElement | null> }) {
  const t = useT();
  const controller = useEditor();
  const commands = useCommands();
  const run = useRunCommand();
  const state = useSelector(selectEditor);
  const menu = useRef<HTMLDivElement>(null);
  const [at, setAt] = useState<{ x: number; y: number } | null>(null);
  const open = useCallback(
    (x: number, y: number) => {
      controller.selectAt(x, y);
      setAt({ x, y });
    },
    [controller],
  );
  useContextMenuTrigger(props.target, open);

  // Kept inside the viewport: a menu opened near the right or bottom edge opens leftwards/up.
  useLayoutEffect(() => {
    const el = menu.current;
    if (!at || !el) return;
    const margin = 8;
    el.style.left = `${Math.max(margin, Math.min(at.x, innerWidth - el.offsetWidth - margin))}px`;
    el.style.top = `${Math.max(margin, Math.min(at.y, innerHeight - el.offsetHeight - margin))}px`;
  }, [at]);

  useEffect(() => {
    if (!at) return;
    const first = menu.current?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    (first ?? menu.current)?.focus();
    const close = (e: Event) => {
      if (!(e.target instanceof Node && menu.current?.contains(e.target))) setAt(null);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape' || e.key === 'Esc') setAt(null);
    };
    document.addEventListener('pointerdown', close, true);
    document.addEventListener('keydown', escape, true);
    return () => {
      document.removeEventListener('pointerdown', close, true);
      document.removeEventListener('keydown', escape, true);
    };
  }, [at]);

  if (!at) return null;
  const items = commands.list().filter((c) => c.contextMenu);
  const move = (e: React.KeyboardEvent) => {
    const buttons = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const enabled = buttons.filter((b) => !b.disabled);
    const i = enabled.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'ArrowDown') enabled[(i + 1) % enabled.length]?.focus();
    else if (e.key === 'ArrowUp') enabled[(i - 1 + enabled.length) % enabled.length]?.focus();
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  return (
    <div
      ref={menu}
      className="context-menu"
      role="menu"
      aria-label={t('objectActions')}
      data-testid="context-menu"
      tabIndex={-1}
      style={{ left: at.x, top: at.y }}
      onKeyDown={move}
    >
      {items.map((command, i) => {
        const shortcut = command.shortcuts?.[0]?.binding;
        return (
          <div key={command.id} role="none">
            {i > 0 && items[i - 1]!.group !== command.group ? (
              <div role="separator" className="context-menu-separator" />
            ) : null}
            <button
              type="button"
              role="menuitem"
              className="context-menu-item"
              data-command={command.id}
              disabled={!command.isEnabled(state)}
              onClick={() => {
                setAt(null);
                void run(command.id);
              }}
            >
              <span>{t(command.labelKey)}</span>
              {shortcut ? <kbd>{formatBinding(shortcut, keyPlatform())}</kbd> : null}
            </button>
          </div>
        );
      })}
    </div>
  );
}
