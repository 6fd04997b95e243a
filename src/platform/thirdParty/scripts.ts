/**
 * Loading a third-party script and waiting for what it sets up. Only ever called for a piece
 * that is configured (src/domain/thirdParty): nothing here runs by default.
 */

const loading = new Map<string, Promise<void>>();

/** Adds `<script async src>` once per source; resolves when it has run, rejects if it fails. */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`script failed to load: ${src}`));
    });
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

/**
 * Polls `find` every `intervalMs` until it answers something, for at most `timeoutMs`
 * (spec shell §9: the chat script's wait polls every 100 ms up to 10 s). Null on timeout.
 */
export async function pollFor<T>(
  find: () => T | null | undefined,
  intervalMs: number,
  timeoutMs: number,
): Promise<T | null> {
  const end = performance.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== null && found !== undefined) return found;
    if (performance.now() >= end) return null;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
