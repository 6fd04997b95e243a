import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trustProxy';

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['10.0.0.0/8, fd00::/8', ['10.0.0.0/8', 'fd00::/8']],
    ['loopback,10.1.2.3', ['loopback', '10.1.2.3']],
  ])('%s -> %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each(['yes please', '10.0.0.0/33', '::1/129', 'proxy.example', '101', '10.0.0.1/8/2'])(
    'refuses %s',
    (raw) => {
      expect(() => parseTrustProxy(raw)).toThrow(/TRUST_PROXY/);
    },
  );
});
