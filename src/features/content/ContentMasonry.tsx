/**
 * A content panel's thumbnails in masonry columns (spec shell §9: columns per breakpoint), each
 * a button that chooses the item. Thumbnails load lazily at the size shown: `/images/process`
 * at the column's width × devicePixelRatio (src/domain/content/panelLists). A sentinel after
 * the last row asks for the next page when it scrolls into view (IntersectionObserver).
 */
import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { masonryColumns, masonryDeal, thumbnailWidth } from '../../domain/content/panelLists';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { cdnUrl } from '../../domain/runtimeConfig';
import { useT } from '../../ui/i18n';
import { Spinner } from '../../ui/Spinner';
import { useViewportWidth } from './useViewportWidth';

export interface MasonryItem {
  id: number | string;
  /** Root-relative picture on our server (thumbnailed through /images/process). */
  imagePath: string;
  alt: string;
  /** A thumbnail URL of its own (a stock provider's preview) instead of `/images/process`. */
  thumbnailUrl?: string;
}

/**
 * A thumbnail holds a square until its picture arrives (so a page fills the panel before any
 * has loaded, and the next page waits for a scroll), then takes the picture's own shape.
 */
function keepShape(e: { currentTarget: HTMLImageElement }) {
  const { naturalWidth: w, naturalHeight: h } = e.currentTarget;
  if (w > 0 && h > 0) e.currentTarget.style.aspectRatio = `${w} / ${h}`;
}

/** Space between columns and thumbnails, px (content.css `.content-masonry`). */
const GAP_PX = 8;

export function ContentMasonry<T extends MasonryItem>(props: {
  items: readonly T[];
  onChoose(item: T): void;
  hasMore: boolean;
  loadingMore: boolean;
  onMore(): void;
  testId: string;
}) {
  const t = useT();
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const columns = masonryColumns(useViewportWidth());
  const grid = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const [gridWidth, setGridWidth] = useState(0);
  const { hasMore, loadingMore, onMore } = props;

  useEffect(() => {
    const element = grid.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setGridWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = sentinel.current;
    // Not before the columns are laid out: an empty grid would show the sentinel at once.
    if (!element || !hasMore || loadingMore || gridWidth === 0) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onMore();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, onMore, gridWidth]);

  const columnWidth = Math.max(1, (gridWidth - GAP_PX * (columns - 1)) / columns);
  const width = thumbnailWidth(columnWidth, window.devicePixelRatio);
  const src = (path: string) =>
    cdnUrl(runtime, `/images/process?src=${encodeURIComponent(path)}&width=${width}`);
  return (
    <div className="content-masonry-wrap" data-testid={props.testId}>
      <div className="content-masonry" ref={grid} data-columns={columns}>
        {gridWidth > 0
          ? masonryDeal(props.items, columns).map((column, c) => (
              <div className="content-masonry-column" key={c}>
                {column.map((item) => (
                  <button
                    key={item.id}
                    type="button"
                    className="content-thumb"
                    title={item.alt}
                    data-item-id={item.id}
                    onClick={() => props.onChoose(item)}
                  >
                    <img
                      src={
                        item.thumbnailUrl ? cdnUrl(runtime, item.thumbnailUrl) : src(item.imagePath)
                      }
                      alt={item.alt}
                      loading="lazy"
                      decoding="async"
                      onLoad={keepShape}
                    />
                  </button>
                ))}
              </div>
            ))
          : null}
      </div>
      <div ref={sentinel} className="content-masonry-sentinel" aria-hidden="true" />
      {loadingMore ? <Spinner label={t('loading')} /> : null}
    </div>
  );
}
