/**
 * Keeps the server's language (the session's, `Languages/set`) the shown one: a language kept in
 * this browser or taken from the browser's settings is told to the server once, so the catalogue
 * names it answers (products, options, price lines) are in the shown language too. Telling it
 * invalidates the catalogue answers (languageApi), which are asked again.
 */
import { useEffect, useRef } from 'react';
import { languageToTell } from '../../domain/language';
import { useCurrentLanguageQuery, useSetLanguageMutation } from './languageApi';

/** Tells the server `shown` when it answers another language (once per language). */
export function useServerLanguage(shown: string | null): void {
  const current = useCurrentLanguageQuery();
  const [setLanguage] = useSetLanguageMutation();
  const told = useRef<string | null>(null);
  const wanted = languageToTell(shown, current.data);
  useEffect(() => {
    if (wanted === null || told.current === wanted) return;
    told.current = wanted;
    // The shown language does not depend on it: a failure only leaves the catalogue in English.
    void setLanguage({ code: wanted })
      .unwrap()
      .catch(() => undefined);
  }, [wanted, setLanguage]);
}
