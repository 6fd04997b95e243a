import { describe, expect, it } from 'vitest';
import {
  classifyAnswer,
  MAX_RETRY_AFTER_MS,
  mayRetry,
  parseRetryAfter,
  RETRY,
  retryDelayMs,
} from './retryPolicy';
import type { AnswerStatus, AnswerVerdict } from './retryPolicy';

describe('the schedule (spec canvas §8)', () => {
  it('is 5 attempts, 1 s first, × 1.5', () => {
    expect(RETRY).toEqual({ attempts: 5, firstDelayMs: 1000, factor: 1.5 });
  });

  it.each([
    [0, 1000],
    [1, 1500],
    [2, 2250],
    [3, 3375],
  ])('after attempt %i failed, wait %i ms', (attempt, ms) => {
    expect(retryDelayMs(attempt, null)).toBe(ms);
  });

  it.each([
    [0, true],
    [3, true],
    [4, false], // the fifth attempt was the last
    [5, false],
  ])('after attempt %i failed, may retry: %s', (attempt, may) => {
    expect(mayRetry(attempt)).toBe(may);
  });

  it('gives exactly four waits between five attempts', () => {
    const waits: number[] = [];
    for (let attempt = 0; mayRetry(attempt); attempt++) waits.push(retryDelayMs(attempt, null));
    expect(waits).toEqual([1000, 1500, 2250, 3375]);
  });
});

describe('Retry-After', () => {
  it.each([
    [0, 3, 3000], // the server's wait is longer
    [0, 1, 1000],
    [2, 1, 2250], // never less than the schedule
    [3, 0, 3375],
    [1, 2, 2000],
    [0, 3600, MAX_RETRY_AFTER_MS], // capped
    [0, -5, 1000],
    [0, Number.NaN, 1000],
  ])('after attempt %i with Retry-After %s s: wait %i ms', (attempt, seconds, ms) => {
    expect(retryDelayMs(attempt, seconds)).toBe(ms);
  });

  const now = Date.parse('2025-01-01T10:00:00Z');
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['0', 0],
    ['Wed, 01 Jan 2025 10:00:05 GMT', 5],
    ['Wed, 01 Jan 2025 09:59:00 GMT', 0], // in the past
    ['soon', null],
    ['-1', null],
    ['1.5', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('header %j → %s s', (header, seconds) => {
    expect(parseRetryAfter(header, now)).toBe(seconds);
  });
});

describe('classifyAnswer', () => {
  it.each<[AnswerStatus, AnswerVerdict]>([
    [200, 'success'],
    [201, 'success'],
    [206, 'continue'],
    [400, 'stop'],
    [401, 'stop'],
    [403, 'stop'],
    [404, 'stop'],
    [413, 'stop'],
    [415, 'stop'],
    [409, 'stop'],
    [302, 'stop'],
    [408, 'retry'],
    [425, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
    [504, 'retry'],
    [599, 'retry'],
    ['network-error', 'retry'],
  ])('%s → %s', (status, verdict) => {
    expect(classifyAnswer(status)).toBe(verdict);
  });
});
