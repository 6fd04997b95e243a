import { describe, expect, it } from 'vitest';
import {
  apiPathUrl,
  apiRoot,
  cdnUrl,
  versionedCall,
  DEFAULT_RUNTIME_CONFIG,
  parseRuntimeConfig,
} from './runtimeConfig';

describe('parseRuntimeConfig', () => {
  it('keeps known string keys and defaults the rest to empty', () => {
    expect(
      parseRuntimeConfig({ API_BASE_URL: 'https://api.example', MAX_QUANTITY: 5, OTHER: 'x' }),
    ).toEqual({
      ...DEFAULT_RUNTIME_CONFIG,
      API_BASE_URL: 'https://api.example',
    });
    expect(parseRuntimeConfig(null)).toEqual(DEFAULT_RUNTIME_CONFIG);
  });
});

describe('apiRoot and cdnUrl', () => {
  it.each([
    ['', '/api/v1/'],
    ['https://api.example', 'https://api.example/api/v1/'],
    ['https://api.example/', 'https://api.example/api/v1/'],
  ])('apiRoot(%j) = %s', (base, expected) => {
    expect(apiRoot({ API_BASE_URL: base })).toBe(expected);
  });

  it.each([
    ['', '/images/products/101/main.svg', '/images/products/101/main.svg'],
    ['https://cdn.example/', '/images/a.svg', 'https://cdn.example/images/a.svg'],
    ['https://cdn.example', 'images/a.svg', 'https://cdn.example/images/a.svg'],
    ['https://cdn.example', 'https://other.example/a.svg', 'https://other.example/a.svg'],
  ])('cdnUrl(%j, %s)', (cdn, path, expected) => {
    expect(cdnUrl({ CDN_URL: cdn }, path)).toBe(expected);
  });
});

describe('apiPathUrl', () => {
  it.each([
    ['', '/api/v1/system/source?id=a&size=0', '/api/v1/system/source?id=a&size=0'],
    [
      'https://api.example/',
      '/api/v1/system/source?id=a',
      'https://api.example/api/v1/system/source?id=a',
    ],
    ['https://api.example', 'upload-local:3f2b', 'upload-local:3f2b'],
    ['https://api.example', 'https://cdn.example/a.png', 'https://cdn.example/a.png'],
  ])('apiPathUrl(%j, %s)', (base, path, expected) => {
    expect(apiPathUrl({ API_BASE_URL: base }, path)).toBe(expected);
  });
});

describe('versionedCall', () => {
  it.each([
    ['', 'Designer/Search', '/api/v1/', 'Designer/Search'],
    ['', 'v2/Shopping/CheckMyDesignOptions/x', '/api/v2/', 'Shopping/CheckMyDesignOptions/x'],
    ['https://api.example/', 'v2/a', 'https://api.example/api/v2/', 'a'],
    ['https://api.example', 'Account/SignIn', 'https://api.example/api/v1/', 'Account/SignIn'],
    ['', 'version/1', '/api/v1/', 'version/1'],
  ])('%s + %s -> %s%s', (base, path, root, rest) => {
    expect(versionedCall({ API_BASE_URL: base }, path)).toEqual({ root, path: rest });
  });
});
