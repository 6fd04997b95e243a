/** The live DesignCanvas of the workspace, for the toolbars and panels that command it. */
import { createContext, useContext } from 'react';
import type { DesignCanvas } from '../../canvas';

export const CanvasContext = createContext<{ current: DesignCanvas | null }>({ current: null });

/** The canvas, or null before it is mounted. Read it in handlers, not during render. */
export function useDesignCanvas(): { current: DesignCanvas | null } {
  return useContext(CanvasContext);
}
