import { describe, expect, it } from 'vitest';
import type { LanguageSources } from './language';
import { languageToTell, matchLanguage, pickLanguage } from './language';

const none: LanguageSources = {
  pickedNow: null,
  server: null,
  stored: null,
  browser: [],
  available: ['en', 'es'],
};

describe('pickLanguage', () => {
  it.each<[string, Partial<LanguageSources>, string]>([
    ['nothing known: English', {}, 'en'],
    [
      'a choice made in this page wins',
      { pickedNow: 'es', server: { code: 'en', chosen: true } },
      'es',
    ],
    [
      "the account's or session's choice",
      { server: { code: 'es', chosen: true }, stored: 'en' },
      'es',
    ],
    [
      "the server's default does not beat the browser's choice",
      { server: { code: 'en', chosen: false }, stored: 'es' },
      'es',
    ],
    ['kept in this browser', { stored: 'es' }, 'es'],
    ['the browser language, by its base', { browser: ['es-MX', 'en'] }, 'es'],
    ['the first browser language offered', { browser: ['fr-FR', 'es'] }, 'es'],
    ['a kept language no longer offered is skipped', { stored: 'fr', browser: ['de'] }, 'en'],
    ['case-blind', { stored: 'ES' }, 'es'],
    [
      'a server choice not offered is skipped',
      { server: { code: 'fr', chosen: true }, stored: 'es' },
      'es',
    ],
  ])('%s', (_name, sources, expected) => {
    expect(pickLanguage({ ...none, ...sources })).toBe(expected);
  });
});

describe('matchLanguage', () => {
  it.each<[string | null, string | null]>([
    ['es', 'es'],
    ['es-419', 'es'],
    ['EN-us', 'en'],
    ['pt-BR', null],
    [null, null],
  ])('%j -> %j', (tag, expected) => {
    expect(matchLanguage(tag, ['en', 'es'])).toBe(expected);
  });
});

describe('languageToTell', () => {
  it.each<[string, string | null, { code: string } | null, string | null]>([
    ['a browser choice the server lacks', 'es', { code: 'en' }, 'es'],
    ['the same language, any case', 'es', { code: 'ES' }, null],
    ['nothing shown yet', null, { code: 'en' }, null],
    ['no server answer yet', 'es', null, null],
  ])('%s', (_name, shown, server, expected) => {
    expect(languageToTell(shown, server)).toBe(expected);
  });
});
