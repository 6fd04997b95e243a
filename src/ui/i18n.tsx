/**
 * Translation context: every user-visible string goes through a key. Messages come from the
 * translations map the app loads for the shopper's language; `{name}` placeholders take
 * parameters. A missing key shows the key itself, so a gap is visible rather than blank. The
 * same provider gives the language's number, price and size forms (`useFormat()`).
 */
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { interpolate } from '../domain/interpolate';
import type { LocaleFormat } from '../domain/localeFormat';
import { ENGLISH_FORMAT, localeFormat } from '../domain/localeFormat';
import type { TranslateParams } from '../domain/interpolate';

export { interpolate };
export type { TranslateParams };
export type Translate = (key: string, params?: TranslateParams) => string;

export function makeTranslate(messages: Readonly<Record<string, string>>): Translate {
  return (key, params) => interpolate(messages[key] ?? key, params);
}

const I18nContext = createContext<Translate>((key, params) => interpolate(key, params));

const FormatContext = createContext<LocaleFormat>(ENGLISH_FORMAT);

export function I18nProvider(props: {
  messages: Readonly<Record<string, string>>;
  /** The language of `messages` ('en', 'es'): numbers and prices are written its way. */
  language?: string;
  /** The currency prices are in (USD unless configured). */
  currency?: string;
  children: ReactNode;
}) {
  const t = useMemo(() => makeTranslate(props.messages), [props.messages]);
  const format = props.language ? localeFormat(props.language, props.currency) : ENGLISH_FORMAT;
  return (
    <I18nContext.Provider value={t}>
      <FormatContext.Provider value={format}>{props.children}</FormatContext.Provider>
    </I18nContext.Provider>
  );
}

/** The translate function of the nearest provider. */
export function useT(): Translate {
  return useContext(I18nContext);
}

/** The number, price and size forms of the nearest provider's language. */
export function useFormat(): LocaleFormat {
  return useContext(FormatContext);
}
