/**
 * The viewport the artboard is fitted to (issue 21). On the desktop layout the side panel opens
 * beside the workspace; fitting to the workspace as it is would change the zoom each time a
 * panel opens or closes (17 % → 12 % on a 6 × 3 ft banner), so the fit always leaves room for
 * the panel: the artboard keeps its size. The panel's width shown is measured with the
 * workspace, in the same layout, so no frame fits to a stale pair. On the mobile layout the panel
 * is a sheet under the workspace and the artboard is fitted to what the sheet leaves.
 */
import type { Size } from '../artboard';

/** The side panel's width on the desktop layout, CSS px (panels.css `.side-panel`). */
export const SIDE_PANEL_WIDTH_PX = 320;

/**
 * `workspace`: its size now; `panelShownPx`: the width the side panel takes beside it now (0
 * when closed); `narrow`: the mobile layout.
 */
export function fitViewport(workspace: Size, panelShownPx: number, narrow: boolean): Size {
  if (narrow) return workspace;
  const width = workspace.width + panelShownPx - SIDE_PANEL_WIDTH_PX;
  return { width: Math.max(0, width), height: workspace.height };
}
