/**
 * One list of stock images (GET StockImages: searchText, page.number, page.size 20; the answer's
 * `data[0].images`), pages appended as the shopper scrolls. A list that cannot be loaded shows
 * the persistent 'Error loading imagesData' toast (spec canvas §8) and a retry.
 */
import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { hasMorePages, mergePage } from '../../domain/content/panelLists';
import type { StockImage } from '../../domain/content/types';
import { STOCK_PAGE_SIZE } from '../../domain/content/types';
import { useT } from '../../ui/i18n';
import { Spinner } from '../../ui/Spinner';
import { notify } from '../notifications';
import { useStockImagesQuery } from './contentApi';
import { ContentMasonry } from './ContentMasonry';

export function StockImageList(props: { searchText: string; onChoose(image: StockImage): void }) {
  const t = useT();
  const dispatch = useDispatch();
  const [page, setPage] = useState(0);
  const [items, setItems] = useState<StockImage[]>([]);
  const [last, setLast] = useState({ count: 0, length: 0 });
  const { currentData, isError, refetch } = useStockImagesQuery({
    searchText: props.searchText,
    page,
    size: STOCK_PAGE_SIZE,
  });

  useEffect(() => {
    const answer = currentData?.data[0];
    if (!answer) return;
    setItems((shown) => mergePage(shown, answer.images, page, STOCK_PAGE_SIZE));
    setLast({ count: answer.total, length: answer.images.length });
  }, [currentData, page]);
  useEffect(() => {
    if (isError)
      dispatch(notify({ kind: 'error', messageKeys: ['stockImagesLoadFailed'], timerMs: null }));
  }, [isError, dispatch]);

  const loaded = page * STOCK_PAGE_SIZE + last.length;
  const more = hasMorePages(last.count, loaded, last.length, STOCK_PAGE_SIZE);
  const waiting = !currentData && !isError;
  const onMore = useCallback(() => setPage((p) => p + 1), []);

  if (isError)
    return (
      <button type="button" className="link-button" onClick={() => void refetch()}>
        {t('retry')}
      </button>
    );
  if (waiting && page === 0) return <Spinner label={t('loading')} />;
  if (items.length === 0 && currentData)
    return (
      <p className="hint" data-testid="content-no-results">
        {t('contentNoResults', { tab: t('contentStockTab'), pattern: props.searchText })}
      </p>
    );
  return (
    <ContentMasonry
      items={items.map((image) => ({
        ...image,
        imagePath: image.url,
        thumbnailUrl: image.previewUrl,
      }))}
      onChoose={(item) => props.onChoose(item)}
      hasMore={more}
      loadingMore={waiting}
      onMore={onMore}
      testId="stock-list"
    />
  );
}
