/**
 * Local key/value storage that never throws: private modes and partitioned third-party iframes
 * may refuse localStorage. On a quota error every key but the protected ones is cleared and the
 * write retried once (spec shell §8).
 */
const PROTECTED_KEYS = [
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
  if (!s) return false;
  try {
    s.setItem(key, value);
    return true;
  } catch {
    try {
      for (const k of Object.keys(s)) if (!PROTECTED_KEYS.includes(k)) s.removeItem(k);
      s.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  }
}
