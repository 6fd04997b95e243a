/**
 * The custom size (spec shell §5): width and height in the unit shown, committed on Enter, on
 * Apply, or when focus leaves the form (so typing one side and tabbing to the other sends
 * nothing half-made). A size outside the limits of the unit shown is refused with "Allowed size
 * range is …" and the fields return to the size in force. With the ratio locked, typing one side
 * scales the other by the ratio of that size. Disabled unless the product is custom-sized.
 */
import { useEffect, useId, useState } from 'react';
import type { FocusEvent, FormEvent, KeyboardEvent } from 'react';
import { useDispatch } from 'react-redux';
import type { CustomSizeCommit } from '../../domain/customSizeFields';
import {
  cleanSizeText,
  commitCustomSize,
  lockedOtherSide,
  sizeFieldText,
  sizeTextValue,
} from '../../domain/customSizeFields';
import type { ProductCalculator } from '../../domain/product';
import type { SizeInches } from '../../domain/sizeOrientation';
import { MeasurementUnit } from '../../domain/units';
import { useT } from '../../ui/i18n';
import { sizeChosen } from './productSlice';

type Refusal = Extract<CustomSizeCommit, { ok: false }>['message'];

export function CustomSizeForm(props: {
  calculator: ProductCalculator;
  current: SizeInches;
  unit: MeasurementUnit;
}) {
  const t = useT();
  const dispatch = useDispatch();
  const id = useId();
  const { calculator, current, unit } = props;
  const shownWidth = sizeFieldText(current.width, unit);
  const shownHeight = sizeFieldText(current.height, unit);
  const [width, setWidth] = useState(shownWidth);
  const [height, setHeight] = useState(shownHeight);
  const [locked, setLocked] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const disabled = !calculator.isCustomSized;

  // The size in force (a listed size chosen, the answer, the unit switched) replaces a draft
  // and an earlier refusal (its limits may be in the other unit).
  useEffect(() => {
    setWidth(shownWidth);
    setHeight(shownHeight);
    setRefusal(null);
  }, [shownWidth, shownHeight]);

  const typed = (side: 'width' | 'height', text: string) => {
    const clean = cleanSizeText(text);
    setRefusal(null);
    const [setThis, setOther] = side === 'width' ? [setWidth, setHeight] : [setHeight, setWidth];
    setThis(clean);
    if (!locked) return;
    // Height / width of the size in force (the same in either unit), or its inverse.
    const ratio =
      side === 'width' ? current.height / current.width : current.width / current.height;
    const other = lockedOtherSide(sizeTextValue(clean), ratio);
    setOther(other === null ? '' : String(other));
  };

  const commit = () => {
    if (width === shownWidth && height === shownHeight) return;
    const result = commitCustomSize(width, height, unit, calculator.sizeLimits);
    if (!result.ok) {
      setRefusal(result.message);
      setWidth(shownWidth);
      setHeight(shownHeight);
      return;
    }
    setRefusal(null);
    dispatch(sizeChosen({ width: result.widthInches, height: result.heightInches }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    commit();
  };
  const onBlur = (e: FocusEvent<HTMLFormElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) commit();
  };
  // Escape drops a draft (the fields show the size in force again) and only that: the panel
  // closes on the next Escape.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || (width === shownWidth && height === shownHeight)) return;
    e.preventDefault();
    e.stopPropagation();
    setWidth(shownWidth);
    setHeight(shownHeight);
  };

  const unitName = unit === MeasurementUnit.Feet ? 'ft' : 'in';
  return (
    <form
      className="custom-size"
      onSubmit={onSubmit}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      data-testid="custom-size"
    >
      <fieldset className="custom-size-group" disabled={disabled}>
        <legend className="size-heading">{t('customSize')}</legend>
        {disabled ? <p className="hint">{t('customSizeUnavailable')}</p> : null}
        <div className="custom-size-fields">
          <label htmlFor={`${id}-w`}>{t('customSizeWidth', { unit: unitName })}</label>
          <label htmlFor={`${id}-h`}>{t('customSizeHeight', { unit: unitName })}</label>
          <input
            id={`${id}-w`}
            inputMode="decimal"
            autoComplete="off"
            value={width}
            aria-invalid={refusal !== null}
            aria-describedby={refusal ? `${id}-error` : undefined}
            onChange={(e) => typed('width', e.target.value)}
          />
          <input
            id={`${id}-h`}
            inputMode="decimal"
            autoComplete="off"
            value={height}
            aria-invalid={refusal !== null}
            aria-describedby={refusal ? `${id}-error` : undefined}
            onChange={(e) => typed('height', e.target.value)}
          />
        </div>
        <div className="custom-size-actions">
          <label className="custom-size-lock">
            <input type="checkbox" checked={locked} onChange={(e) => setLocked(e.target.checked)} />
            <span>{t('lockAspectRatio')}</span>
          </label>
          <button type="submit" className="button">
            {t('customSizeApply')}
          </button>
        </div>
        {refusal ? (
          <p role="alert" id={`${id}-error`} className="field-error" data-testid="size-error">
            {t('allowedSizeRange', {
              widthMin: refusal.widthMin,
              heightMin: refusal.heightMin,
              widthMax: refusal.widthMax,
              heightMax: refusal.heightMax,
              unit: refusal.unit,
            })}
          </p>
        ) : null}
      </fieldset>
    </form>
  );
}
