import type { PlacedImageInfo } from '../domain/editor/imageDpi';

/** What the toolbar needs to know about the selection. */
export interface SelectionSummary {
  count: number;
  /** Fabric types of the selected objects ('textbox', 'rect', 'image'…). */
  types: string[];
  ids: string[];
  /** The readout of the selected image, when exactly one image is selected. */
  image: PlacedImageInfo | null;
}
