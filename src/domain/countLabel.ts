/** Counters in the header and the user menu (spec shell §2, §9). */

/** Largest count shown as a number (spec shell §9: "Counters display up to 99 then 99+"). */
export const COUNT_SHOWN_MAX = 99;

/** A counter's text: the number up to 99, then "99+"; nothing for no count. */
export function countLabel(count: number | null | undefined): string | null {
  if (count === null || count === undefined || !Number.isFinite(count) || count < 0) return null;
  return count > COUNT_SHOWN_MAX ? `${COUNT_SHOWN_MAX}+` : String(Math.floor(count));
}
