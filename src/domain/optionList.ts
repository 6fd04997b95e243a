/**
 * How the Options panel offers an accessory's options (spec shell §5 "Options"): a radio or
 * checkbox list for 3 options or fewer, a dropdown for more; what a click makes of the
 * selection (a required single choice cannot be deselected, a multiple choice may be emptied
 * only when not required); and the price difference each option shows.
 */
import type { LocaleFormat } from './localeFormat';
import { ENGLISH_FORMAT } from './localeFormat';

/** Most options an accessory shows as a list; more become a dropdown. */
export const MAX_LISTED_OPTIONS = 3;

/** The fields of an accessory the rules read. */
export interface OfferedAccessory {
  isRequired: boolean;
  isMultiple: boolean;
  options: readonly { key: string }[];
}

/** 'list': radios or checkboxes; 'dropdown': one control that opens the options. */
export function optionControl(accessory: OfferedAccessory): 'list' | 'dropdown' {
  return accessory.options.length > MAX_LISTED_OPTIONS ? 'dropdown' : 'list';
}

/**
 * The accessory's option keys after the shopper clicked `key` (a radio, a checkbox or a
 * dropdown entry), or null when the click changes nothing: the option is already the single
 * choice, or taking it away would empty a required accessory. A single choice that is not
 * required is deselected by clicking it again.
 */
export function keysAfterClick(
  accessory: OfferedAccessory,
  selected: readonly string[],
  key: string,
): string[] | null {
  const isSelected = selected.includes(key);
  if (accessory.isMultiple) {
    if (!isSelected) return [...selected, key];
    const rest = selected.filter((k) => k !== key);
    return rest.length === 0 && accessory.isRequired ? null : rest;
  }
  if (!isSelected) return [key];
  return accessory.isRequired ? null : [];
}

/** Whether a single choice offers an empty entry ('None') in its dropdown. */
export function offersNone(accessory: OfferedAccessory): boolean {
  return !accessory.isRequired && !accessory.isMultiple;
}

/**
 * The price difference an option shows, per item: "+$3.50", "−$1.00" (a true minus sign), or
 * null when it costs the same as the selection.
 */
export function priceDifferenceLabel(
  differenceUsd: number,
  format: LocaleFormat = ENGLISH_FORMAT,
): string | null {
  // Half a cent away from zero, as prices are rounded (domain/money).
  const cents =
    Math.sign(differenceUsd) * Math.round(Math.abs(differenceUsd) * 100 + Number.EPSILON);
  if (cents === 0) return null;
  return `${cents > 0 ? '+' : '−'}${format.price(Math.abs(cents) / 100)}`;
}
