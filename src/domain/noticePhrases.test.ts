import { describe, expect, it } from 'vitest';
import type { NoticePhrases } from './noticePhrases';
import { ENGLISH_NOTICE_PHRASES, fillPhrase, listed } from './noticePhrases';

describe('fillPhrase', () => {
  it.each<[string, Record<string, string>, string]>([
    ['{accessory} to {options}', { accessory: 'Hem', options: 'No hem' }, 'Hem to No hem'],
    ['{a} and {a}', { a: 'x' }, 'x and x'],
    ['{unknown} stays', {}, '{unknown} stays'],
  ])('%s', (template, values, expected) => {
    expect(fillPhrase(template, values)).toBe(expected);
  });
});

describe('listed', () => {
  const spanish: NoticePhrases = { ...ENGLISH_NOTICE_PHRASES, and: 'y' };
  it.each<[string[], NoticePhrases, string]>([
    [[], ENGLISH_NOTICE_PHRASES, ''],
    [['A'], ENGLISH_NOTICE_PHRASES, 'A'],
    [['A', 'B', 'C'], ENGLISH_NOTICE_PHRASES, 'A, B and C'],
    [['A', 'B'], spanish, 'A y B'],
  ])('%j', (items, phrases, expected) => {
    expect(listed(items, phrases)).toBe(expected);
  });
});
