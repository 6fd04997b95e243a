import { describe, expect, it } from 'vitest';
import { formatBytes } from './formatBytes';

const MIB = 1024 * 1024;

describe('formatBytes', () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [512 * 1024, '512 KB'],
    [2 * MIB, '2 MB'],
    [50 * MIB, '50 MB'],
    [200 * MIB, '200 MB'],
    [2048 * MIB, '2 GB'],
    [3_102_182, '3 MB'],
    [5 * 1024 * 1024 * MIB, '5 TB'],
    [2048 * 1024 * 1024 * MIB, '2048 TB'],
  ])('%i → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
