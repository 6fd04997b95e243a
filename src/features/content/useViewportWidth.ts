/** The viewport's width, px, updated 100 ms after the last resize (spec shell §9). */
import { useEffect, useState } from 'react';

/** Resizes are read this long after the last one, ms (spec shell §9: resize debounce). */
const RESIZE_DEBOUNCE_MS = 100;

export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(window.innerWidth), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}
