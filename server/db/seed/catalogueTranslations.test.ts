/**
 * Catalogue parity (issue 21 "Languages"): every seeded product, accessory, option,
 * incompatibility reason, notice sentence, price-line word and shopping-cart page word (with its
 * placeholders) has a non-empty text in each `<lang>.catalogue.json`, under the keys
 * server/catalogue/localise.ts looks up; no file keeps a key the seed no longer has; and a shared
 * accessory or option key means one English text in every product that has no own key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGLISH_NOTICE_PHRASES } from '../../../src/domain/noticePhrases';
import { ENGLISH_PRICE_LABELS } from '../../../src/domain/priceLabels';
import { ENGLISH_CART_PAGE } from '../../cartPage/cartPagePhrases';
import { catalogueKeys } from '../../catalogue/localise';
import { DEFAULT_TRANSLATIONS_DIR } from '../translations';
import { SEED_PRODUCTS } from './products';

/** One seeded text: the keys that may translate it (the first found wins) and its English. */
interface SeededText {
  keys: string[];
  english: string;
}

/** The notice sentences, price-line and cart page words: translation key and English template. */
const phrases = () => [
  ...Object.entries(ENGLISH_NOTICE_PHRASES).map(([k, english]) => ({
    key: catalogueKeys.phrase(k as keyof typeof ENGLISH_NOTICE_PHRASES),
    english,
  })),
  ...Object.entries(ENGLISH_PRICE_LABELS).map(([k, english]) => ({
    key: catalogueKeys.priceLabel(k as keyof typeof ENGLISH_PRICE_LABELS),
    english,
  })),
  ...Object.entries(ENGLISH_CART_PAGE).map(([k, english]) => ({
    key: catalogueKeys.cartPage(k as keyof typeof ENGLISH_CART_PAGE),
    english,
  })),
];

function seededTexts(): SeededText[] {
  const out: SeededText[] = [];
  for (const p of SEED_PRODUCTS) {
    out.push({ keys: [catalogueKeys.product(p.id, 'name')], english: p.name });
    out.push({ keys: [catalogueKeys.product(p.id, 'description')], english: p.description });
    if (p.label)
      out.push({ keys: [catalogueKeys.product(p.id, 'label')], english: p.label.content });
    for (const a of p.accessories) {
      out.push({
        keys: [catalogueKeys.productAccessory(p.id, a.key), catalogueKeys.accessory(a.key)],
        english: a.name,
      });
      for (const o of a.options)
        for (const field of ['name', 'description'] as const)
          out.push({
            keys: [
              catalogueKeys.productOption(p.id, a.key, o.key, field),
              catalogueKeys.option(a.key, o.key, field),
            ],
            english: o[field],
          });
    }
    for (const pair of p.incompatible ?? [])
      out.push({ keys: [catalogueKeys.reason(pair.reason)], english: pair.reason });
  }
  for (const { key, english } of phrases()) out.push({ keys: [key], english });
  return out;
}

const languages = readdirSync(DEFAULT_TRANSLATIONS_DIR)
  .map((name) => /^([a-z-]+)\.catalogue\.json$/i.exec(name)?.[1])
  .filter((lang): lang is string => lang !== undefined);

const read = (lang: string) =>
  JSON.parse(
    readFileSync(new URL(`${lang}.catalogue.json`, `file://${DEFAULT_TRANSLATIONS_DIR}`), 'utf8'),
  ) as Record<string, string>;

describe('catalogue translations', () => {
  it('ship Spanish', () => {
    expect(languages).toContain('es');
  });

  it('give a shared key one English text wherever no product key overrides it', () => {
    const english = new Map<string, string>();
    const clashes: string[] = [];
    const texts = languages.length > 0 ? read('es') : {};
    for (const { keys, english: text } of seededTexts()) {
      const used = keys.find((k) => (texts[k] ?? '') !== '') ?? keys[keys.length - 1] ?? '';
      const seen = english.get(used);
      if (seen !== undefined && seen !== text) clashes.push(`${used}: "${seen}" / "${text}"`);
      english.set(used, text);
    }
    expect(clashes).toEqual([]);
  });

  for (const lang of languages) {
    describe(`${lang}.catalogue.json`, () => {
      const texts = read(lang);

      it('translates every seeded product, accessory, option and reason', () => {
        const missing = seededTexts()
          .filter(({ keys }) => !keys.some((k) => (texts[k] ?? '').trim() !== ''))
          .map(({ keys, english }) => `${keys[keys.length - 1] ?? ''} ("${english}")`);
        expect(missing).toEqual([]);
      });

      it('keeps the placeholders of every notice sentence and price-line word', () => {
        const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        const differ = phrases()
          .filter(({ key, english }) => names(texts[key] ?? '').join() !== names(english).join())
          .map(({ key }) => key);
        expect(differ).toEqual([]);
      });

      it('keeps no key the seed does not have', () => {
        const known = new Set(seededTexts().flatMap((t) => t.keys));
        expect(Object.keys(texts).filter((k) => !known.has(k))).toEqual([]);
      });
    });
  }
});
