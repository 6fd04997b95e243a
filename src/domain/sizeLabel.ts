/** How a size reads in the header and the Size panel: "72 × 36 in" or "6 × 3 ft". */
import type { LocaleFormat } from './localeFormat';
import { ENGLISH_FORMAT } from './localeFormat';
import type { MeasurementUnit } from './units';

/** The size in `unit`, numbers written for `format`'s language (English by default). */
export function sizeLabel(
  widthInches: number,
  heightInches: number,
  unit: MeasurementUnit,
  format: LocaleFormat = ENGLISH_FORMAT,
): string {
  return format.size(widthInches, heightInches, unit);
}
