/**
 * Numbers, prices and sizes written for the shopper's language (issue 21): one formatter per
 * language, built on `Intl.NumberFormat`, so "$1,234.50" in English reads "1234,50 US$" in
 * Spanish and "17.5" reads "17,5". Prices arrive in the configured currency (USD by default,
 * spec shell §9) and are only shown here, never computed (./cents.ts computes them).
 */
import { inchesToUnit, MeasurementUnit } from './units';

/** The currency prices are shown in when nothing else is configured. */
export const DEFAULT_CURRENCY = 'USD';

/** How a language writes numbers for people. */
export interface LocaleFormat {
  /** The `Intl` locale used ('en-US' for English, else the language code). */
  readonly locale: string;
  /** A price, whole cents: "$1,234.50", "1234,50 US$". */
  price(value: number): string;
  /** A price per unit, which may hold fractions of a cent (up to 4 decimals): "$0.0125". */
  unitPrice(value: number): string;
  /** A counted quantity (pieces, square or linear feet), up to 3 decimals: "1,250", "17,5". */
  count(value: number): string;
  /** A measure with at most `maxDecimals` decimals, no grouping: "0.25", "0,25", "1200". */
  decimal(value: number, maxDecimals: number): string;
  /** A measure with exactly `decimals` decimals: "2.50", "2,50". */
  fixed(value: number, decimals: number): string;
  /** A percent given in percent units, up to 3 decimals, no grouping: "4.5%", "4,5 %". */
  percent(value: number): string;
  /** A size: "72 × 36 in", "6 × 3 ft", "1,5 × 2 ft" (inches or feet to 3 decimals). */
  size(widthInches: number, heightInches: number, unit: MeasurementUnit): string;
}

/** The `Intl` locale of a language: English keeps the US forms the prices were written in. */
export function intlLocale(language: string): string {
  const lower = language.toLowerCase();
  return lower === 'en' ? 'en-US' : lower;
}

const cache = new Map<string, LocaleFormat>();

/** The formatter of `language` ('en', 'es', 'pt-br'), for prices in `currency`; cached. */
export function localeFormat(language: string, currency = DEFAULT_CURRENCY): LocaleFormat {
  const locale = intlLocale(language);
  const key = `${locale}|${currency}`;
  const known = cache.get(key);
  if (known) return known;
  const made = makeFormat(locale, currency);
  cache.set(key, made);
  return made;
}

function makeFormat(locale: string, currency: string): LocaleFormat {
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const unitPrice = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 4,
  });
  const count = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 3,
    useGrouping: false,
  });
  const decimals = new Map<string, Intl.NumberFormat>();
  const measure = (min: number, max: number) => {
    const k = `${min}-${max}`;
    let f = decimals.get(k);
    if (!f) {
      f = new Intl.NumberFormat(locale, {
        minimumFractionDigits: min,
        maximumFractionDigits: max,
        useGrouping: false,
      });
      decimals.set(k, f);
    }
    return f;
  };
  const format: LocaleFormat = {
    locale,
    price: (v) => price.format(v),
    unitPrice: (v) => unitPrice.format(v),
    count: (v) => count.format(v),
    decimal: (v, max) => measure(0, max).format(v),
    fixed: (v, d) => measure(d, d).format(v),
    // Percent units to Intl's fractions, without the float noise of v / 100 (0.07 / 100).
    percent: (v) => percent.format(Number((v / 100).toPrecision(12))),
    size: (w, h, unit) => {
      const n = (inches: number) => format.decimal(inchesToUnit(inches, unit), 3);
      return `${n(w)} × ${n(h)} ${unit === MeasurementUnit.Feet ? 'ft' : 'in'}`;
    },
  };
  return format;
}

/** English (US forms): the language every other falls back to. */
export const ENGLISH_FORMAT: LocaleFormat = localeFormat('en');
