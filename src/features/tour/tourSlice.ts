/**
 * The running tour (spec shell §4 "Tour guide"): which guide, how many steps, active or not and
 * the active step. The index rules are src/domain/tour's; the kept copy per guide is written by
 * useTourGuide. Panels read `selectTourActive` (a click outside does not close them meanwhile).
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { TourState } from '../../domain/tour';
import {
  finishTour,
  INITIAL_TOUR_STATE,
  nextStep,
  previousStep,
  skipTour,
  startTour,
} from '../../domain/tour';

export interface TourSliceState extends TourState {
  /** The guide shown (its key, the path it belongs to); null before any started. */
  guideKey: string | null;
  stepCount: number;
}

const initialState: TourSliceState = { ...INITIAL_TOUR_STATE, guideKey: null, stepCount: 0 };

const slice = createSlice({
  name: 'tour',
  initialState,
  reducers: {
    tourStarted(
      _state,
      action: PayloadAction<{ guideKey: string; kept: TourState; stepCount: number }>,
    ) {
      const { guideKey, kept, stepCount } = action.payload;
      return { guideKey, stepCount, ...startTour(kept, stepCount) };
    },
    tourNext(state) {
      Object.assign(state, nextStep(state, state.stepCount));
    },
    tourPrevious(state) {
      Object.assign(state, previousStep(state, state.stepCount));
    },
    tourSkipped(state) {
      Object.assign(state, skipTour(state));
    },
    tourFinished(state) {
      Object.assign(state, finishTour());
    },
  },
});

export const { tourStarted, tourNext, tourPrevious, tourSkipped, tourFinished } = slice.actions;
export const tourReducer = slice.reducer;

export const selectTour = (s: { tour: TourSliceState }) => s.tour;
/** Whether a tour runs (its overlay may still be hidden on a small screen). */
export const selectTourActive = (s: { tour: TourSliceState }) => s.tour.isActive;
