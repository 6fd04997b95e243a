/**
 * The sentences of the notices the server writes (issue 21 "Languages"): option conflicts
 * (src/domain/optionCompatibility) and unspaced grommets (server/catalogue/sizeNotices), as
 * templates with `{name}` placeholders. English is the default; the server fills them from the
 * visitor's language (`catalogue.phrase.<key>` in `<lang>.catalogue.json`, server/catalogue/
 * localise.ts), so a notice reads in one language with the catalogue names inside it.
 */

/** The notice sentence templates, by key. */
export interface NoticePhrases {
  /** One conflict: {chosen} {other} {accessory} {reason}. */
  conflict: string;
  /** The winner set back: {other} (accessory), {accessory}, {options}. */
  wentBack: string;
  /** What changed: {changes}, a list of `change`. */
  changed: string;
  /** One change: {accessory} {options}. */
  change: string;
  /** No option chosen any more. */
  none: string;
  /** The word joining the last two items of a list ("A, B and C"). */
  and: string;
  /** The other accessory when it cannot be named. */
  other: string;
  /** Grommets every 2-3 feet that cannot be spaced: {width} {height} (inches). */
  grommetsUnspaced: string;
}

export const ENGLISH_NOTICE_PHRASES: NoticePhrases = {
  conflict: '{chosen} cannot be combined with {other} ({accessory}): {reason}.',
  wentBack: 'No {other} option fits, so {accessory} was set back to {options}.',
  changed: 'Changed {changes}.',
  change: '{accessory} to {options}',
  none: 'none',
  and: 'and',
  other: 'other',
  grommetsUnspaced:
    'Grommets every 2-3 feet cannot be spaced evenly on {width} x {height} in, so none are ' +
    'set. Choose another grommet option or size.',
};

/** The template with each `{name}` replaced by its value (unknown names left as written). */
export function fillPhrase(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** "A, B and C" with the phrases' word for "and". */
export function listed(items: readonly string[], phrases: NoticePhrases): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${phrases.and} ${items[items.length - 1]}`;
}
