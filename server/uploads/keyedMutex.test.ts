import { describe, expect, it } from 'vitest';
import { KeyedMutex } from './keyedMutex';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyedMutex', () => {
  it('serialises tasks of one key, runs other keys alongside, survives failures', async () => {
    const mutex = new KeyedMutex();
    const log: string[] = [];
    const task =
      (name: string, fail = false) =>
      async () => {
        log.push(`${name}:start`);
        await tick();
        log.push(`${name}:end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      mutex.run('a', task('a1', true)),
      mutex.run('a', task('a2')),
      mutex.run('b', task('b1')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('a1:end')).toBeLessThan(log.indexOf('a2:start'));
    expect(log.indexOf('b1:start')).toBeLessThan(log.indexOf('a1:end'));
    await tick();
    expect(mutex.size).toBe(0);
  });
});
