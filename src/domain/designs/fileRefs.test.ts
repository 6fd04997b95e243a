import { describe, expect, it } from 'vitest';
import { backgroundRefOf, designFileIdOf } from './fileRefs';

describe('designFileIdOf', () => {
  it.each([
    ['AbC_12-x', 'AbC_12-x'],
    ['/api/v1/system/designFile?id=AbC_12-x', 'AbC_12-x'],
    ['/api/v1/System/DesignFile?id=k1', 'k1'],
    ['https://cdn.example.com/api/v1/system/designFile?id=k2', 'k2'],
    ['/api/v1/system/source?id=k3', null],
    ['/api/v1/system/designFile', null],
    ['/api/v1/system/designFile?id=../etc', null],
    ['a b', null],
    ['', null],
    ['x'.repeat(65), null],
  ])('%s -> %s', (ref, id) => {
    expect(designFileIdOf(ref)).toBe(id);
  });
});

describe('backgroundRefOf', () => {
  it.each([
    [null, 'none'],
    ['', 'none'],
    ['/images/backgrounds/wood.webp', 'cdn'],
    ['/api/v1/system/source?id=abc&size=1', 'upload'],
    ['/images/../api/v1/Dev/Outbox', 'invalid'],
    ['https://evil.example/x.png', 'invalid'],
    ['//evil.example/x.png', 'invalid'],
    ['/api/v1/system/source', 'invalid'],
    ['javascript:alert(1)', 'invalid'],
  ])('%s -> %s', (path, kind) => {
    expect(backgroundRefOf(path).kind).toBe(kind);
  });
});
