/**
 * The user dropdown's items (spec shell §2 "User dropdown"): signed out — Sign in, Sign up,
 * My Designs with its count; signed in — Admin (Admins only, new tab), the storefront's account
 * pages, My Designs with its count, passkeys, Log out. My Designs opens this product's own list
 * over the designer (src/features/designs/MyDesignsModal). Links are plain anchors to the
 * storefront's paths from the remote routing configuration, so inside the designer they load a
 * full page; counts above 99 read 99+. Shown in the user menu, or in the header's More menu on
 * a phone (src/domain/layout/headerLayout).
 */
import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { UserMenuItem } from '../../domain/accounts/userMenu';
import { parseRouting, routePath, userMenuItems } from '../../domain/accounts/userMenu';
import { countLabel } from '../../domain/countLabel';
import { useT } from '../../ui/i18n';
import {
  accountModalOpened,
  selectIsAuthenticated,
  selectUser,
  useDesignQuantityQuery,
  useSignOut,
} from '../auth';
import { useWebsiteConfigurationQuery } from '../configuration';
import { useRunCommand } from '../editor';
import { LanguagePicker } from '../language';

export function UserMenuList(props: { onPasskeys: () => void }) {
  const t = useT();
  const dispatch = useDispatch();
  const run = useRunCommand();
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
    // My Designs is this product's own list (issue 19): it opens over the designer.
    if (i.id === 'myDesigns')
      return (
        <button
          type="button"
          className="user-menu-item"
          data-testid="menu-myDesigns"
          onClick={() => run('design.myDesigns')}
        >
          {label}
          {count}
        </button>
      );
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

  return (
    <>
      <ul className="user-menu" data-testid="user-menu" data-signed-in={signedIn}>
        {items.map((i) => (
          <li key={i.id}>{item(i)}</li>
        ))}
        {signedIn ? (
          <li>
            <button
              type="button"
              className="user-menu-item"
              data-testid="menu-passkeys"
              onClick={props.onPasskeys}
            >
              {t('passkeys')}
            </button>
          </li>
        ) : null}
      </ul>
      <LanguagePicker />
    </>
  );
}
