/** The feet/inches switch of the Size panel (spec shell §5: feet shown as inches / 12). */
import { useDispatch } from 'react-redux';
import { MeasurementUnit } from '../../domain/units';
import { useT } from '../../ui/i18n';
import { measurementUnitChosen } from './productSlice';

const UNITS = [
  { unit: MeasurementUnit.Feet, labelKey: 'unitFeet' },
  { unit: MeasurementUnit.Inch, labelKey: 'unitInches' },
] as const;

export function UnitSwitch(props: { unit: MeasurementUnit }) {
  const t = useT();
  const dispatch = useDispatch();
  return (
    <fieldset className="segmented" data-testid="unit-switch">
      <legend className="segmented-legend">{t('sizeUnit')}</legend>
      {UNITS.map((u) => (
        <label key={u.unit} className="segmented-option">
          <input
            type="radio"
            name="size-unit"
            checked={props.unit === u.unit}
            onChange={() => dispatch(measurementUnitChosen(u.unit))}
          />
          <span>{t(u.labelKey)}</span>
        </label>
      ))}
    </fieldset>
  );
}
