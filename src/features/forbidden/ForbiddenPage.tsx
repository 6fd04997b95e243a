/** The page any 403 answer sends the browser to (spec shell §2, §6). */
import { useT } from '../../ui/i18n';

export function ForbiddenPage() {
  const t = useT();
  return (
    <main className="message-page" data-testid="forbidden-page">
      <h1>{t('accessDeniedTitle')}</h1>
      <p>{t('accessDeniedMessage')}</p>
      <a className="button button-primary" href="/designer/">
        {t('backToDesigner')}
      </a>
    </main>
  );
}
