/**
 * Front and back sides and the print-side modes (spec canvas §4) as a pure state machine. Each
 * side keeps its own history; the current entry of a side is its saved canvas.
 *
 * Modes (option texts of the print-sides accessory): 'single' prints the front only; 'double'
 * prints a separate design on each side; 'double-same' prints the front on the back too;
 * 'reversed' prints the front on the back mirrored left to right (a reversed print: seen from
 * behind or through the material, it reads the right way round).
 * Only 'double' has a back design of its own, so only it offers Flip and Duplicate design.
 */
import type { PrintSide } from '../productOptions';
import type { History, HistoryLimits } from './history';
import { current, EMPTY_HISTORY, pushEntry } from './history';

/** A side of the product. */
export type Side = 'front' | 'back';

/** The sides' state: print mode, the side being edited and each side's history. */
export interface SidesState {
  readonly printSide: PrintSide;
  readonly active: Side;
  readonly front: History;
  readonly back: History;
}

/**
 * Result of a flip or duplicate. When `switched`, load `restore` into the canvas (null: clear
 * it) after `EDITOR_TUNABLES.sides.flipDelayMs`; `result` is `maxSizeExceeded` when saving
 * dropped old entries (fire `designerMaxSizeWarning`). When not switched the state is unchanged:
 * `noBackSide` (the mode has no back design) or `entryTooLarge` (the current canvas could not be
 * saved, so leaving the side would lose it).
 */
export type SideSwitch =
  | {
      readonly switched: true;
      readonly state: SidesState;
      readonly restore: string | null;
      readonly result: 'ok' | 'maxSizeExceeded';
    }
  | {
      readonly switched: false;
      readonly state: SidesState;
      readonly reason: 'noBackSide' | 'entryTooLarge';
    };

/** Result of a print-side change; when `switched`, load `restore` (null: clear the canvas). */
export interface PrintSideChange {
  readonly state: SidesState;
  readonly switched: boolean;
  readonly restore: string | null;
}

/** What one exported side holds: which side's design and whether it is printed reversed. */
export interface ExportedSide<T> {
  readonly side: Side;
  /** The side whose design is printed here. */
  readonly source: Side;
  /** The design (null: nothing on that side, export a blank one). */
  readonly design: T | null;
  /** Printed mirrored left to right, as the 'reversed' mode asks for the back. */
  readonly reversed: boolean;
}

/** The opposite side. */
export function otherSide(side: Side): Side {
  return side === 'front' ? 'back' : 'front';
}

/** Whether the product is printed on both sides (every mode but 'single'). */
export function isDoubleSided(printSide: PrintSide): boolean {
  return printSide !== 'single';
}

/** Whether the back has a design of its own (only 'double'): Flip and Duplicate are offered. */
export function hasBackDesign(printSide: PrintSide): boolean {
  return printSide === 'double';
}

/**
 * Whether a side's saved design (its history's current entry) holds something a shopper would
 * miss: an object or a background. What leaving 'double' drops (productChangeOtherSideLost).
 */
export function sideHasDesign(json: string | null): boolean {
  if (!json) return false;
  try {
    const design = JSON.parse(json) as { objects?: unknown; background?: unknown };
    return (
      (Array.isArray(design.objects) && design.objects.length > 0) ||
      (typeof design.background === 'string' && design.background !== '')
    );
  } catch {
    return false;
  }
}

/**
 * Whether moving to print side `next` drops a back design the shopper made, so it is asked
 * first; `next` null is another product, which starts on its own default sides and always asks.
 */
export function losesBackDesign(
  designs: { printSide: PrintSide; back: string | null },
  next: PrintSide | null,
): boolean {
  if (next !== null && hasBackDesign(next)) return false;
  return hasBackDesign(designs.printSide) && sideHasDesign(designs.back);
}

/** Duplicate design is disabled while the canvas is empty. */
export function canDuplicate(isCanvasEmpty: boolean): boolean {
  return !isCanvasEmpty;
}

