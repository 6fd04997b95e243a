/**
 * The user dropdown in the header (spec shell §2 "User dropdown"): signed out — Sign in, Sign up,
 * My Designs with its count; signed in — Admin (Admins only, new tab), the storefront's account
 * pages, My Designs with its count, Log out. Links are plain anchors to the storefront's paths
 * from the remote routing configuration, so inside the designer they load a full page; counts
 * above 99 read 99+.
 */
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { UserMenuItem } from '../../domain/accounts/userMenu';
import { countLabel, parseRouting, routePath, userMenuItems } from '../../domain/accounts/userMenu';
import { Icon } from '../../ui/icons';
import { Popover } from '../../ui/Popover';
import { useT } from '../../ui/i18n';
import {
  accountModalOpened,
  selectIsAuthenticated,
  selectUser,
  useDesignQuantityQuery,
  useSignOut,
} from '../auth';
import { useWebsiteConfigurationQuery } from '../configuration';

export function UserMenu() {
  const t = useT();
  const dispatch = useDispatch();
  const signedIn = useSelector(selectIsAuthenticated);
  const user = useSelector(selectUser);
  const routingAnswer = useWebsiteConfigurationQuery('routing').data;
  const routing = useMemo(() => parseRouting(routingAnswer), [routingAnswer]);
  const designCount = countLabel(useDesignQuantityQuery().data);
  const signOut = useSignOut();
  const items = userMenuItems(signedIn, user?.roles ?? []);

  const item = (i: UserMenuItem) => {
    const label = t(i.labelKey);
    const count =
      i.showsDesignCount && designCount !== null ? (
        <span className="menu-count" data-testid="design-count">
          {designCount}
        </span>
      ) : null;
    if (i.routeKey)
      return (
        <a
          href={routePath(routing, i.routeKey)}
          className="user-menu-item"
          data-testid={`menu-${i.id}`}
          {...(i.newTab ? { target: '_blank', rel: 'noopener' } : {})}
        >
          {label}
          {count}
        </a>
      );
    const act =
      i.id === 'logOut'
        ? () => void signOut()
        : () =>
            dispatch(accountModalOpened({ modal: i.id === 'signUp' ? 'registration' : 'login' }));
    return (
      <button type="button" className="user-menu-item" data-testid={`menu-${i.id}`} onClick={act}>
        {label}
      </button>
    );
  };

  const name = signedIn && user ? user.firstName || user.email : t('accountMenu');
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
        </>
      }
    >
      <ul className="user-menu" data-testid="user-menu" data-signed-in={signedIn}>
        {items.map((i) => (
          <li key={i.id}>{item(i)}</li>
        ))}
      </ul>
    </Popover>
  );
}
