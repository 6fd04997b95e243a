/**
 * One list of elements or backgrounds: a category tab's, or a search's across all of them.
 * Pages of 24 (SearchElement) are merged as the shopper scrolls (src/domain/content/panelLists);
 * an empty search says so in the spec's words. The parent keys it by tab and pattern, so a new
 * tab or search starts again from the first page.
 */
import { useCallback, useEffect, useState } from 'react';
import { hasMorePages, mergePage } from '../../domain/content/panelLists';
import type { ElementSummary, ElementType } from '../../domain/content/types';
import { CONTENT_PAGE_SIZE } from '../../domain/content/types';
import { useT } from '../../ui/i18n';
import { Spinner } from '../../ui/Spinner';
import { useSearchElementsQuery } from './contentApi';
import { ContentMasonry } from './ContentMasonry';

export function ElementList(props: {
  type: ElementType;
  /** null: every category (a search). */
  categoryId: number | null;
  pattern: string;
  /** What the list is of, for the no-result text ("elements", "backgrounds"). */
  tabLabel: string;
  onChoose(item: ElementSummary): void;
  testId: string;
}) {
  const t = useT();
  const [page, setPage] = useState(0);
  const [items, setItems] = useState<ElementSummary[]>([]);
  const [last, setLast] = useState({ count: 0, length: 0 });
  const { currentData, isError, refetch } = useSearchElementsQuery({
    type: props.type,
    pattern: props.pattern,
    elementCategoryId: props.categoryId,
    page: { number: page, size: CONTENT_PAGE_SIZE },
  });

  useEffect(() => {
    if (!currentData) return;
    setItems((shown) => mergePage(shown, currentData.data, page, CONTENT_PAGE_SIZE));
    setLast({ count: currentData.count, length: currentData.data.length });
  }, [currentData, page]);

  const loaded = page * CONTENT_PAGE_SIZE + last.length;
  const more = hasMorePages(last.count, loaded, last.length, CONTENT_PAGE_SIZE);
  const waiting = !currentData && !isError;
  const onMore = useCallback(() => setPage((p) => p + 1), []);

  if (isError)
    return (
      <p role="alert">
        {t('contentLoadFailed')}{' '}
        <button type="button" className="link-button" onClick={() => void refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  if (waiting && page === 0) return <Spinner label={t('loading')} />;
  if (items.length === 0 && currentData)
    return (
      <p className="hint" data-testid="content-no-results">
        {t('contentNoResults', { tab: props.tabLabel, pattern: props.pattern })}
      </p>
    );
  return (
    <ContentMasonry
      items={items.map((item) => ({ ...item, alt: item.imageAlt }))}
      onChoose={(item) => props.onChoose(item)}
      hasMore={more}
      loadingMore={waiting}
      onMore={onMore}
      testId={props.testId}
    />
  );
}
