/**
 * The `src` of an API image (an upload's thumbnail) that also works in a header session: inside
 * a storefront's iframe with third-party cookies blocked, the session travels in the
 * `X-Designer-Session` header (platform/embedSession), which an `<img src>` request cannot carry
 * — it would arrive without a session and the ownership check would answer 404. There the image
 * is fetched with the header once it comes near the viewport (as `loading="lazy"` would) and
 * shown from an object URL, released when the item goes. With cookies it is the plain URL.
 * No token is put in a URL: nothing new to leak through logs, history or Referer.
 */
import { useCallback, useEffect, useState } from 'react';
import { fetchWithSession, hasEmbedSession } from '../../platform/embedSession';
import { createObjectUrl, releaseObjectUrl } from '../../platform/objectUrls';

/** How far outside the viewport a thumbnail starts loading, CSS px. */
const NEAR_VIEWPORT = '200px';

export function useSessionImage(url: string): {
  src: string | undefined;
  ref: (element: HTMLElement | null) => void;
} {
  const header = hasEmbedSession();
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  const [src, setSrc] = useState<string | undefined>(undefined);
  const ref = useCallback((e: HTMLElement | null) => setElement(e), []);

  useEffect(() => {
    if (!header || !element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [header, element, near]);

  useEffect(() => {
    if (!header || !near) return;
    const controller = new AbortController();
    let made: string | null = null;
    void fetchWithSession(url, { signal: controller.signal })
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(`thumbnail: ${r.status}`))))
      .then((blob) => {
        made = createObjectUrl(blob);
        setSrc(made);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('uploads: thumbnail not loaded', error);
      });
    return () => {
      controller.abort();
      if (made) releaseObjectUrl(made);
      setSrc(undefined);
    };
  }, [header, near, url]);

  return header ? { src, ref } : { src: url, ref };
}
