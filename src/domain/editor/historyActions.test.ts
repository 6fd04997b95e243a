import { describe, expect, it } from 'vitest';
import { gestureAction } from './historyActions';

describe('gestureAction: what a canvas gesture is called in the history', () => {
  it.each([
    ['drag', 'historyActionMove'],
    ['scale', 'historyActionResize'],
    ['scaleX', 'historyActionResize'],
    ['scaleY', 'historyActionResize'],
    ['rotate', 'historyActionRotate'],
    ['skewX', 'historyActionSkew'],
    ['text', 'historyActionTextEdit'],
    ['somethingNew', ''],
    [undefined, ''],
  ])('%s → %s', (gesture, key) => {
    expect(gestureAction(gesture)).toBe(key);
  });
});
