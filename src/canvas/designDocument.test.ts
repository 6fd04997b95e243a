import { describe, expect, it } from 'vitest';
import { registerCustomProperties, idOf } from './customProperties';
import { EMPTY_DESIGN_JSON, enlivenDesign, parseDesign } from './designDocument';

registerCustomProperties();

describe('parseDesign', () => {
  it.each([
    ['null', null],
    ['not JSON', '{oops'],
    ['a number', '42'],
    ['objects not a list', '{"objects": 3, "background": "#fff"}'],
  ])('%s is an empty design', (_name, input) => {
    const design = parseDesign(input);
    expect(design.objects).toEqual([]);
  });

  it('keeps objects and the background', () => {
    const design = parseDesign(
      JSON.stringify({
        designVersion: 1,
        objects: [{ type: 'Rect' }, null, 7],
        background: '#ff0000',
      }),
    );
    expect(design.objects).toEqual([{ type: 'Rect' }]);
    expect(design.background).toBe('#ff0000');
  });

  it('the empty design is empty', () => {
    expect(parseDesign(EMPTY_DESIGN_JSON)).toEqual({
      designVersion: 1,
      objects: [],
      background: '',
    });
  });
});

describe('enlivenDesign', () => {
  it('normalises the older changable spelling, keeps data fields and drops editor-only objects', async () => {
    const objects = await enlivenDesign(
      parseDesign(
        JSON.stringify({
          designVersion: 1,
          background: '',
          objects: [
            {
              type: 'Rect',
              width: 10,
              height: 10,
              id: 'changable-color-1',
              'data-dpiCheckEnabled': true,
            },
            { type: 'Rect', width: 10, height: 10, id: 'drilledHoles' },
            { type: 'Rect', width: 10, height: 10, id: 'guide-2' },
          ],
        }),
      ),
    );
    expect(objects.map(idOf)).toEqual(['changeable-color-1']);
    expect((objects[0] as unknown as Record<string, unknown>)['data-dpiCheckEnabled']).toBe(true);
    const json = objects[0]!.toObject() as Record<string, unknown>;
    expect(json.id).toBe('changeable-color-1');
    expect(json['data-dpiCheckEnabled']).toBe(true);
  });
});
