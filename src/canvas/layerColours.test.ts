import type { Canvas, Rect } from 'fabric';
import { Group, Path } from 'fabric';
import { describe, expect, it } from 'vitest';
import { setId } from './customProperties';
import { layerColoursOf, setLayerColour } from './layerColours';

function part(id: string, paint: { fill?: string | null; stroke?: string | null }) {
  const p = new Path('M 0 0 L 10 10', { strokeWidth: 2, ...paint });
  setId(p, id);
  return p;
}

const selecting = (object: Group | Rect) =>
  ({ getActiveObjects: () => [object] }) as unknown as Canvas;

describe('layer colours', () => {
  it('are a filled part’s fill and a line part’s stroke', () => {
    const element = new Group([
      part('changeable-color-1', { fill: '#ff0000', stroke: null }),
      part('changeable-border-changeable-color-2', { fill: 'none', stroke: '#00ff00' }),
      part('changeable-color-3', { fill: '', stroke: '#0000ff' }),
      part('changeable-color-4', { fill: 'none', stroke: null }),
      part('plain', { fill: '#123456' }),
    ]);
    expect(layerColoursOf(element)).toEqual([
      { id: 'changeable-color-1', colour: '#ff0000' },
      { id: 'changeable-border-changeable-color-2', colour: '#00ff00' },
      { id: 'changeable-color-3', colour: '#0000ff' },
    ]);
  });

  it('recolour the channel that paints the part, and leave the other alone', () => {
    const line = part('changeable-border-changeable-color-2', { fill: 'none', stroke: '#00ff00' });
    const filled = part('changeable-color-1', { fill: '#ff0000', stroke: '#000000' });
    const element = new Group([filled, line]);
    expect(
      setLayerColour(selecting(element), 'changeable-border-changeable-color-2', '#abcdef'),
    ).toBe(true);
    expect([line.fill, line.stroke]).toEqual(['none', '#abcdef']);
    expect(setLayerColour(selecting(element), 'changeable-color-1', '#111111')).toBe(true);
    expect([filled.fill, filled.stroke]).toEqual(['#111111', '#000000']);
    expect(setLayerColour(selecting(element), 'changeable-color-1', '#111111')).toBe(false);
  });
});
