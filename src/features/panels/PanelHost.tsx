/**
 * The open panel beside the menu: its title, a close button, and the content the app registered
 * for it. Clicking outside the menu and the panel closes it (spec shell §2), unless the tour
 * guide runs; Escape too. The focus goes back to the menu item when the panel closes under it
 * (useReturnFocus). On the mobile layout it is a bottom sheet at half height with a drag handle
 * (useSheet); on a phone in landscape it sits beside the workspace (useShortLandscape).
 */
import { useEffect, useRef } from 'react';
import type { ComponentType } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { PANELS, PanelId } from '../../domain/panels';
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/i18n';
import { selectTourActive } from '../tour';
import { panelClosed, selectActivePanel } from './panelsSlice';
import { useNarrowLayout } from './useNarrowLayout';
import { useReturnFocus } from './useReturnFocus';
import { useShortLandscape } from './useShortLandscape';
import { useSheet } from './useSheet';

export type PanelContents = Partial<Record<PanelId, ComponentType>>;

export function PanelHost(props: { contents: PanelContents }) {
  const t = useT();
  const dispatch = useDispatch();
  const active = useSelector(selectActivePanel);
  const tourActive = useSelector(selectTourActive);
  const ref = useRef<HTMLElement>(null);
  useReturnFocus(active, ref);
  // A bottom sheet on the mobile layout, but for a phone in landscape (panelPlacement).
  const landscape = useShortLandscape();
  const narrow = useNarrowLayout() && !landscape;
  const sheet = useSheet(ref);

  useEffect(() => {
    // While the tour guide runs, clicks outside (its backdrop, its tip) leave the panel open.
    if (active === PanelId.Closed || tourActive) return;
    // Menu clicks are handled by the menu; portals (dialogs, toasts) are not "outside", nor
    // what is marked data-keeps-panel (the rulers: guides are dragged with Settings open).
    const isOutside = (target: EventTarget | null) => {
      if (!(target instanceof Element) || !target.isConnected) return false;
      return !(
        ref.current?.contains(target) ||
        target.closest('.side-menu, [role="dialog"], .toast-viewport, [data-keeps-panel]')
      );
    };
    // Closed on the click, not on the press: closing widens the workspace and moves the
    // artboard, which must not happen under a drag that has just begun (moving or scaling an
    // object). Only a press that began outside counts (a guide dragged from a ruler does not).
    let pressedOutside = false;
    const onPointerDown = (e: PointerEvent) => {
      pressedOutside = isOutside(e.target);
    };
    const onClick = (e: MouseEvent) => {
      if (pressedOutside && isOutside(e.target)) dispatch(panelClosed());
      pressedOutside = false;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dispatch(panelClosed());
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [active, tourActive, dispatch]);

  const panel = PANELS.find((p) => p.id === active);
  if (!panel) return null;
  const Content = props.contents[panel.id];
  return (
    <section
      id="side-panel"
      ref={ref}
      className={`side-panel${sheet.dragging ? ' is-dragging' : ''}`}
      aria-labelledby="side-panel-title"
      data-testid="side-panel"
      data-panel-id={panel.id}
      style={narrow ? sheet.style : undefined}
    >
      {narrow ? (
        <div
          className="sheet-handle"
          role="slider"
          tabIndex={0}
          aria-label={t('sheetHandle')}
          aria-orientation="vertical"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(sheet.fraction * 100)}
          data-testid="sheet-handle"
          {...sheet.handle}
        />
      ) : null}
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
