/**
 * The button beside the header's total that opens the price details: the breakdown and "Buy
 * more save more". A popover: Escape, a click outside or the button closes it; focus moves into
 * it on opening (a screen reader reads it, Tab reaches its tiers) and back on Escape.
 */
import type { ProductCalculator } from '../../domain/product';
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/i18n';
import { Popover } from '../../ui/Popover';
import { BuyMoreSaveMore } from './BuyMoreSaveMore';
import { PriceBreakdown } from './PriceBreakdown';

/** Width of the panel where the screen allows it, px (a 390 px phone gets 374). */
const PANEL_WIDTH_PX = 360;

export function PriceDetails(props: { calculator: ProductCalculator }) {
  const t = useT();
  return (
    <Popover
      label={t('priceDetails')}
      buttonClassName="icon-button price-details-button"
      buttonContent={<Icon name="chevronDown" size={16} />}
      width={PANEL_WIDTH_PX}
      focusOnOpen
    >
      <div className="price-details" data-testid="price-details">
        <PriceBreakdown pricing={props.calculator.pricing} />
        <BuyMoreSaveMore calculator={props.calculator} />
      </div>
    </Popover>
  );
}
