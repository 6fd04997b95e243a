import { describe, expect, it } from 'vitest';
import { applyTextCase, textCaseFlags, textCaseOf } from './textCase';

describe('text case', () => {
  it.each([
    ['Grand opening sale', 'uppercase', 'GRAND OPENING SALE'],
    ['Grand OPENING', 'lowercase', 'grand opening'],
    ['grand opening\nnew shop', 'firstLetterUpperCase', 'Grand Opening\nNew Shop'],
    ['already Mixed', 'none', 'already Mixed'],
    // ß has no one-letter upper case: it stays, so indices keep their characters
    ['straße', 'uppercase', 'STRAßE'],
    ['çava', 'uppercase', 'ÇAVA'],
  ] as const)('%j under %s is %j', (text, textCase, drawn) => {
    const out = applyTextCase(text, textCase);
    expect(out).toBe(drawn);
    expect(out.length).toBe(text.length);
  });

  it('keeps the three flags exclusive and reads them back', () => {
    expect(textCaseFlags('lowercase')).toEqual({
      uppercase: false,
      lowercase: true,
      firstLetterUpperCase: false,
    });
    expect(textCaseOf(textCaseFlags('firstLetterUpperCase'))).toBe('firstLetterUpperCase');
    expect(textCaseOf({})).toBe('none');
  });
});
