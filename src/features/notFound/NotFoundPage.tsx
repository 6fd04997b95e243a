/**
 * The not-found page (spec shell §2, §8): where a failed load of the user's designs sends the
 * browser, at `/404/`; it says so and leads back to the designer.
 */
import { MessagePage } from '../../ui/MessagePage';
import { useT } from '../../ui/i18n';

export function NotFoundPage() {
  const t = useT();
  return (
    <MessagePage
      testId="not-found-page"
      title={t('notFoundTitle')}
      message={t('notFoundMessage')}
    />
  );
}
