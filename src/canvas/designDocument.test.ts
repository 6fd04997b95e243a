import { describe, expect, it } from 'vitest';
import { registerCustomProperties, idOf } from './customProperties';
import { EMPTY_DESIGN_JSON, enlivenDesign, enlivenReusing, parseDesign } from './designDocument';

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

describe('borders', () => {
  it('lose their middle-left and middle-right handles; other objects keep theirs', async () => {
    const [border, shape] = await enlivenDesign(
      parseDesign(
        JSON.stringify({
          designVersion: 1,
          background: '',
          objects: [
            { type: 'Rect', width: 90, height: 60, id: 'changable-border-frame' },
            { type: 'Rect', width: 10, height: 10, id: 'changeable-color-2' },
          ],
        }),
      ),
    );
    expect([border!.isControlVisible('ml'), border!.isControlVisible('mr')]).toEqual([
      false,
      false,
    ]);
    expect([border!.isControlVisible('mt'), border!.isControlVisible('br')]).toEqual([true, true]);
    expect([shape!.isControlVisible('ml'), shape!.isControlVisible('mr')]).toEqual([true, true]);
  });
});

describe('enlivenReusing', () => {
  const rect = (id: string, left: number) => ({ type: 'Rect', width: 10, height: 10, left, id });
  const design = (...objects: Record<string, unknown>[]) =>
    parseDesign(JSON.stringify({ designVersion: 1, background: '', objects }));

  it('keeps the live objects a snapshot still holds unchanged, builds the rest, in its order', async () => {
    const live = await enlivenDesign(design(rect('a', 1), rect('b', 2), rect('c', 3)));
    const [a, b, c] = live;
    const current = live.map((o) => o.toObject() as Record<string, unknown>);
    // b moved (a new object), c now first, d new.
    const next = await enlivenReusing(
      design(current[2]!, current[0]!, { ...current[1]!, left: 20 }, rect('d', 4)),
      live,
    );
    expect(next.map(idOf)).toEqual(['c', 'a', 'b', 'd']);
    expect(next[0]).toBe(c);
    expect(next[1]).toBe(a);
    expect(next[2]).not.toBe(b);
    expect(next[2]!.left).toBe(20);
  });

  it('reuses an object once even when the snapshot lists its copy twice', async () => {
    const live = await enlivenDesign(design(rect('a', 1)));
    const json = live[0]!.toObject() as Record<string, unknown>;
    const next = await enlivenReusing(design(json, json), live);
    expect(next[0]).toBe(live[0]);
    expect(next[1]).not.toBe(live[0]);
    expect(next[1]!.toObject()).toEqual(json);
  });

  it('builds everything, ids normalised and editor-only objects dropped, when nothing matches', async () => {
    const live = await enlivenDesign(design(rect('a', 1)));
    const next = await enlivenReusing(
      design(rect('changable-text-1', 1), rect('guide-3', 2)),
      live,
    );
    expect(next.map(idOf)).toEqual(['changeable-text-1']);
    expect(next[0]).not.toBe(live[0]);
  });
});
