/**
 * A whole-page message with the way back to the designer: the forbidden page (403) and the
 * not-found page (404) are this page with their own title and text.
 */
import { useT } from './i18n';

export function MessagePage(props: { testId: string; title: string; message: string }) {
  const t = useT();
  return (
    <main className="message-page" data-testid={props.testId}>
      <h1>{props.title}</h1>
      <p>{props.message}</p>
      <a className="button button-primary" href="/designer/">
        {t('backToDesigner')}
      </a>
    </main>
  );
}
