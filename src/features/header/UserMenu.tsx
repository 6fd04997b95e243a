/**
 * The user dropdown in the header (spec shell §2 "User dropdown"): a button with the user's
 * name (or "Account") and the saved-design count (99+ above 99), opening the menu's items
 * (UserMenuList, where My Designs shows the count too).
 */
import { useSelector } from 'react-redux';
import { Icon } from '../../ui/icons';
import { Popover } from '../../ui/Popover';
import { useT } from '../../ui/i18n';
import { countLabel } from '../../domain/countLabel';
import { selectIsAuthenticated, selectUser, useDesignQuantityQuery } from '../auth';
import { UserMenuList } from './UserMenuList';

/** The name the user menu's button shows: the user's first name or email, else "Account". */
export function useUserMenuName(): string {
  const t = useT();
  const signedIn = useSelector(selectIsAuthenticated);
  const user = useSelector(selectUser);
  return signedIn && user ? user.firstName || user.email : t('accountMenu');
}

export function UserMenu(props: { onPasskeys: () => void }) {
  const t = useT();
  const name = useUserMenuName();
  const count = useDesignQuantityQuery().data;
  return (
    <Popover
      label={t('accountMenu')}
      buttonClassName="user-menu-button"
      width={240}
      closeOnPanelClick
      buttonContent={
        <>
          <Icon name="user" />
          <span className="user-menu-name" data-testid="user-menu-name">
            {name}
          </span>
          {count ? (
            <span className="count-badge" data-testid="header-design-count" aria-hidden="true">
              {countLabel(count)}
            </span>
          ) : null}
        </>
      }
    >
      <UserMenuList onPasskeys={props.onPasskeys} />
    </Popover>
  );
}
