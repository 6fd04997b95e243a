/**
 * The double-sided step before saving (spec shell §4 "Save and reset": for double-sided designs
 * Save may first ask to reset or confirm). A design printed with a design of its own on each
 * side ('double') whose one side holds nothing would print that side blank, which is rarely what
 * the shopper paid the second side for. Before the save form the shopper is asked:
 *
 * - **Reset** to one side: the print-side option goes back to single-sided (the front prints,
 *   the second side is no longer charged). Offered only when the back is the empty side —
 *   resetting with an empty front would drop the back's design.
 * - **Confirm**: save as it is, the empty side printed blank.
 *
 * Nothing is asked for the other print-side modes (their back is the front's design), for a
 * design with both sides designed, or with neither (nothing worth a question).
 */
import type { Side } from '../editor/sides';
import { hasBackDesign, sideHasDesign } from '../editor/sides';
import type { Accessory } from '../product';
import type { PrintSide } from '../productOptions';

/** What to ask before the save form. */
export type SaveSidesQuestion =
  | { readonly ask: false }
  | { readonly ask: true; readonly emptySide: Side; readonly canReset: boolean };

/** The question for a design whose sides' saved JSON are `front` and `back` (null: nothing). */
export function saveSidesQuestion(designs: {
  printSide: PrintSide;
  front: string | null;
  back: string | null;
}): SaveSidesQuestion {
  if (!hasBackDesign(designs.printSide)) return { ask: false };
  const front = sideHasDesign(designs.front);
  const back = sideHasDesign(designs.back);
  if (front === back) return { ask: false };
  return front
    ? { ask: true, emptySide: 'back', canReset: true }
    : { ask: true, emptySide: 'front', canReset: false };
}

/** The option choice that resets the product to one printed side. */
export interface OneSideChoice {
  readonly accessoryKey: string;
  readonly optionKey: string;
}

/**
 * The print-side accessory's single-sided option, from the calculator's accessories; null when
 * the product offers none (then Reset is not offered).
 */
export function oneSideChoice(accessories: readonly Accessory[]): OneSideChoice | null {
  for (const accessory of accessories) {
    const single = accessory.options.find((o) => o.configuration.printSide === 'single');
    if (single) return { accessoryKey: accessory.key, optionKey: single.key };
  }
  return null;
}
