import { describe, expect, it } from 'vitest';
import { EDITOR_TUNABLES } from './tunables';

describe('EDITOR_TUNABLES', () => {
  it.each<[string, unknown, unknown]>([
    ['undo/redo debounce, ms', EDITOR_TUNABLES.history.undoRedoDebounceMs, 200],
    ['flip delay, ms', EDITOR_TUNABLES.sides.flipDelayMs, 400],
    ['duplicate offset, px', EDITOR_TUNABLES.placement.duplicateOffsetPx, 10],
    ['arrow nudge, px', EDITOR_TUNABLES.keyboard.nudgePx, 10],
    ['Shift+arrow nudge, px', EDITOR_TUNABLES.keyboard.fineNudgePx, 1],
    ['guides per orientation', EDITOR_TUNABLES.guides.maxPerOrientation, 50],
    ['guide merge distance, px', EDITOR_TUNABLES.guides.mergeDistancePx, 1],
    ['placeholder text', EDITOR_TUNABLES.text.placeholder, 'type your text'],
    ['text font size, px', EDITOR_TUNABLES.text.fontSizePx, 30],
    ['placeholder opacity', EDITOR_TUNABLES.text.placeholderOpacity, 0.5],
    ['point-to-pixel ratio', EDITOR_TUNABLES.text.pointToPixel, 1.333],
  ])('%s', (_name, value, expected) => expect(value).toBe(expected));
});
