/**
 * The design document of what is on screen (README, "Design document"): the product and its
 * export DPI from the calculator answer, the print-side mode, and each side's design as the
 * editor controller gives it (the canvas for the side shown, the history for the other).
 */
import type { DesignDocument, SideDesign } from '../../domain/export';
import { DESIGN_DOCUMENT_FORMAT, DESIGN_DOCUMENT_VERSION } from '../../domain/export';
import type { SideDesigns } from '../../editor';
import type { ProductCalculator } from '../../domain/product';

function sideDesign(json: string | null): SideDesign | null {
  if (!json) return null;
  try {
    const raw = JSON.parse(json) as Partial<SideDesign>;
    if (!Array.isArray(raw.objects)) return null;
    return {
      designVersion: typeof raw.designVersion === 'number' ? raw.designVersion : 1,
      objects: raw.objects,
      background: typeof raw.background === 'string' ? raw.background : '',
    };
  } catch {
    return null;
  }
}

export function designDocumentOf(calc: ProductCalculator, designs: SideDesigns): DesignDocument {
  return {
    format: DESIGN_DOCUMENT_FORMAT,
    version: DESIGN_DOCUMENT_VERSION,
    product: {
      id: calc.id,
      name: calc.name,
      widthInches: calc.filter.width,
      heightInches: calc.filter.height,
      exportDpi: calc.exportDpi,
      textOutput: calc.textOutput,
    },
    printSide: designs.printSide,
    sides: { front: sideDesign(designs.front), back: sideDesign(designs.back) },
  };
}