/** Fresh state: empty histories, editing the front. */
export function createSides(printSide: PrintSide = 'single'): SidesState {
  return { printSide, active: 'front', front: EMPTY_HISTORY, back: EMPTY_HISTORY };
}

/** The history of the side being edited. */
export function activeHistory(state: SidesState): History {
  return state[state.active];
}

/** The state with the edited side's history replaced (after a push, undo, redo or reset). */
export function withActiveHistory(state: SidesState, history: History): SidesState {
  return state[state.active] === history ? state : { ...state, [state.active]: history };
}

/** The state with `side`'s history replaced (a change made while a flip waits: the old side). */
export function withSideHistory(state: SidesState, side: Side, history: History): SidesState {
  return state[side] === history ? state : { ...state, [side]: history };
}

/**
 * Saves the current canvas and switches to the other side, whose current entry is restored
 * (null when the other side has no content: clear the canvas).
 */
export function flip(state: SidesState, currentJson: string, limits: HistoryLimits): SideSwitch {
  if (!hasBackDesign(state.printSide)) return { switched: false, state, reason: 'noBackSide' };
  const saved = pushEntry(activeHistory(state), currentJson, limits);
  if (saved.result === 'entryTooLarge') return { switched: false, state, reason: 'entryTooLarge' };
  const target = otherSide(state.active);
  const next: SidesState = { ...state, [state.active]: saved.history, active: target };
  return { switched: true, state: next, restore: current(next[target]), result: saved.result };
}

/**
 * Copies the current canvas into the other side's history (as a new entry, dropping its undone
 * steps) and switches to it; the canvas keeps showing the same design. Ask for confirmation
 * ('otherSideDesignWillBeLost') and check {@link canDuplicate} before calling.
 */
export function duplicateToOtherSide(
  state: SidesState,
  currentJson: string,
  limits: HistoryLimits,
): SideSwitch {
  if (!hasBackDesign(state.printSide)) return { switched: false, state, reason: 'noBackSide' };
  const saved = pushEntry(activeHistory(state), currentJson, limits);
  if (saved.result === 'entryTooLarge') return { switched: false, state, reason: 'entryTooLarge' };
  const target = otherSide(state.active);
  const copied = pushEntry(state[target], currentJson, limits);
  if (copied.result === 'entryTooLarge') return { switched: false, state, reason: 'entryTooLarge' };
  const next: SidesState = {
    ...state,
    [state.active]: saved.history,
    [target]: copied.history,
    active: target,
  };
  const exceeded = saved.result === 'maxSizeExceeded' || copied.result === 'maxSizeExceeded';
  return {
    switched: true,
    state: next,
    restore: currentJson,
    result: exceeded ? 'maxSizeExceeded' : 'ok',
  };
}

/**
 * Changes the print mode. Moving to a mode without a back design of its own drops the back's
 * history and returns to the front (restoring the front's current entry).
 */
export function changePrintSide(state: SidesState, printSide: PrintSide): PrintSideChange {
  if (printSide === state.printSide) return { state, switched: false, restore: null };
  if (hasBackDesign(printSide))
    return { state: { ...state, printSide }, switched: false, restore: null };
  const switched = state.active === 'back';
  return {
    state: { ...state, printSide, active: 'front', back: EMPTY_HISTORY },
    switched,
    restore: switched ? current(state.front) : null,
  };
}

/**
 * What to export per side: 'single' the front only; 'double' each side's own design;
 * 'double-same' the front on both sides; 'reversed' the front on both, the back reversed.
 */
export function exportSides<T>(
  printSide: PrintSide,
  front: T | null,
  back: T | null,
): readonly ExportedSide<T>[] {
  const frontSide: ExportedSide<T> = {
    side: 'front',
    source: 'front',
    design: front,
    reversed: false,
  };
  switch (printSide) {
    case 'single':
      return [frontSide];
    case 'double':
      return [frontSide, { side: 'back', source: 'back', design: back, reversed: false }];
    case 'double-same':
      return [frontSide, { side: 'back', source: 'front', design: front, reversed: false }];
    case 'reversed':
      return [frontSide, { side: 'back', source: 'front', design: front, reversed: true }];
  }
}
