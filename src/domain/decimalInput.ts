/**
 * What a number field reads from typed text (issue 21): either decimal separator, so "12,5"
 * and "12.5" are both 12.5 whatever the language — a shopper types the one of their keyboard
 * or habit. With both separators, the last one is the decimal point and the others group
 * thousands ("1.234,5" and "1,234.5" are 1234.5); a lone separator is always the decimal point
 * (the fields hold sizes, font sizes and spacings, where "1.500" as 1500 would surprise more
 * than help). Spaces (also no-break ones, the French grouping) are ignored.
 */

/** The number typed, or null for text that is no number ('', '.', '1,2,3', '12a'). */
export function parseDecimal(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^[-+]?[\d.,]*\d[\d.,]*$/.test(compact)) return null;
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  const point = Math.max(lastDot, lastComma);
  let normal = compact;
  if (lastDot >= 0 && lastComma >= 0) {
    const group = point === lastDot ? ',' : '.';
    // Groups come before the point only, in threes: "1.234,5", never "1,2.5".
    const whole = compact.slice(0, point);
    if (!/^[-+]?\d{1,3}(\D\d{3})*$/.test(whole) || whole.includes(point === lastDot ? '.' : ','))
      return null;
    normal = whole.split(group).join('') + '.' + compact.slice(point + 1);
  } else if (point >= 0) {
    const separator = compact[point]!;
    if (compact.indexOf(separator) !== point) return null;
    normal = compact.replace(separator, '.');
  }
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

/** The decimal separator of a locale's numbers: '.' for 'en-US', ',' for 'es'. */
export function decimalSeparator(locale: string): string {
  const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value ?? '.';
}
