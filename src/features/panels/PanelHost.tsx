/**
 * The open panel beside the menu: its title, a close button, and the content the app registered
 * for it. Clicking outside the menu and the panel closes it (spec shell §2); Escape too.
 */
import { useEffect, useRef } from 'react';
import type { ComponentType } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { PANELS, PanelId } from '../../domain/panels';
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/i18n';
import { panelClosed, selectActivePanel } from './panelsSlice';

export type PanelContents = Partial<Record<PanelId, ComponentType>>;

export function PanelHost(props: { contents: PanelContents }) {
  const t = useT();
  const dispatch = useDispatch();
  const active = useSelector(selectActivePanel);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (active === PanelId.Closed) return;
    // On click, not on press: closing the panel widens the workspace and moves the artboard,
    // which must not happen under a drag that has just begun (moving or scaling an object).
    const onClick = (e: MouseEvent) => {
      const target = e.target as Element | null;
      if (!target || !target.isConnected) return;
      // Menu clicks are handled by the menu; portals (dialogs, toasts) are not "outside", nor
      // what is marked data-keeps-panel (the rulers: guides are dragged with Settings open).
      if (
        ref.current?.contains(target) ||
        target.closest('.side-menu, [role="dialog"], .toast-viewport, [data-keeps-panel]')
      )
        return;
      dispatch(panelClosed());
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dispatch(panelClosed());
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [active, dispatch]);

  const panel = PANELS.find((p) => p.id === active);
  if (!panel) return null;
  const Content = props.contents[panel.id];
  return (
    <section
      id="side-panel"
      ref={ref}
      className="side-panel"
      aria-labelledby="side-panel-title"
      data-testid="side-panel"
      data-panel-id={panel.id}
    >
      <header className="side-panel-header">
        <h2 id="side-panel-title">{t(panel.titleKey)}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('close')}
          onClick={() => dispatch(panelClosed())}
        >
          <Icon name="close" size={18} />
        </button>
      </header>
      {Content ? (
        <div className="side-panel-body">
          <Content />
        </div>
      ) : null}
    </section>
  );
}
