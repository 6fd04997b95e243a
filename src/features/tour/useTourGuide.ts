/**
 * The designer's guide: found among `Tourguide/GetPages` by the path it belongs to, its steps
 * from `Tourguide/GetListByPage`. `start()` starts or resumes it from its kept state; every
 * change of the running guide is kept in local storage under the guide's key.
 */
import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { parseTourState, tourStorageKey } from '../../domain/tour';
import { readLocal, writeLocal } from '../../platform/storage';
import type { TourGuide } from './tourApi';
import { useTourGuideQuery, useTourPagesQuery } from './tourApi';
import { selectTour, tourStarted } from './tourSlice';

/** The path the designer's guide is keyed by. */
export const DESIGNER_GUIDE_KEY = '/designer/';

export interface DesignerTour {
  guide: TourGuide | undefined;
  /** Starts (or resumes) the guide; nothing while it is not loaded. */
  start(): void;
}

/** Reads the kept state of a guide (null: never kept in this browser). */
export function keptTour(guideKey: string): string | null {
  return readLocal(tourStorageKey(guideKey));
}

export function useTourGuide(): DesignerTour {
  const dispatch = useDispatch();
  const { data: pages } = useTourPagesQuery();
  const page = pages?.find((p) => p.key === DESIGNER_GUIDE_KEY);
  const { data: guide } = useTourGuideQuery(page?.id ?? 0, { skip: !page });
  const start = useCallback(() => {
    if (!guide) return;
    dispatch(
      tourStarted({
        guideKey: guide.key,
        kept: parseTourState(keptTour(guide.key)),
        stepCount: guide.tourguideItems.length,
      }),
    );
  }, [dispatch, guide]);
  return { guide, start };
}

/** Keeps the running guide's state in local storage (spec shell §3: per guide). */
export function useKeptTourState(): void {
  const tour = useSelector(selectTour);
  useEffect(() => {
    if (tour.guideKey === null) return;
    writeLocal(
      tourStorageKey(tour.guideKey),
      JSON.stringify({ isActive: tour.isActive, activeIndex: tour.activeIndex }),
    );
  }, [tour.guideKey, tour.isActive, tour.activeIndex]);
}
