import { describe, expect, it } from 'vitest';
import { isPortableHref } from './portableHref';

describe('isPortableHref: what an exported SVG may point at', () => {
  it.each([
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['DATA:image/svg+xml,%3Csvg%3E', true],
    ['https://cdn.example.com/a.webp', true],
    ['http://127.0.0.1:8080/api/v1/system/source?id=x&size=1', true],
    ['#pattern-1', true],
    ['upload-local:7f0c2f1e-3c55-4a8c-9d2b-1f7a3c5e9b10', false],
    ['/api/v1/system/source?id=x&size=1&isTemporary=true', false],
    ['api/v1/system/source?id=x', false],
    ['blob:http://localhost/5b1c', false],
    ['file:///tmp/a.png', false],
    ['javascript:alert(1)', false],
    ['//cdn.example.com/a.png', false],
    ['https://', false],
    ['#', false],
    ['', false],
  ])('%s → %s', (href, expected) => {
    expect(isPortableHref(href)).toBe(expected);
  });
});
