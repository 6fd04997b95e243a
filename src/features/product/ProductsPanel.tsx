/**
 * Panel 1: the product list (Product/Personalized, a page of 20): a search (sent 400 ms after
 * the last key; the server orders matches by score), the frequently used products first, the
 * server's labels, the current product marked. Choosing another product while the back side
 * holds a design asks first (BackSideGuard).
 */
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { PersonalizedRequest, ProductListItem } from '../../domain/product';
import { TUNABLES } from '../../domain/tunables';
import { useT } from '../../ui/i18n';
import { Spinner } from '../../ui/Spinner';
import { panelClosed, useNarrowLayout } from '../panels';
import { useBackSideGuard } from './BackSideGuard';
import { ProductCard } from './ProductCard';
import { usePersonalizedProductsQuery } from './productApi';
import { productChosen, selectProductSelection } from './productSlice';

const { pageSize, searchDelayMs, maxPatternLength } = TUNABLES.products;

/** Page 1 of the list, or of the matches of `pattern` (best first: the server's default). */
function listRequest(pattern: string): PersonalizedRequest {
  const page = { number: 0, size: pageSize };
  return pattern ? { page, pattern } : { page, sort: { member: 'name', direction: 0 } };
}

/** `value`, once it has not changed for `delayMs`. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function ProductsPanel() {
  const t = useT();
  const dispatch = useDispatch();
  const narrow = useNarrowLayout();
  const { guard } = useBackSideGuard();
  const selected = useSelector(selectProductSelection).productId;
  const [typed, setTyped] = useState('');
  const pattern = useSettled(typed.trim(), searchDelayMs);
  const { data, isFetching, isError, refetch } = usePersonalizedProductsQuery(listRequest(pattern));

  const items: ProductListItem[] = data
    ? [
        ...data.frequentlyUsed,
        ...data.other.filter((o) => !data.frequentlyUsed.some((f) => f.productId === o.productId)),
      ]
    : [];
  const choose = (productId: number) => {
    if (productId === selected) return;
    guard(null, () => {
      dispatch(productChosen(productId));
      if (narrow) dispatch(panelClosed());
    });
  };
  return (
    <div className="products-panel">
      <input
        type="search"
        className="product-search"
        aria-label={t('productSearch')}
        placeholder={t('productSearch')}
        maxLength={maxPatternLength}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      {isError ? (
        <p role="alert">
          {t('opsSomethingWentWrong')}{' '}
          <button type="button" className="link-button" onClick={() => void refetch()}>
            {t('retry')}
          </button>
        </p>
      ) : !data ? (
        <Spinner label={t('loading')} />
      ) : items.length === 0 ? (
        <p className="hint">{t('productSearchNoResults')}</p>
      ) : (
        <ul className="product-list" role="list" aria-busy={isFetching}>
          {items.map((p) => (
            <li key={p.productId}>
              <ProductCard
                product={p}
                current={p.productId === selected}
                onChoose={() => choose(p.productId)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
