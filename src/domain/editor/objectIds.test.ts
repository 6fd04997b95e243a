import { describe, expect, it } from 'vitest';
import type { IdMarker } from './objectIds';
import {
  hasIdMarker,
  ID_PREFIXES,
  idMarkers,
  isEditorOnlyId,
  isGuideId,
  isUpperLayerId,
  newObjectId,
  normalizeObjectId,
  regenerateId,
  SPECIAL_IDS,
} from './objectIds';

const fixed = (s: string) => () => s;

describe('normalizeObjectId', () => {
  it.each([
    ['changable-text-1', 'changeable-text-1'],
    ['Changable-color', 'changeable-color'],
    ['changeable-text-1', 'changeable-text-1'],
    ['layer changable-color changable-svg', 'layer changeable-color changeable-svg'],
    ['logo', 'logo'],
    ['', ''],
  ])('%s → %s', (id, expected) => {
    expect(normalizeObjectId(id)).toBe(expected);
    expect(normalizeObjectId(normalizeObjectId(id))).toBe(expected);
  });
});

describe('upper layers and guides', () => {
  it.each<[string | undefined | null, boolean, boolean, boolean]>([
    ['saveZoneContour', true, false, true],
    ['drilledHoles', true, false, true],
    ['standoffs', true, false, true],
    ['hemId', true, false, true],
    ['grommets', true, false, true],
    ['grommetsImage', true, false, true],
    ['guide-v-3', true, true, true],
    ['guide-', true, true, true],
    ['changeable-shape-image', false, false, true],
    ['changeable-text-1', false, false, false],
    ['my-guide-1', false, false, false],
    ['grommets-2', false, false, false],
    ['', false, false, false],
    [undefined, false, false, false],
    [null, false, false, false],
  ])('%s → upper %s, guide %s, editor-only %s', (id, upper, guide, editorOnly) => {
    expect(isUpperLayerId(id)).toBe(upper);
    expect(isGuideId(id)).toBe(guide);
    expect(isEditorOnlyId(id)).toBe(editorOnly);
  });

  it('names every special id', () =>
    expect(Object.values(SPECIAL_IDS)).toEqual([
      'saveZoneContour',
      'drilledHoles',
      'standoffs',
      'hemId',
      'grommets',
      'grommetsImage',
      'changeable-shape-image',
    ]));
});

describe('markers', () => {
  it.each<[string | undefined, IdMarker[]]>([
    ['changeable-text-abc', ['changeable-text']],
    ['changable-text', ['changeable-text']],
    ['changeable-color', ['changeable-color']],
    ['path_changeable-color_2_', ['changeable-color']],
    ['changeable-element-group-x', ['changeable-element-group']],
    ['changeable-group-x', ['changeable-group']],
    ['changeable-background-group-x', ['changeable-background']],
    ['changeable-svg changeable-border', ['changeable-svg', 'changeable-border']],
    ['CHANGEABLE-IMAGE-1', ['changeable-image']],
    ['changeable-shape-image', []],
    ['logo', []],
    [undefined, []],
  ])('%s → %j', (id, markers) => expect(idMarkers(id)).toEqual(markers));

  it('hasIdMarker', () => {
    expect(hasIdMarker('changable-border-1', 'changeable-border')).toBe(true);
    expect(hasIdMarker('changeable-element-group-1', 'changeable-group')).toBe(false);
    expect(hasIdMarker(null, 'changeable-text')).toBe(false);
  });
});

describe('newObjectId', () => {
  it.each([
    [ID_PREFIXES.image, 'changeable-image-r1'],
    [ID_PREFIXES.text, 'changeable-text-r1'],
    [ID_PREFIXES.background, 'changeable-background-r1'],
    [ID_PREFIXES.elementGroup, 'changeable-element-group-r1'],
    [ID_PREFIXES.backgroundGroup, 'changeable-background-group-r1'],
    [ID_PREFIXES.guide, 'guide-r1'],
    ['', 'r1'],
  ])('%s → %s', (prefix, expected) => expect(newObjectId(prefix, fixed('r1'))).toBe(expected));
});

describe('regenerateId', () => {
  it.each([
    ['changeable-text-old', 'changeable-text-new'],
    ['changable-text', 'changeable-text-new'],
    ['changeable-image-1a2b', 'changeable-image-new'],
    ['changeable-group-7', 'changeable-group-new'],
    ['changeable-element-group-7', 'changeable-element-group-new'],
    ['changeable-background-group-7', 'changeable-background-group-new'],
    ['changeable-background', 'changeable-background-new'],
    ['changeable-color', 'changeable-color-new'],
    ['changeable-svg-3', 'changeable-svg-new'],
    ['logo', 'logo__new'],
    ['logo__old', 'logo__new'],
    ['__x', '__x__new'],
    ['', ''],
    ['grommets', 'grommets'],
    ['changeable-shape-image', 'changeable-shape-image'],
    ['guide-h-1', 'guide-h-1'],
  ])('%s → %s', (id, expected) => expect(regenerateId(id, fixed('new'))).toBe(expected));

  it('does not grow over repeated copies', () => {
    let id = 'Layer_1';
    for (let i = 0; i < 5; i++) id = regenerateId(id, fixed(`r${i}`));
    expect(id).toBe('Layer_1__r4');
  });

  it('keeps the markers of the original', () => {
    for (const id of ['changeable-text-1', 'changeable-color', 'changable-border-9']) {
      expect(idMarkers(regenerateId(id, fixed('z')))).toEqual(idMarkers(id));
    }
  });
});
