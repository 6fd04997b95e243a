/**
 * The language shown and how to choose another. The shown one is decided once the server has
 * said which languages exist and whether the session or the account chose one (null until
 * then); a failed call counts as "no answer", so the designer still starts.
 */
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { LanguageOption } from '../../domain/language';
import { FALLBACK_LANGUAGE, pickLanguage } from '../../domain/language';
import { browserLanguages, setDocumentLanguage } from '../../platform/documentLanguage';
import { writeLocal } from '../../platform/storage';
import { useCurrentLanguageQuery, useLanguagesQuery, useSetLanguageMutation } from './languageApi';
import { LANGUAGE_STORAGE_KEY, languagePicked, selectLanguageChoice } from './languageSlice';

const ONLY_FALLBACK: LanguageOption[] = [{ code: FALLBACK_LANGUAGE, name: 'English' }];

/** The catalogue's languages (English alone until the list arrives or when it fails). */
export function useLanguageOptions(): LanguageOption[] {
  return useLanguagesQuery().data?.languages ?? ONLY_FALLBACK;
}

/** The language to show, or null while the server's answers are awaited. */
export function useLanguage(): string | null {
  const choice = useSelector(selectLanguageChoice);
  const list = useLanguagesQuery();
  const current = useCurrentLanguageQuery();
  const waiting = (list.isLoading || current.isLoading) && choice.pickedNow === null;
  const language = useMemo(() => {
    if (waiting) return null;
    const available = (list.data?.languages ?? ONLY_FALLBACK).map((l) => l.code);
    return pickLanguage({
      pickedNow: choice.pickedNow,
      server: current.data ?? null,
      stored: choice.stored,
      browser: browserLanguages(),
      available,
    });
  }, [waiting, list.data, current.data, choice]);
  useEffect(() => {
    if (language) setDocumentLanguage(language);
  }, [language]);
  return language;
}

/** Chooses a language: shown at once, kept in this browser and by the server (the account's). */
export function usePickLanguage(): (code: string) => void {
  const dispatch = useDispatch();
  const [setLanguage] = useSetLanguageMutation();
  return (code) => {
    dispatch(languagePicked(code));
    writeLocal(LANGUAGE_STORAGE_KEY, code);
    // The browser keeps the choice even if the server cannot: nothing to tell the shopper.
    void setLanguage({ code })
      .unwrap()
      .catch(() => undefined);
  };
}
