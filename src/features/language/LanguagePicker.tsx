/**
 * The Language entry of the user menu (issue 21): the catalogue's languages, each named in
 * itself (and marked with its own `lang`, so a screen reader says "Español" in Spanish), the
 * shown one pressed. Choosing one switches the whole designer at once.
 */
import { useT } from '../../ui/i18n';
import { useLanguage, useLanguageOptions, usePickLanguage } from './useLanguage';

export function LanguagePicker() {
  const t = useT();
  const options = useLanguageOptions();
  const shown = useLanguage();
  const pick = usePickLanguage();
  if (options.length < 2) return null;
  return (
    <div className="language-picker" role="group" aria-labelledby="language-picker-label">
      <span id="language-picker-label" className="language-picker-label">
        {t('menuLanguage')}
      </span>
      {options.map((o) => (
        <button
          key={o.code}
          type="button"
          className="user-menu-item language-option"
          lang={o.code}
          aria-pressed={o.code === shown}
          data-testid={`language-${o.code}`}
          onClick={() => pick(o.code)}
        >
          {o.name}
        </button>
      ))}
    </div>
  );
}
