import { describe, expect, it } from 'vitest';
import { parseColors, parseCompanyInfo } from './websiteConfiguration';

describe('parseColors', () => {
  it('keeps safe colours with simple role names only', () => {
    const colors = parseColors({
      light: {
        primary: '#1f5eff',
        surface: 'rgb(1, 2, 3)',
        'bad role!': '#fff',
        text: 'url(javascript:x)',
        x: 5,
      },
      dark: { primary: 'hsl(220, 90%, 60%)', muted: 'red' },
    });
    expect(colors).toEqual({
      light: { primary: '#1f5eff', surface: 'rgb(1, 2, 3)' },
      dark: { primary: 'hsl(220, 90%, 60%)', muted: 'red' },
    });
  });
  it('survives garbage', () => expect(parseColors('x')).toEqual({ light: {}, dark: {} }));
});

describe('parseCompanyInfo', () => {
  it.each([
    [
      { name: 'Acme Print', logoPath: '/images/logo.svg' },
      { name: 'Acme Print', logoPath: '/images/logo.svg' },
    ],
    [{ name: 5 }, { name: '', logoPath: null }],
    [null, { name: '', logoPath: null }],
  ])('%o', (raw, expected) => expect(parseCompanyInfo(raw)).toEqual(expected));
});
