/** The 5 most recently used families: most recent first, each once. */
import { describe, expect, it } from 'vitest';
import { MAX_RECENT_FONTS, parseRecentFonts, rememberRecentFont } from './recentFonts';

describe('rememberRecentFont', () => {
  it.each([
    ['the first use', [], 'Lato', ['Lato']],
    ['a new family goes first', ['Lato'], 'Roboto', ['Roboto', 'Lato']],
    [
      'a used family moves to the front, once',
      ['Lato', 'Roboto', 'Arvo'],
      'Arvo',
      ['Arvo', 'Lato', 'Roboto'],
    ],
    ['the most recent is unchanged', ['Lato', 'Roboto'], 'Lato', ['Lato', 'Roboto']],
    ['the sixth pushes the oldest out', ['E', 'D', 'C', 'B', 'A'], 'F', ['F', 'E', 'D', 'C', 'B']],
    [
      'a family already kept does not push one out',
      ['E', 'D', 'C', 'B', 'A'],
      'A',
      ['A', 'E', 'D', 'C', 'B'],
    ],
    ['surrounding spaces are not part of the name', ['Lato'], ' Roboto ', ['Roboto', 'Lato']],
    ['an empty name changes nothing', ['Lato'], '  ', ['Lato']],
    ['names differing in case are different families', ['lato'], 'Lato', ['Lato', 'lato']],
  ])('%s', (_case, recent, family, expected) => {
    expect(rememberRecentFont(recent, family)).toEqual(expected);
  });

  it('keeps at most 5', () => {
    let recent: string[] = [];
    for (const f of ['A', 'B', 'C', 'D', 'E', 'F', 'G']) recent = rememberRecentFont(recent, f);
    expect(recent).toHaveLength(MAX_RECENT_FONTS);
    expect(MAX_RECENT_FONTS).toBe(5);
  });
});

describe('parseRecentFonts', () => {
  it.each([
    ['nothing stored', null, []],
    ['a stored list', '["Lato","Roboto"]', ['Lato', 'Roboto']],
    ['not JSON', 'Lato,Roboto', []],
    ['not a list', '{"0":"Lato"}', []],
    ['non-names dropped', '["Lato",3,null,"","Roboto"]', ['Lato', 'Roboto']],
    ['repeats dropped', '["Lato","Lato","Arvo"]', ['Lato', 'Arvo']],
    ['at most 5', '["A","B","C","D","E","F"]', ['A', 'B', 'C', 'D', 'E']],
    ['an absurdly long name dropped', JSON.stringify(['x'.repeat(101), 'Lato']), ['Lato']],
  ])('%s', (_case, stored, expected) => {
    expect(parseRecentFonts(stored)).toEqual(expected);
  });
});
