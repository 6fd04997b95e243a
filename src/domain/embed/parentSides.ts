/**
 * What the parent-window side fields ask of the editor (spec canvas §3 "Parent-window data",
 * §1 and §3 "Print sides"): `isReverse` is the reversed mode (the back repeats the front upside
 * down), `isBackSideSameDesign` the double-side-same-design mode, and `isBackSide` the back side
 * shown and edited — which needs a back of its own, the 'double' mode. A field left out, or
 * false, asks nothing: the product's own print side stays. When several are true the more
 * specific mode wins (reversed, then same design); the back is shown only where it has a design.
 */
import type { PrintSide } from '../productOptions';

/** The accessory key of the print-side options (server/db/seed/optionSets). */
export const PRINT_SIDES_ACCESSORY = 'print-sides';

export interface ParentSideFields {
  isBackSide?: boolean;
  isBackSideSameDesign?: boolean;
  isReverse?: boolean;
}

export interface ParentSideRequest {
  /** The print side to choose, or none. */
  printSide?: PrintSide;
  /** The side to show and edit, or none. */
  showSide?: 'front' | 'back';
}

export function parentSideRequest(fields: ParentSideFields): ParentSideRequest {
  if (fields.isReverse === true) return { printSide: 'reversed', showSide: 'front' };
  if (fields.isBackSideSameDesign === true) return { printSide: 'double-same', showSide: 'front' };
  if (fields.isBackSide === true) return { printSide: 'double', showSide: 'back' };
  if (fields.isBackSide === false) return { showSide: 'front' };
  return {};
}

/**
 * The parent's selected options with the print side asked for; options the parent chose itself
 * win (they name the catalogue's option, the flags only a mode).
 */
export function withPrintSide(
  selectedOptions: Readonly<Record<string, readonly string[]>> | undefined,
  printSide: PrintSide | undefined,
): Record<string, string[]> | undefined {
  if (!printSide) return selectedOptions ? copy(selectedOptions) : undefined;
  const chosen = selectedOptions ? copy(selectedOptions) : {};
  if (!Object.prototype.hasOwnProperty.call(chosen, PRINT_SIDES_ACCESSORY))
    chosen[PRINT_SIDES_ACCESSORY] = [printSide];
  return chosen;
}

function copy(options: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(options)) out[key] = [...values];
  return out;
}
