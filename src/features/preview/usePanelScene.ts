/**
 * Runs the 3D scene in a host element while the component is mounted: asks for a WebGL 2
 * context first (none: 'unavailable', and three.js is never downloaded), then loads three.js
 * and the scene module (a chunk of their own), renders the side pictures and shows the panel.
 * Unmounting aborts a scene still loading and disposes a shown one.
 */
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { PanelScene, PanelSceneInput } from './panelScene';
import { createGlSurface, releaseGlSurface } from './webglContext';

export type PanelSceneStatus = 'loading' | 'ready' | 'unavailable' | 'failed';

export interface PanelSceneHandle {
  status: PanelSceneStatus;
  /** The scene once ready (null before and after). */
  scene: RefObject<PanelScene | null>;
}

/**
 * Shows `input` in `host` (an element from a callback ref: a dialog mounts its content after
 * its parent); a new host or input object rebuilds the scene. Null: nothing yet.
 */
export function usePanelScene(
  host: HTMLElement | null,
  input: PanelSceneInput | null,
): PanelSceneHandle {
  const [status, setStatus] = useState<PanelSceneStatus>('loading');
  const scene = useRef<PanelScene | null>(null);

  useEffect(() => {
    const element = host;
    if (!element || !input) return;
    const surface = createGlSurface();
    if (!surface) {
      setStatus('unavailable');
      return;
    }
    setStatus('loading');
    const abort = new AbortController();
    let shown: PanelScene | null = null;
    let started = false;
    import('./panelScene')
      .then(({ createPanelScene }) => {
        started = true;
        return createPanelScene(element, surface, input, abort.signal);
      })
      .then(
        (made) => {
          if (abort.signal.aborted) {
            made.dispose();
            return;
          }
          shown = made;
          scene.current = made;
          setStatus('ready');
        },
        (error: unknown) => {
          // The scene frees what it made; a failed download leaves the context to free here.
          if (!started) releaseGlSurface(surface);
          if (abort.signal.aborted) return;
          console.warn('3D preview failed', error);
          setStatus('failed');
        },
      );
    return () => {
      abort.abort();
      scene.current = null;
      shown?.dispose();
    };
  }, [host, input]);

  return { status, scene };
}
