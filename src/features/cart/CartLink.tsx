/**
 * The header's cart link with the number of items in the cart (spec shell §2; 99+ above 99).
 * The cart page is served outside the designer, so the link loads a full page.
 */
import { countLabel } from '../../domain/countLabel';
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/i18n';
import { useCartsQuantityQuery } from './cartApi';
import { shoppingCartPath } from './cartPaths';

/** `showLabel`: the word Cart beside the icon (the header's More menu). */
export function CartLink(props: { showLabel?: boolean }) {
  const t = useT();
  const { data } = useCartsQuantityQuery();
  const count = data?.count ?? 0;
  return (
    <a
      className={props.showLabel ? 'menu-action cart-link' : 'icon-button cart-link'}
      href={shoppingCartPath()}
      data-testid="cart-link"
      aria-label={t('cartLinkLabel', { count })}
    >
      <Icon name="cart" size={20} />
      {props.showLabel ? <span className="button-label">{t('cartLinkText')}</span> : null}
      {count > 0 ? (
        <span className="count-badge" data-testid="cart-count" aria-hidden="true">
          {countLabel(count)}
        </span>
      ) : null}
    </a>
  );
}
