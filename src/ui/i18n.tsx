/**
 * Translation context: every user-visible string goes through a key. Messages come from the
 * translations map the app loads at start; `{name}` placeholders take parameters. A missing key
 * shows the key itself, so a gap is visible rather than blank.
 */
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { interpolate } from '../domain/interpolate';
import type { TranslateParams } from '../domain/interpolate';

export { interpolate };
export type { TranslateParams };
export type Translate = (key: string, params?: TranslateParams) => string;

export function makeTranslate(messages: Readonly<Record<string, string>>): Translate {
  return (key, params) => interpolate(messages[key] ?? key, params);
}

const I18nContext = createContext<Translate>((key, params) => interpolate(key, params));

export function I18nProvider(props: {
  messages: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  const t = useMemo(() => makeTranslate(props.messages), [props.messages]);
  return <I18nContext.Provider value={t}>{props.children}</I18nContext.Provider>;
}

/** The translate function of the nearest provider. */
export function useT(): Translate {
  return useContext(I18nContext);
}
