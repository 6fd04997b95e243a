import { describe, expect, it } from 'vitest';
import { ENGLISH_FORMAT, intlLocale, localeFormat } from './localeFormat';
import { MeasurementUnit } from './units';

const en = ENGLISH_FORMAT;
const es = localeFormat('es');

describe('localeFormat', () => {
  it.each([
    ['price', en.price(1234.5), '$1,234.50'],
    ['price', es.price(1234.5), '1234,50\u00a0US$'],
    ['price', es.price(12345.5), '12.345,50\u00a0US$'],
    ['price in euros', localeFormat('es', 'EUR').price(45.5), '45,50\u00a0€'],
    ['unit price', en.unitPrice(0.0125), '$0.0125'],
    ['unit price', es.unitPrice(2.5), '2,50\u00a0US$'],
    ['count', en.count(1250), '1,250'],
    ['count', es.count(17.5), '17,5'],
    ['decimal', en.decimal(0.125, 2), '0.13'],
    ['decimal', es.decimal(0.125, 2), '0,13'],
    ['decimal', es.decimal(1200, 1), '1200'],
    ['fixed', es.fixed(2.5, 2), '2,50'],
    ['fixed', en.fixed(3, 1), '3.0'],
    ['percent', en.percent(4.5), '4.5%'],
    ['percent', es.percent(4.5), '4,5\u00a0%'],
    ['percent', en.percent(1250), '1250%'],
    ['percent', en.percent(0.55), '0.55%'],
    ['size in', en.size(72, 36, MeasurementUnit.Inch), '72 × 36 in'],
    ['size ft', en.size(72, 36, MeasurementUnit.Feet), '6 × 3 ft'],
    ['size ft', es.size(18, 30, MeasurementUnit.Feet), '1,5 × 2,5 ft'],
  ])('%s: %j', (_what, shown, expected) => {
    expect(shown).toBe(expected);
  });

  it('uses US forms for English and the code for the others', () => {
    expect(intlLocale('en')).toBe('en-US');
    expect(intlLocale('ES')).toBe('es');
    expect(localeFormat('es')).toBe(es);
  });
});
