/**
 * The header's More menu (issue 21): the secondary actions that do not fit the header's one row
 * at this width (src/domain/layout/headerLayout). Its panel stays mounted while closed (hidden),
 * so a dialog one of its actions opened (Save, print files, passkeys) lives on when it closes.
 * It closes on Escape, a press outside, and after an action (a button or link) inside runs —
 * not while a field is used (the quantity).
 */
import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/i18n';

export function OverflowMenu(props: { children: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  return (
    <div className="overflow-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={t('moreActions')}
        title={t('moreActions')}
        aria-expanded={open}
        aria-controls={id}
        data-testid="header-more"
        onClick={() => setOpen(!open)}
      >
        <Icon name="more" />
      </button>
      <div
        id={id}
        className="overflow-panel"
        role="group"
        aria-label={t('moreActions')}
        data-testid="header-overflow"
        hidden={!open}
        onClick={(e) => {
          const action = (e.target as Element).closest('button, a');
          if (action && !action.closest('[data-keeps-overflow]')) setOpen(false);
        }}
      >
        {props.children}
      </div>
    </div>
  );
}
