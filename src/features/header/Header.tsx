/**
 * The header (spec shell §2): logo link, product name and size, undo/redo, Start over, Flip and
 * Duplicate for double-sided products, quantity, total price, print files, Save, the cart link
 * with its count, Add To Cart / Update Cart, the tutorial and chat buttons' places, the theme
 * toggle and the user menu (My Designs with the design count). Always one row: what does not fit
 * the window's width goes to the More menu, and on the mobile layout the editing tools go under
 * the canvas (src/domain/layout/headerLayout); what still does not fit spills to More too
 * (useHeaderSpill).
 */
import { Fragment, useRef, useState } from 'react';
import { headerItemsAt } from '../../domain/layout/headerLayout';
import type { CompanyInfo } from '../../domain/websiteConfiguration';
import { useWindowWidth } from '../../ui/useWindowWidth';
import { HeaderItemView } from './HeaderItemView';
import { OverflowMenu } from './OverflowMenu';
import { PasskeysModal } from './PasskeysModal';
import { useHeaderSpill } from './useHeaderSpill';

export function Header(props: { company: CompanyInfo }) {
  const width = useWindowWidth();
  const [passkeysOpen, setPasskeysOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const spill = useHeaderSpill(header, width);
  const row = headerItemsAt('row', width, spill);
  const overflow = headerItemsAt('overflow', width, spill);
  const view = (inMenu: boolean) => (item: (typeof row)[number]) => (
    <Fragment key={item}>
      <HeaderItemView
        item={item}
        inMenu={inMenu}
        company={props.company}
        onPasskeys={() => setPasskeysOpen(true)}
      />
    </Fragment>
  );
  return (
    <header ref={header} className="app-header" data-testid="app-header">
      {row.map(view(false))}
      {overflow.length > 0 ? <OverflowMenu>{overflow.map(view(true))}</OverflowMenu> : null}
      <PasskeysModal open={passkeysOpen} onOpenChange={setPasskeysOpen} />
    </header>
  );
}
