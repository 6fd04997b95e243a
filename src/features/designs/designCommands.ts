/**
 * Save and My Designs as registered commands (DESIGN.md: every action is one): the header's
 * buttons, the user menu and Ctrl/Cmd+S run them through the registry like any other. What they
 * open — the save-design modal, the list — lives in the store, which the controller does not
 * know, so they act on a host that the designer page binds (useDesignOperations), as the embed
 * commands do.
 */
import type { AnyCommand } from '../../editor';
import { command } from '../../editor';

export interface DesignOperations {
  /** Opens the save-design modal, or says why not (no product chosen). */
  save(): void;
  openMyDesigns(): void;
}

const UNBOUND: DesignOperations = { save: () => undefined, openMyDesigns: () => undefined };

export class DesignsHost implements DesignOperations {
  private ops: DesignOperations = UNBOUND;

  /** Binds the operations; returns the unbind function. */
  bind(ops: DesignOperations): () => void {
    this.ops = ops;
    return () => {
      if (this.ops === ops) this.ops = UNBOUND;
    };
  }

  save = () => this.ops.save();
  openMyDesigns = () => this.ops.openMyDesigns();
}

/** The page's one host (the registry's design commands act on it). */
export const designsHost = new DesignsHost();

export function createDesignCommands(host: DesignOperations): AnyCommand[] {
  return [
    command({
      id: 'design.save',
      labelKey: 'saveDesign',
      group: 'history',
      icon: 'save',
      // Also keeps the browser's own "Save page" away from the designer.
      shortcuts: [{ binding: { key: 's', mod: true } }],
      // Offered when the design has changes not yet saved (spec shell §2).
      isEnabled: (s) => s.ready && s.isModified && !s.designSaved,
      perform: () => host.save(),
    }),
    command({
      id: 'design.myDesigns',
      labelKey: 'myDesigns',
      group: 'view',
      isEnabled: () => true,
      perform: () => host.openMyDesigns(),
    }),
  ] as AnyCommand[];
}
