import { describe, expect, it } from 'vitest';
import { isPanelId, nextPanel, PanelId, PANELS } from './panels';

describe('panels', () => {
  it('lists ids 1–11 in the spec order with Stock Images marked New!', () => {
    expect(PANELS.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(PANELS.find((p) => p.id === PanelId.StockImages)?.badgeKey).toBe('badgeNew');
    expect(PANELS.filter((p) => p.badgeKey)).toHaveLength(1);
  });
  it.each([
    [PanelId.Closed, PanelId.Size, PanelId.Size],
    [PanelId.Size, PanelId.Size, PanelId.Closed],
    [PanelId.Size, PanelId.Uploads, PanelId.Uploads],
  ])('open %d, click %d → %d', (current, clicked, expected) => {
    expect(nextPanel(current, clicked)).toBe(expected);
  });
  it.each([
    [0, true],
    [11, true],
    [12, false],
    [-1, false],
    [2.5, false],
  ])('isPanelId(%d) = %s', (n, ok) => expect(isPanelId(n)).toBe(ok));
});
