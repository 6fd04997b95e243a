/**
 * The header skeleton (spec shell §2): logo link, product name and size, quantity, total price,
 * the print files export, Add To Cart (disabled until a design exists), theme toggle, user menu.
 */
import { useDispatch, useSelector } from 'react-redux';
import { cdnUrl } from '../../domain/runtimeConfig';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import type { CompanyInfo } from '../../domain/websiteConfiguration';
import { useFormat, useT } from '../../ui/i18n';
import { accountModalOpened } from '../auth';
import { AddToCartButton, CartLink } from '../cart';
import { SaveButton } from '../designs';
import { ExportButton } from '../export';
import { PriceDetails, QuantitySelector, useCalculator } from '../product';
import { ThemeToggle } from '../theme';
import { ChatButton } from '../thirdParty';
import { TutorialButton } from '../tour';
import { UserMenu } from './UserMenu';

export function Header(props: { company: CompanyInfo }) {
  const t = useT();
  const format = useFormat();
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const dispatch = useDispatch();
  const { data: calc, isFetching } = useCalculator();
  const name = props.company.name || t('appName');
  return (
    <header className="app-header">
      <a href="/" className="logo" aria-label={t('logoHome', { name })}>
        {props.company.logoPath ? (
          <img src={cdnUrl(runtime, props.company.logoPath)} alt="" />
        ) : null}
        <span className="logo-text">{name}</span>
      </a>
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
      <div className="header-actions">
        {calc ? <QuantitySelector calculator={calc} /> : null}
        <div className="price-group">
          <output className="price" data-testid="total-price" aria-label={t('totalPrice')}>
            {calc ? format.price(calc.pricing.totalDiscountedPrice) : '–'}
          </output>
          {calc ? <PriceDetails calculator={calc} /> : null}
        </div>
        <ExportButton />
        <SaveButton />
        <CartLink />
        <AddToCartButton
          onSignInRequired={() => dispatch(accountModalOpened({ modal: 'login' }))}
        />
        <ThemeToggle />
        <TutorialButton />
        <ChatButton />
        <UserMenu />
      </div>
    </header>
  );
}
