/**
 * Fills a translated text's `{name}` placeholders from its parameters. A name without a value is
 * left as written, so a gap shows rather than a blank; `tests/unit/messageParams.test.ts` checks
 * that the code never shows a message with one.
 */
export type TranslateParams = Record<string, string | number>;

export function interpolate(text: string, params?: TranslateParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
