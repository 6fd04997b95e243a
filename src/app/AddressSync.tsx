/**
 * Keeps the address bar in step with the state: `ati` follows the open panel and `pId` the
 * chosen product (replacing the entry, so Back leaves the designer rather than replaying clicks).
 */
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { QUERY_KEYS, withActivePanel } from '../domain/queryParams';
import { selectActivePanel } from '../features/panels';
import { selectProductSelection } from '../features/product';

export function AddressSync() {
  const active = useSelector(selectActivePanel);
  const productId = useSelector(selectProductSelection).productId;
  const [params, setParams] = useSearchParams();

  useEffect(() => {
    const next = new URLSearchParams(withActivePanel(params.toString(), active));
    if (productId !== null) next.set(QUERY_KEYS.productId, String(productId));
    if (next.toString() !== params.toString()) setParams(next, { replace: true });
  }, [active, productId, params, setParams]);

  return null;
}
