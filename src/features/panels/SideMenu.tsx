/**
 * The side menu (spec shell §2): panels 1–11 in order. Vertical on desktop, horizontal under the
 * small-PC breakpoint (CSS). Clicking the active panel closes it.
 */
import { useDispatch, useSelector } from 'react-redux';
import { PANELS } from '../../domain/panels';
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/i18n';
import { PANEL_ICONS } from './panelIcons';
import { panelClicked, selectActivePanel } from './panelsSlice';

export function SideMenu() {
  const t = useT();
  const dispatch = useDispatch();
  const active = useSelector(selectActivePanel);
  return (
    <nav className="side-menu" aria-label={t('sideMenuLabel')} data-testid="side-menu">
      <ul role="list">
        {PANELS.map((panel) => (
          <li key={panel.id}>
            <button
              type="button"
              className="side-menu-item"
              aria-pressed={active === panel.id}
              // The panel exists only while open: it controls nothing otherwise.
              aria-controls={active === panel.id ? 'side-panel' : undefined}
              data-panel-id={panel.id}
              onClick={() => dispatch(panelClicked(panel.id))}
            >
              <Icon name={PANEL_ICONS[panel.id]} />
              <span className="side-menu-label">{t(panel.titleKey)}</span>
              {panel.badgeKey ? <span className="badge">{t(panel.badgeKey)}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
