import { describe, expect, it } from 'vitest';
import { PROTECTED_KEYS, writeTo } from './storage';

/**
 * A fake of the browser's Storage interface holding at most `capacity` characters (keys and
 * values), throwing QuotaExceededError beyond, as browsers do.
 */
class FakeStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(private readonly capacity: number) {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
  setItem(key: string, value: string) {
    const used = [...this.items].reduce(
      (n, [k, v]) => n + (k === key ? 0 : k.length + v.length),
      0,
    );
    if (used + key.length + value.length > this.capacity)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  keys() {
    return [...this.items.keys()].sort();
  }
}

function filled(capacity: number): FakeStorage {
  const s = new FakeStorage(capacity);
  for (const k of PROTECTED_KEYS) s.setItem(k, 'x');
  s.setItem('lastProduct', '{"productId":101}');
  s.setItem('recentFonts', '["Roboto"]');
  s.setItem('theme', 'dark');
  return s;
}

describe('a local storage write when the storage is full (spec shell §8)', () => {
  it('room left: written, nothing cleared', () => {
    const s = filled(1000);
    expect(writeTo(s, 'recentColours', '["#ff0000"]')).toBe(true);
    expect(s.keys()).toContain('theme');
    expect(s.getItem('recentColours')).toBe('["#ff0000"]');
  });

  it('full: every key but rememberMe, covidPopupShowed, cartsList, saveForLaterList, cartId is cleared, then written', () => {
    const s = filled(120);
    expect(writeTo(s, 'recentColours', 'y'.repeat(40))).toBe(true);
    expect(s.keys()).toEqual(
      [
        'cartId',
        'cartsList',
        'covidPopupShowed',
        'recentColours',
        'rememberMe',
        'saveForLaterList',
      ].sort(),
    );
    expect(s.getItem('rememberMe')).toBe('x');
  });

  it('still full after clearing: not written, no throw, the protected keys kept', () => {
    const s = filled(120);
    expect(writeTo(s, 'recentColours', 'y'.repeat(500))).toBe(false);
    expect(s.keys()).toEqual([...PROTECTED_KEYS].sort());
  });
});
