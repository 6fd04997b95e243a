/** The header's product name and size summary (spec shell §2), e.g. "Vinyl Banner" / 6' x 3'. */
import { useFormat } from '../../ui/i18n';
import { useCalculator } from '../product';

export function ProductSummary() {
  const format = useFormat();
  const { data: calc, isFetching } = useCalculator();
  return (
    <div className="product-info" data-testid="product-info" aria-busy={isFetching}>
      {calc ? (
        <>
          <h1 className="product-name" data-testid="product-name">
            {calc.name}
          </h1>
          <span className="product-size" data-testid="product-size">
            {format.size(calc.filter.width, calc.filter.height, calc.filter.measurementUnit)}
          </span>
        </>
      ) : null}
    </div>
  );
}
