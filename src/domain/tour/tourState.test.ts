import { describe, expect, it } from 'vitest';
import {
  finishTour,
  INITIAL_TOUR_STATE,
  nextStep,
  parseTourState,
  previousStep,
  skipTour,
  startTour,
  stepButtons,
  tourStorageKey,
} from './tourState';

const at = (activeIndex: number, isActive = true) => ({ isActive, activeIndex });

describe('the tour index rules (spec shell §4)', () => {
  it.each([
    ['next moves on', nextStep(at(0), 7), at(1)],
    ['next stays on the last step', nextStep(at(6), 7), at(6)],
    ['previous moves back', previousStep(at(3), 7), at(2)],
    ['previous stays on the first step', previousStep(at(0), 7), at(0)],
    ['skip closes and keeps the index', skipTour(at(4)), at(4, false)],
    ['done closes and resets the index', finishTour(), at(0, false)],
    ['start resumes at the kept index', startTour(at(4, false), 7), at(4)],
    ['start clamps a kept index past the steps', startTour(at(12, false), 7), at(6)],
    ['start without steps stays inactive', startTour(at(2, false), 0), at(0, false)],
    ['a first start begins at 0', startTour(INITIAL_TOUR_STATE, 7), at(0)],
  ])('%s', (_name, got, expected) => expect(got).toEqual(expected));

  it.each([
    [0, 7, { previous: false, next: true, done: false, skip: true }],
    [3, 7, { previous: true, next: true, done: false, skip: true }],
    [6, 7, { previous: true, next: false, done: true, skip: false }],
    [0, 1, { previous: false, next: false, done: true, skip: false }],
  ])('buttons of step %i of %i', (index, count, buttons) =>
    expect(stepButtons(index, count)).toEqual(buttons),
  );
});

describe('the kept state', () => {
  it.each([
    [null, INITIAL_TOUR_STATE],
    ['{"isActive":true,"activeIndex":3}', at(3)],
    ['{"isActive":"yes","activeIndex":-2}', at(0, false)],
    ['{"activeIndex":2.5}', at(0, false)],
    ['not json', INITIAL_TOUR_STATE],
    ['[1]', at(0, false)],
  ])('%j → %o', (raw, state) => expect(parseTourState(raw)).toEqual(state));

  it('is kept per guide', () => {
    expect(tourStorageKey('designer')).toBe('tourGuide:designer');
    expect(tourStorageKey('designer')).not.toBe(tourStorageKey('cart'));
  });
});
