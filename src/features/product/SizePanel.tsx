/** Panel 2: the product's sizes; choosing one recalculates the price and resizes the artboard. */
import { useDispatch, useSelector } from 'react-redux';
import { sizeLabel } from '../../domain/sizeLabel';
import { useT } from '../../ui/i18n';
import { Spinner } from '../../ui/Spinner';
import { panelClosed, useNarrowLayout } from '../panels';
import { selectProductSelection, sizeChosen } from './productSlice';
import { useCalculator } from './useCalculator';

export function SizePanel() {
  const t = useT();
  const dispatch = useDispatch();
  const narrow = useNarrowLayout();
  const { data, isFetching } = useCalculator();
  // The choice shows at once; the calculator's answer follows.
  const chosen = useSelector(selectProductSelection).size;
  if (!data) return <Spinner label={t('loading')} />;
  const unit = data.filter.measurementUnit;
  return (
    <fieldset className="size-list" aria-busy={isFetching}>
      <legend className="visually-hidden">{t('panelSize')}</legend>
      {data.sizes.map((s) => (
        <label key={s.id} className="size-option">
          <input
            type="radio"
            name="size"
            checked={chosen ? chosen.width === s.width && chosen.height === s.height : s.isSelected}
            onChange={() => {
              dispatch(sizeChosen({ width: s.width, height: s.height }));
              if (narrow) dispatch(panelClosed());
            }}
          />
          <span>{sizeLabel(s.width, s.height, unit)}</span>
        </label>
      ))}
    </fieldset>
  );
}
