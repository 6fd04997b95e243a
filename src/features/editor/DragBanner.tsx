/**
 * The drag banner (spec canvas §2): shown once the artboard becomes scrollable after zooming,
 * closable, and never shown again once closed (remembered in local storage). On a touch screen
 * it speaks of two fingers, not of Space and a mouse.
 */
import { useEffect, useState } from 'react';
import { readLocal, writeLocal } from '../../platform/storage';
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/i18n';
import { useCoarsePointer } from '../../ui/useCoarsePointer';
import { isScrollable } from './scrollable';

const CLOSED_KEY = 'dragBannerClosed';

export function DragBanner(props: {
  workspace: React.RefObject<HTMLDivElement | null>;
  percent: number | null;
  /** The fit percent: the banner is for a user who zoomed in past it. */
  fitPercent: number | null;
}) {
  const t = useT();
  // No Space key or mouse on a touch screen: two fingers pan there (usePanning).
  const touch = useCoarsePointer();
  const [closed, setClosed] = useState(() => readLocal(CLOSED_KEY) === 'true');
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const el = props.workspace.current;
    const zoomedIn =
      props.percent !== null && props.fitPercent !== null && props.percent > props.fitPercent;
    if (!el || !zoomedIn) {
      setScrollable(false);
      return;
    }
    // Measured after layout: the canvas has its new size once React has committed the zoom.
    const frame = requestAnimationFrame(() => setScrollable(isScrollable(el)));
    return () => cancelAnimationFrame(frame);
  }, [props.workspace, props.percent, props.fitPercent]);
  if (closed || !scrollable) return null;
  return (
    <div className="drag-banner" role="status" data-testid="drag-banner">
      <span>{t(touch ? 'dragBannerTouch' : 'dragBanner')}</span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('close')}
        onClick={() => {
          writeLocal(CLOSED_KEY, 'true');
          setClosed(true);
        }}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
