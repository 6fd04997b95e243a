/** The viewport's size in CSS px, updated on resize. */
import { useEffect, useState } from 'react';
import type { Viewport } from '../../domain/tour';

function current(): Viewport {
  return { width: window.innerWidth, height: window.innerHeight };
}

export function useViewport(): Viewport {
  const [viewport, setViewport] = useState(current);
  useEffect(() => {
    const onResize = () => setViewport(current());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return viewport;
}
