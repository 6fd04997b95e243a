/**
 * Arranging the selection (spec canvas §2, the layer toolbar): layer order, alignment to the
 * artboard (one object) or to the selection, distribution of three or more objects.
 */
import type { Alignment, DistributeDirection, LayerOrder } from '../../domain/canvas/arrange';
import { MIN_DISTRIBUTE_OBJECTS } from '../../domain/canvas/arrange';
import type { Command } from './command';
import { canMoveSelection, command, hasSelection } from './command';

const layer = (order: LayerOrder, labelKey: string, key: string): Command =>
  command({
    id: `arrange.${order}`,
    labelKey,
    group: 'arrange',
    contextMenu: true,
    // The bracket keys of Figma, Canva and most editors; with Shift ('{', '}') all the way.
    shortcuts: [{ binding: { key, mod: true } }],
    isEnabled: hasSelection,
    perform: (editor) => editor.layer(order),
  });

const align = (alignment: Alignment, labelKey: string): Command =>
  command({
    id: `arrange.align.${alignment}`,
    labelKey,
    group: 'arrange',
    isEnabled: canMoveSelection,
    perform: (editor) => editor.align(alignment),
  });

const distribute = (direction: DistributeDirection, labelKey: string): Command =>
  command({
    id: `arrange.distribute.${direction}`,
    labelKey,
    group: 'arrange',
    isEnabled: (s) => canMoveSelection(s) && s.selection.count >= MIN_DISTRIBUTE_OBJECTS,
    perform: (editor) => editor.distribute(direction),
  });

/** Layer order, in the toolbar's order. */
export const LAYER_COMMANDS = [
  layer('bringToFront', 'layerBringToFront', '}'),
  layer('forward', 'layerForward', ']'),
  layer('backward', 'layerBackward', '['),
  layer('sendToBack', 'layerSendToBack', '{'),
];

export const ALIGN_COMMANDS = [
  align('left', 'alignLeft'),
  align('centre', 'alignCentre'),
  align('right', 'alignRight'),
  align('top', 'alignTop'),
  align('middle', 'alignMiddle'),
  align('bottom', 'alignBottom'),
];

export const DISTRIBUTE_COMMANDS = [
  distribute('horizontal', 'distributeHorizontally'),
  distribute('vertical', 'distributeVertically'),
];

export const ARRANGE_COMMANDS = [...LAYER_COMMANDS, ...ALIGN_COMMANDS, ...DISTRIBUTE_COMMANDS];
