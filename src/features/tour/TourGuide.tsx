/**
 * Runs the designer's guide: starts it once for a first-time visitor (when TOUR_AUTO_START is
 * not 'false', the screen is large enough and this browser keeps no state for the guide),
 * resumes a guide that was running when the page was left, keeps its state per guide, and shows
 * the overlay while it runs on a screen of at least 768 × 500 (spec shell §4, §9).
 */
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { parseTourState, shouldAutoStart, tourFits } from '../../domain/tour';
import { TourOverlay } from './TourOverlay';
import { selectTour, tourFinished, tourNext, tourPrevious, tourSkipped } from './tourSlice';
import { keptTour, useKeptTourState, useTourGuide } from './useTourGuide';
import { useViewport } from './useViewport';

export function TourGuide() {
  const dispatch = useDispatch();
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const tour = useSelector(selectTour);
  const viewport = useViewport();
  const { guide, start } = useTourGuide();
  const checked = useRef(false);
  useKeptTourState();

  // Once per page, when the guide has loaded: a first visit, or a tour left running.
  useEffect(() => {
    if (!guide || checked.current) return;
    checked.current = true;
    const kept = keptTour(guide.key);
    const firstVisit = shouldAutoStart({
      configured: runtime.TOUR_AUTO_START,
      stepCount: guide.tourguideItems.length,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      kept,
    });
    if (firstVisit || parseTourState(kept).isActive) start();
  }, [guide, runtime.TOUR_AUTO_START, start]);

  if (!guide || !tour.isActive || tour.guideKey !== guide.key || !tourFits(viewport)) return null;
  const step = guide.tourguideItems[tour.activeIndex];
  if (!step) return null;
  return (
    <TourOverlay
      step={step}
      index={tour.activeIndex}
      count={guide.tourguideItems.length}
      viewport={viewport}
      runtime={runtime}
      onNext={() => dispatch(tourNext())}
      onPrevious={() => dispatch(tourPrevious())}
      onSkip={() => dispatch(tourSkipped())}
      onDone={() => dispatch(tourFinished())}
    />
  );
}
