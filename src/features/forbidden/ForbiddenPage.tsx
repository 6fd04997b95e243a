/** The page any 403 answer sends the browser to (spec shell §2, §6). */
import { MessagePage } from '../../ui/MessagePage';
import { useT } from '../../ui/i18n';

export function ForbiddenPage() {
  const t = useT();
  return (
    <MessagePage
      testId="forbidden-page"
      title={t('accessDeniedTitle')}
      message={t('accessDeniedMessage')}
    />
  );
}
