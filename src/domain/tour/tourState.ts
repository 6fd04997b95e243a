/**
 * The tour guide's state and its index rules (spec shell §4 "Tour guide"): inactive, or active
 * at a step index, persisted per guide. Next and Previous move the index (within the steps);
 * Skip closes and keeps the index, so the next start resumes there; Done closes and resets the
 * index to 0. Pure: the overlay and its listeners call these.
 */

/** One guide's state, as kept in local storage under {@link tourStorageKey}. */
export interface TourState {
  isActive: boolean;
  /** 0-based step index. */
  activeIndex: number;
}

/** A guide never started. */
export const INITIAL_TOUR_STATE: TourState = { isActive: false, activeIndex: 0 };

/** `index` clamped to the steps 0…count−1 (0 when there are none). */
function clamp(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}

/** Starts (or resumes) the guide at its kept index; no steps: stays inactive. */
export function startTour(state: TourState, count: number): TourState {
  if (count <= 0) return { isActive: false, activeIndex: 0 };
  return { isActive: true, activeIndex: clamp(state.activeIndex, count) };
}

/** The next step; at the last one the index stays (the last step offers Done instead). */
export function nextStep(state: TourState, count: number): TourState {
  return { ...state, activeIndex: clamp(state.activeIndex + 1, count) };
}

/** The previous step; at the first one the index stays. */
export function previousStep(state: TourState, count: number): TourState {
  return { ...state, activeIndex: clamp(state.activeIndex - 1, count) };
}

/** Skip: closes, keeping the index. */
export function skipTour(state: TourState): TourState {
  return { isActive: false, activeIndex: state.activeIndex };
}

/** Done: closes and resets the index to 0. */
export function finishTour(): TourState {
  return { isActive: false, activeIndex: 0 };
}

/** Which buttons a step shows: Previous from the second step, Next before the last, Done on it. */
export function stepButtons(index: number, count: number) {
  const last = count <= 0 || index >= count - 1;
  return { previous: index > 0, next: !last, done: last, skip: !last };
}

/** The local storage key of a guide's state (the guide's key is the path it belongs to). */
export function tourStorageKey(guideKey: string): string {
  return `tourGuide:${guideKey}`;
}

/** Reads a kept state defensively: anything malformed is the initial state. */
export function parseTourState(raw: string | null): TourState {
  if (raw === null) return INITIAL_TOUR_STATE;
  try {
    const v = JSON.parse(raw) as unknown;
    if (typeof v !== 'object' || v === null) return INITIAL_TOUR_STATE;
    const { isActive, activeIndex } = v as Record<string, unknown>;
    return {
      isActive: isActive === true,
      activeIndex:
        typeof activeIndex === 'number' && Number.isInteger(activeIndex) && activeIndex >= 0
          ? activeIndex
          : 0,
    };
  } catch {
    return INITIAL_TOUR_STATE;
  }
}
