/** Panel 1: the product list (Product/Personalized, first page of 20, by name). */
import { useDispatch, useSelector } from 'react-redux';
import type { ProductListItem } from '../../domain/product';
import { cdnUrl } from '../../domain/runtimeConfig';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { useT } from '../../ui/i18n';
import { Spinner } from '../../ui/Spinner';
import { panelClosed, useNarrowLayout } from '../panels';
import { usePersonalizedProductsQuery } from './productApi';
import { productChosen, selectProductSelection } from './productSlice';

const FIRST_PAGE = {
  page: { number: 0, size: 20 },
  sort: { member: 'name', direction: 0 },
} as const;

export function ProductsPanel() {
  const t = useT();
  const dispatch = useDispatch();
  const narrow = useNarrowLayout();
  const selected = useSelector(selectProductSelection).productId;
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const { data, isLoading, isError, refetch } = usePersonalizedProductsQuery(FIRST_PAGE);

  if (isLoading) return <Spinner label={t('loading')} />;
  if (isError || !data)
    return (
      <p role="alert">
        {t('opsSomethingWentWrong')}{' '}
        <button type="button" className="link-button" onClick={() => void refetch()}>
          {t('retry')}
        </button>
      </p>
    );

  const items: ProductListItem[] = [
    ...data.frequentlyUsed,
    ...data.other.filter((o) => !data.frequentlyUsed.some((f) => f.productId === o.productId)),
  ];
  return (
    <ul className="product-list" role="list">
      {items.map((p) => (
        <li key={p.productId}>
          <button
            type="button"
            className="product-card"
            aria-pressed={p.productId === selected}
            data-product-id={p.productId}
            onClick={() => {
              dispatch(productChosen(p.productId));
              if (narrow) dispatch(panelClosed());
            }}
          >
            {p.images[0] ? (
              <img src={cdnUrl(runtime, p.images[0].path)} alt={p.images[0].alt} loading="lazy" />
            ) : null}
            <span className="product-card-name">{p.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
