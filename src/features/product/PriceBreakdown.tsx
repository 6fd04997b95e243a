/**
 * Why the price is what it is (issue 17): the server's breakdown lines (what is counted,
 * quantity × unit price, amount), the total before the quantity discount, the tier applied and
 * what it saved, the total, and what the next tier would save. Every figure is the server's
 * (`pricing`); nothing here is computed but formatting.
 */
import { breakdownMaths } from '../../domain/breakdownMaths';
import type { Pricing } from '../../domain/product';
import { useFormat, useT } from '../../ui/i18n';

export function PriceBreakdown(props: { pricing: Pricing }) {
  const t = useT();
  const format = useFormat();
  const { breakdown, appliedTier, nextTier } = props.pricing;
  return (
    <section className="price-breakdown" aria-labelledby="price-breakdown-title">
      <h2 id="price-breakdown-title" className="price-details-title">
        {t('priceBreakdownTitle')}
      </h2>
      {breakdown.length === 0 ? <p className="hint">{t('priceBreakdownUnavailable')}</p> : null}
      <table className="price-table">
        {breakdown.length > 0 ? (
          <tbody>
            {breakdown.map((line) => {
              const maths = breakdownMaths(line, format);
              return (
                <tr key={line.key} data-testid="price-line" data-key={line.key}>
                  <th scope="row">
                    <span className="price-line-label">{line.label}</span>
                    {maths ? <span className="hint price-line-maths">{maths}</span> : null}
                  </th>
                  <td className="price-amount">{format.price(line.amount)}</td>
                </tr>
              );
            })}
          </tbody>
        ) : null}
        <tfoot>
          <tr data-testid="price-before-discount">
            <th scope="row">{t('priceBeforeDiscount')}</th>
            <td className="price-amount">{format.price(props.pricing.totalPrice)}</td>
          </tr>
          {appliedTier ? (
            <tr data-testid="price-applied-tier">
              <th scope="row">
                {t('priceTierApplied', {
                  percent: appliedTier.percent,
                  count: format.count(appliedTier.count),
                })}
              </th>
              <td className="price-amount">−{format.price(appliedTier.saved)}</td>
            </tr>
          ) : null}
          <tr className="price-total" data-testid="price-total">
            <th scope="row">{t('priceTotal')}</th>
            <td className="price-amount">{format.price(props.pricing.totalDiscountedPrice)}</td>
          </tr>
        </tfoot>
      </table>
      {nextTier ? (
        <p className="price-next-tier" data-testid="price-next-tier">
          {t('priceTierNext', {
            count: format.count(nextTier.count),
            percent: nextTier.percent,
            eachPrice: format.price(nextTier.eachPrice),
            saved: format.price(nextTier.saved),
          })}
        </p>
      ) : null}
    </section>
  );
}
