import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/i18n';
import { selectThemeMode, themeToggled } from './themeSlice';

/** `showLabel`: the label beside the icon (the header's More menu). */
export function ThemeToggle(props: { showLabel?: boolean }) {
  const t = useT();
  const dispatch = useDispatch();
  const mode = useSelector(selectThemeMode);
  const label = mode === 'light' ? t('themeSwitchToDark') : t('themeSwitchToLight');
  return (
    <button
      type="button"
      className={props.showLabel ? 'menu-action' : 'icon-button'}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      data-theme-mode={mode}
      onClick={() => dispatch(themeToggled())}
    >
      <Icon name={mode === 'light' ? 'moon' : 'sun'} />
      {props.showLabel ? <span className="button-label">{label}</span> : null}
    </button>
  );
}
