/**
 * Case transforms of a text (spec: uppercase, lowercase, first letter upper case). They change
 * how the text is drawn and printed, not what was typed: switching one off gives the typed text
 * back. Each character maps to one character (a letter whose upper case is longer, like ß → SS,
 * stays as typed) so the caret and the selection index the same characters as the typed text.
 */
export type TextCase = 'none' | 'uppercase' | 'lowercase' | 'firstLetterUpperCase';

export interface TextCaseFlags {
  uppercase?: boolean;
  lowercase?: boolean;
  firstLetterUpperCase?: boolean;
}

export function textCaseOf(flags: TextCaseFlags): TextCase {
  if (flags.uppercase) return 'uppercase';
  if (flags.lowercase) return 'lowercase';
  if (flags.firstLetterUpperCase) return 'firstLetterUpperCase';
  return 'none';
}

/** The flags of one case (the three are exclusive). */
export function textCaseFlags(textCase: TextCase): Required<TextCaseFlags> {
  return {
    uppercase: textCase === 'uppercase',
    lowercase: textCase === 'lowercase',
    firstLetterUpperCase: textCase === 'firstLetterUpperCase',
  };
}

const sameLength = (from: string, to: string) => (to.length === from.length ? to : from);
const upper = (c: string) => sameLength(c, c.toUpperCase());
const lower = (c: string) => sameLength(c, c.toLowerCase());

/** `text` as drawn under `textCase`; same length as `text`, index for index. */
export function applyTextCase(text: string, textCase: TextCase): string {
  if (textCase === 'none') return text;
  let out = '';
  let wordStart = true;
  for (const c of text) {
    if (textCase === 'uppercase') out += upper(c);
    else if (textCase === 'lowercase') out += lower(c);
    else out += wordStart ? upper(c) : c;
    wordStart = /\s/.test(c);
  }
  return out;
}
