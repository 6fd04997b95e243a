/** The tour guide (spec shell §2, §4, §7): its calls, state, overlay and header button. */
export { tourReducer, selectTourActive } from './tourSlice';
export { TourGuide } from './TourGuide';
export { TutorialButton } from './TutorialButton';
