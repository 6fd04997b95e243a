/**
 * One of the header's controls (spec shell §2) as it shows in the header's row or in its More
 * menu: in the menu, icon buttons carry their label beside the icon.
 */
import { useDispatch, useSelector } from 'react-redux';
import type { HeaderItem } from '../../domain/layout/headerLayout';
import { cdnUrl } from '../../domain/runtimeConfig';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import type { CompanyInfo } from '../../domain/websiteConfiguration';
import { Icon } from '../../ui/icons';
import { useFormat, useT } from '../../ui/i18n';
import { accountModalOpened } from '../auth';
import { AddToCartButton, CartLink } from '../cart';
import { SaveButton } from '../designs';
import { CommandButton, HistoryTools, SidesTools } from '../editor';
import { ExportButton } from '../export';
import { PriceDetails, QuantitySelector, useCalculator } from '../product';
import { ThemeToggle } from '../theme';
import { ChatButton } from '../thirdParty';
import { TutorialButton } from '../tour';
import { ProductSummary } from './ProductSummary';
import { UserMenu, useUserMenuName } from './UserMenu';
import { UserMenuList } from './UserMenuList';

export function HeaderItemView(props: {
  item: HeaderItem;
  inMenu: boolean;
  company: CompanyInfo;
  onPasskeys: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const dispatch = useDispatch();
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const { data: calc } = useCalculator();
  const userName = useUserMenuName();
  const { inMenu } = props;
  switch (props.item) {
    case 'logo': {
      const name = props.company.name || t('appName');
      return (
        <a href="/" className="logo" aria-label={t('logoHome', { name })}>
          {props.company.logoPath ? (
            <img src={cdnUrl(runtime, props.company.logoPath)} alt="" />
          ) : (
            // Without a logo picture, phones show a home icon where the name does not fit.
            <span className="logo-icon">
              <Icon name="home" />
            </span>
          )}
          <span className="logo-text">{name}</span>
        </a>
      );
    }
    case 'productInfo':
      return <ProductSummary />;
    case 'history':
      return <HistoryTools />;
    case 'reset':
      return (
        <CommandButton
          id="history.reset"
          look={inMenu ? 'iconText' : 'icon'}
          className={inMenu ? 'menu-action' : undefined}
        />
      );
    case 'sides':
      return <SidesTools />;
    case 'quantity':
      return calc ? (
        <div className="header-quantity" data-keeps-overflow>
          {inMenu ? <span className="menu-heading">{t('quantity')}</span> : null}
          <QuantitySelector calculator={calc} />
        </div>
      ) : null;
    case 'price':
      return (
        <div className="price-group">
          <output className="price" data-testid="total-price" aria-label={t('totalPrice')}>
            {calc ? format.price(calc.pricing.totalDiscountedPrice) : '–'}
          </output>
          {calc ? <PriceDetails calculator={calc} /> : null}
        </div>
      );
    case 'export':
      return <ExportButton />;
    case 'save':
      return <SaveButton />;
    case 'cart':
      return <CartLink showLabel={inMenu} />;
    case 'addToCart':
      return (
        <AddToCartButton
          onSignInRequired={() => dispatch(accountModalOpened({ modal: 'login' }))}
        />
      );
    case 'tutorial':
      return <TutorialButton showLabel={inMenu} />;
    case 'chat':
      return <ChatButton />;
    case 'theme':
      return <ThemeToggle showLabel={inMenu} />;
    case 'user':
      return inMenu ? (
        <section className="menu-user" aria-label={t('accountMenu')}>
          <span className="menu-heading">{userName}</span>
          <UserMenuList onPasskeys={props.onPasskeys} />
        </section>
      ) : (
        <UserMenu onPasskeys={props.onPasskeys} />
      );
  }
}
