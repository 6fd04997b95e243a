/**
 * Makes the page truly full screen while the component using it is shown (the Fullscreen API on
 * the document's root, so dialogs opened from it — the 3D preview — show too), and leaves it
 * after. Where the API is missing or refuses (iPhone Safari), the caller's fixed layer covering
 * the viewport is the fallback; it is also what stays when the user leaves full screen by the
 * browser's own means, until they close it (Escape reaches the page as well and closes it).
 */
import { useEffect } from 'react';

export function useFullscreen(): void {
  useEffect(() => {
    const root = document.documentElement;
    if (typeof root.requestFullscreen === 'function' && !document.fullscreenElement) {
      // Refused without a user gesture or by the platform: the fixed layer stays the view.
      root.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
    }
    return () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);
}
