/**
 * The product's sizes, with the orientation switch when a size may be turned (spec shell §3
 * `hasOrientation`: the calculator takes such a size either way round). Sizes are shown in the
 * orientation chosen; choosing one sends it that way round.
 */
import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ProductCalculator } from '../../domain/product';
import { sizeLabel } from '../../domain/sizeLabel';
import type { Orientation, SizeInches } from '../../domain/sizeOrientation';
import {
  offersOrientation,
  orientationOf,
  orientedSize,
  rotatedSize,
} from '../../domain/sizeOrientation';
import { round3 } from '../../domain/units';
import type { MeasurementUnit } from '../../domain/units';
import { useFormat, useT } from '../../ui/i18n';
import { panelClosed, useNarrowLayout } from '../panels';
import { sizeChosen } from './productSlice';

const ORIENTATIONS = [
  { orientation: 'landscape', labelKey: 'sizeLandscape' },
  { orientation: 'portrait', labelKey: 'sizePortrait' },
] as const;

const same = (a: SizeInches, b: SizeInches) =>
  round3(a.width) === round3(b.width) && round3(a.height) === round3(b.height);

export function SizeList(props: {
  calculator: ProductCalculator;
  current: SizeInches;
  unit: MeasurementUnit;
}) {
  const t = useT();
  const format = useFormat();
  const dispatch = useDispatch();
  const narrow = useNarrowLayout();
  const { calculator, current, unit } = props;
  const currentOrientation = orientationOf(current.width, current.height);
  // A square size has no orientation: the sizes keep the one last chosen.
  const [orientation, setOrientation] = useState<Orientation>(currentOrientation ?? 'landscape');
  useEffect(() => {
    if (currentOrientation) setOrientation(currentOrientation);
  }, [currentOrientation]);

  const choose = (size: SizeInches) => {
    dispatch(sizeChosen(size));
    if (narrow) dispatch(panelClosed());
  };
  const turn = (next: Orientation) => {
    setOrientation(next);
    const turned = rotatedSize(current, next, calculator.sizes, calculator.isCustomSized);
    if (turned) dispatch(sizeChosen(turned));
  };

  return (
    <>
      {offersOrientation(calculator.sizes) ? (
        <fieldset className="segmented" data-testid="orientation-switch">
          <legend className="segmented-legend">{t('sizeOrientation')}</legend>
          {ORIENTATIONS.map((o) => (
            <label key={o.orientation} className="segmented-option">
              <input
                type="radio"
                name="size-orientation"
                checked={orientation === o.orientation}
                onChange={() => turn(o.orientation)}
              />
              <span>{t(o.labelKey)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <fieldset className="size-list" data-testid="size-list">
        <legend className="size-heading">{t('sizeListed')}</legend>
        {calculator.sizes.map((s) => {
          const shown = orientedSize(s, orientation);
          return (
            <label key={s.id} className="size-option">
              <input
                type="radio"
                name="size"
                checked={same(shown, current)}
                onChange={() => choose(shown)}
              />
              <span>{sizeLabel(shown.width, shown.height, unit, format)}</span>
            </label>
          );
        })}
      </fieldset>
    </>
  );
}
