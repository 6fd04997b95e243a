/**
 * Makes the page truly full screen while the component using it is shown (the Fullscreen API on
 * the document's root, so dialogs opened from it — the 3D preview — show too), and leaves it
 * after. Where the API is missing or refuses (iPhone Safari), the caller's fixed layer covering
 * the viewport is the fallback. `onExit` runs when the user leaves full screen by the browser's
 * own means (Escape, the system gesture).
 */
import { useEffect, useRef } from 'react';

export function useFullscreen(onExit: () => void): void {
  const exit = useRef(onExit);
  exit.current = onExit;
  useEffect(() => {
    const root = document.documentElement;
    let entered = false;
    const onChange = () => {
      if (document.fullscreenElement) entered = true;
      else if (entered) {
        entered = false;
        exit.current();
      }
    };
    document.addEventListener('fullscreenchange', onChange);
    if (typeof root.requestFullscreen === 'function' && !document.fullscreenElement) {
      // Refused without a user gesture or by the platform: the fixed layer stays the view.
      root.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
    }
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);
}
