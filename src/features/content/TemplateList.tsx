/**
 * One list of templates (template/Search): a category's, or a search's; the product's and the
 * general ones, in the product's orientation. Pages of 24 merged as the shopper scrolls, as the
 * element lists (src/features/content/ElementList). Keyed by the parent per query.
 */
import { useCallback, useEffect, useState } from 'react';
import { hasMorePages, mergePage } from '../../domain/content/panelLists';
import type { SearchTemplateRequest, TemplateSummary } from '../../domain/content/types';
import { CONTENT_PAGE_SIZE } from '../../domain/content/types';
import { useT } from '../../ui/i18n';
import { Spinner } from '../../ui/Spinner';
import { useSearchTemplatesQuery } from './contentApi';
import { ContentMasonry } from './ContentMasonry';

export function TemplateList(props: {
  query: Omit<SearchTemplateRequest, 'page'>;
  onChoose(item: TemplateSummary): void;
}) {
  const t = useT();
  const [page, setPage] = useState(0);
  const [items, setItems] = useState<TemplateSummary[]>([]);
  const [last, setLast] = useState({ count: 0, length: 0 });
  const { currentData, isError, refetch } = useSearchTemplatesQuery({
    ...props.query,
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
        {t('contentNoResults', {
          tab: t('contentTemplatesTab'),
          pattern: props.query.pattern ?? '',
        })}
      </p>
    );
  return (
    <ContentMasonry
      items={items.map((item) => ({ ...item, imagePath: item.previewPath, alt: item.name }))}
      onChoose={(item) => props.onChoose(item)}
      hasMore={more}
      loadingMore={waiting}
      onMore={onMore}
      testId="templates-list"
    />
  );
}
