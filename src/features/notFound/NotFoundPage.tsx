/**
 * The not-found page (spec shell §2, §8): where a failed load of the user's designs sends the
 * browser, at `/404/`; it says so and leads back to the designer.
 */
import { useT } from '../../ui/i18n';

export function NotFoundPage() {
  const t = useT();
  return (
    <main className="message-page" data-testid="not-found-page">
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFoundMessage')}</p>
      <a className="button button-primary" href="/designer/">
        {t('backToDesigner')}
      </a>
    </main>
  );
}
