/**
 * "Buy more save more" (spec shell §5): the tiers with a count over 1 and above the quantity
 * ordered, each with its count, price each and percent saved. A tier whose count the product
 * sells is a button that orders that many.
 */
import { useDispatch, useSelector } from 'react-redux';
import { visibleDiscounts } from '../../domain/pricing';
import type { ProductCalculator } from '../../domain/product';
import { isOrderableQuantity, maxQuantityFrom } from '../../domain/quantity';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { useFormat, useT } from '../../ui/i18n';
import { quantityChosen } from './productSlice';

export function BuyMoreSaveMore(props: { calculator: ProductCalculator }) {
  const t = useT();
  const format = useFormat();
  const dispatch = useDispatch();
  const maxSetting = useSelector(
    (s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig.MAX_QUANTITY,
  );
  const { calculator } = props;
  const tiers = visibleDiscounts(calculator.pricing.discounts, calculator.filter.quantity);
  if (tiers.length === 0) return null;
  const rule = {
    min: calculator.minQuantity,
    step: calculator.quantityStep,
    max: maxQuantityFrom(maxSetting),
  };
  const listed = calculator.quantities.map((q) => q.quantity);
  return (
    <section className="buy-more" aria-labelledby="buy-more-title" data-testid="buy-more">
      <h2 id="buy-more-title" className="price-details-title">
        {t('buyMoreSaveMore')}
      </h2>
      <ul className="buy-more-tiers">
        {tiers.map((tier) => {
          const text = t('buyMoreTier', {
            count: format.count(tier.count),
            eachPrice: format.price(tier.eachPrice),
            percent: tier.percent,
          });
          return (
            <li key={tier.count} data-testid="buy-more-tier">
              {isOrderableQuantity(tier.count, rule, listed) ? (
                <button
                  type="button"
                  className="buy-more-tier"
                  onClick={() => dispatch(quantityChosen(tier.count))}
                >
                  {text}
                </button>
              ) : (
                <span className="buy-more-tier">{text}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
