/**
 * Panel 2 (spec shell §5): the feet/inches switch for products measured in feet, the product's
 * sizes (both ways round where a size has orientation), the custom size, and the 67-inch person
 * beside the product. Every choice recalculates the price and resizes the artboard.
 */
import { useSelector } from 'react-redux';
import { offersFeetSwitch } from '../../domain/customSizeFields';
import { showsSizeComparison } from '../../domain/sizeComparison';
import { useT } from '../../ui/i18n';
import { Spinner } from '../../ui/Spinner';
import { CustomSizeForm } from './CustomSizeForm';
import { selectProductSelection } from './productSlice';
import { SizeComparisonFigure } from './SizeComparisonFigure';
import { SizeList } from './SizeList';
import { UnitSwitch } from './UnitSwitch';
import { useCalculator } from './useCalculator';

export function SizePanel() {
  const t = useT();
  const { data, isFetching } = useCalculator();
  const selection = useSelector(selectProductSelection);
  if (!data) return <Spinner label={t('loading')} />;
  // The choice shows at once; the calculator's answer follows.
  const unit = selection.measurementUnit ?? data.filter.measurementUnit;
  const current = selection.size ?? { width: data.filter.width, height: data.filter.height };
  return (
    <div className="size-panel" aria-busy={isFetching}>
      {offersFeetSwitch(data.productMeasurementUnit) ? <UnitSwitch unit={unit} /> : null}
      <SizeList calculator={data} current={current} unit={unit} />
      <CustomSizeForm calculator={data} current={current} unit={unit} />
      {showsSizeComparison(data.hasShapeImage, current.height) ? (
        <SizeComparisonFigure width={current.width} height={current.height} unit={unit} />
      ) : null}
    </div>
  );
}
