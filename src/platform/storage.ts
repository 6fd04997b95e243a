/**
 * Local key/value storage that never throws: private modes and partitioned third-party iframes
 * may refuse localStorage. On a quota error every key but the protected ones is cleared and the
 * write retried once (spec shell §8).
 */
export const PROTECTED_KEYS = [
  'rememberMe',
  'covidPopupShowed',
  'cartsList',
  'saveForLaterList',
  'cartId',
];

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readLocal(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): boolean {
  const s = store();
  return s ? writeTo(s, key, value) : false;
}

/**
 * Writes `value` under `key` in `storage`; when it is full (or refuses), clears every key but
 * the protected ones and tries once more. Whether the value is stored. Every localStorage write
 * of the client goes through here (`writeLocal`).
 */
export function writeTo(storage: Storage, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    try {
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const k = storage.key(i);
        if (k !== null && !PROTECTED_KEYS.includes(k)) keys.push(k);
      }
      for (const k of keys) storage.removeItem(k);
      storage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  }
}
