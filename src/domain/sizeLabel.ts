/** How a size reads in the header and the Size panel: "72 × 36 in" or "6 × 3 ft". */
import { inchesToUnit, MeasurementUnit } from './units';

export function sizeLabel(
  widthInches: number,
  heightInches: number,
  unit: MeasurementUnit,
): string {
  const w = inchesToUnit(widthInches, unit);
  const h = inchesToUnit(heightInches, unit);
  return `${w} × ${h} ${unit === MeasurementUnit.Feet ? 'ft' : 'in'}`;
}
