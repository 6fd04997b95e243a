/**
 * The tour's overlay (spec shell §2 "Tour guide overlay"): a backdrop dimming the screen but for
 * a spotlight around the step's element (15 px gap, 10 px from the edges), and a tip beside it
 * where 50 px are free (src/domain/tour/spotlight). The backdrop swallows clicks; the open panel
 * stays open meanwhile (PanelHost checks the running tour). Escape skips.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Rect, Viewport } from '../../domain/tour';
import { spotlightRect, stepButtons, tipPosition, tipSide } from '../../domain/tour';
import { cdnUrl } from '../../domain/runtimeConfig';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { useT } from '../../ui/i18n';
import { RichText } from './RichText';
import type { TourItem } from './tourApi';

export interface TourOverlayProps {
  step: TourItem;
  index: number;
  count: number;
  viewport: Viewport;
  runtime: RuntimeConfig;
  onNext(): void;
  onPrevious(): void;
  onSkip(): void;
  onDone(): void;
}

/** The step's element's box, or null when it is not on the page (the tip is then centred). */
function targetRect(selector: string): Rect | null {
  let el: Element | null;
  try {
    el = document.querySelector(selector);
  } catch {
    return null; // A selector the browser refuses: the tip is centred.
  }
  if (!el) return null;
  const r = el.getBoundingClientRect();
  return r.width === 0 && r.height === 0
    ? null
    : { left: r.left, top: r.top, width: r.width, height: r.height };
}

/** Follows the element's box: it moves while the layout settles (panels, zoom, fonts). */
function useTargetRect(selector: string, viewport: Viewport): Rect | null {
  const [rect, setRect] = useState<Rect | null>(() => targetRect(selector));
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      const next = targetRect(selector);
      setRect((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
      frame = requestAnimationFrame(measure);
    };
    measure();
    return () => cancelAnimationFrame(frame);
  }, [selector, viewport]);
  return rect;
}

export function TourOverlay(props: TourOverlayProps) {
  const t = useT();
  const { step, index, count, viewport } = props;
  const target = useTargetRect(step.selector, viewport);
  const tipRef = useRef<HTMLDivElement>(null);
  const [tipSize, setTipSize] = useState({ width: 340, height: 240 });
  const spot = target ? spotlightRect(target, viewport) : null;
  const side = spot ? tipSide(spot, viewport, tipSize) : 'center';
  const centre = { left: viewport.width / 2, top: viewport.height / 2, width: 0, height: 0 };
  const position = tipPosition(spot ?? centre, viewport, tipSize, side);
  const buttons = stepButtons(index, count);

  useLayoutEffect(() => {
    const el = tipRef.current;
    if (!el) return;
    const size = { width: el.offsetWidth, height: el.offsetHeight };
    setTipSize((prev) => (prev.width === size.width && prev.height === size.height ? prev : size));
  }, [step.id]);

  useEffect(() => {
    tipRef.current?.focus();
  }, [step.id]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      props.onSkip();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [props]);

  return (
    <div className="tour" data-testid="tour">
      <div className="tour-backdrop" data-testid="tour-backdrop" />
      {spot ? (
        <div
          className="tour-spotlight"
          data-testid="tour-spotlight"
          style={{ left: spot.left, top: spot.top, width: spot.width, height: spot.height }}
        />
      ) : (
        <div className="tour-dim" />
      )}
      <div
        ref={tipRef}
        className="tour-tip"
        role="dialog"
        aria-modal="false"
        aria-labelledby="tour-tip-title"
        data-testid="tour-tip"
        data-side={side}
        tabIndex={-1}
        style={{ left: position.left, top: position.top }}
      >
        {step.imagePath ? (
          <img className="tour-picture" src={cdnUrl(props.runtime, step.imagePath)} alt="" />
        ) : null}
        <h2 id="tour-tip-title" className="tour-title">
          {step.title}
        </h2>
        <RichText className="tour-content" html={step.content} />
        <div className="tour-footer">
          <span className="tour-count" data-testid="tour-count">
            {t('tourStepOf', { index: index + 1, count })}
          </span>
          <div className="tour-buttons">
            {buttons.skip ? (
              <button type="button" className="link-button" onClick={props.onSkip}>
                {t('tourSkip')}
              </button>
            ) : null}
            {buttons.previous ? (
              <button type="button" className="button" onClick={props.onPrevious}>
                {t('tourPrevious')}
              </button>
            ) : null}
            {buttons.next ? (
              <button type="button" className="button button-primary" onClick={props.onNext}>
                {t('tourNext')}
              </button>
            ) : null}
            {buttons.done ? (
              <button type="button" className="button button-primary" onClick={props.onDone}>
                {t('tourDone')}
              </button>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
