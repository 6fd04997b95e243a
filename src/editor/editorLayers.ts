/**
 * The layers list's tools of the editor controller (`controller.layers`): selecting an object by
 * its id and locking or unlocking one. Each runs through the canvas adapter's `editSelection`
 * (src/canvas/layerList): selecting changes nothing in the design; a lock is one history entry.
 */
import type { DesignCanvas } from '../canvas';
import { layerEdits } from '../canvas';

export class EditorLayers {
  constructor(private readonly canvas: () => DesignCanvas | null) {}

  /** Selects the object `id` of the side shown, alone. */
  select = (id: string) => this.canvas()?.editSelection(layerEdits.select(id));

  /** Locks (no moving, scaling or rotating) or unlocks the object `id`. */
  setLocked = (id: string, locked: boolean) =>
    this.canvas()?.editSelection(layerEdits.setLocked(id, locked));
}
