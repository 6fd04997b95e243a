/**
 * A saved design or cart item opened for editing (`dId`, `cId`; spec shell §2): what the
 * server's answer gives the editor — the product selection to apply (size in inches, unit,
 * quantity, options) and each side's design JSON, from the design document stored with it
 * (src/domain/export/designDocument). An answer without a readable document opens the product
 * with an empty design: the print files alone cannot be edited.
 */
import type { PrintSide } from '../productOptions';
import type { CalculatorRequest } from '../product';
import type { MeasurementUnit } from '../units';
import { readDesignDocument } from '../export';

/** The fields of a saved design or cart item this reads (protocol.ts SavedDesign, CartItem). */
export interface OpenableDesign {
  width: number;
  height: number;
  measurementUnit: number;
  quantity: number;
  accessories: Record<string, string[]>;
  designDocument: unknown;
}

export interface OpenedDesign {
  request: CalculatorRequest;
  /** Each side's design JSON (src/canvas/designDocument), null for a side never designed. */
  front: string | null;
  back: string | null;
  printSide: PrintSide | null;
  /** Whether the stored document could be read (false: the design opens empty). */
  documentRead: boolean;
}

export function openedDesign(productId: number, design: OpenableDesign): OpenedDesign {
  const unit: MeasurementUnit = design.measurementUnit === 5 ? 5 : 0;
  const request: CalculatorRequest = {
    productId,
    width: design.width,
    height: design.height,
    measurementUnit: unit,
    quantity: design.quantity,
    selectedOptionKeys: design.accessories,
  };
  const read = readDesignDocument(design.designDocument);
  if (!read.ok) return { request, front: null, back: null, printSide: null, documentRead: false };
  const { sides, printSide } = read.document;
  return {
    request,
    front: sides.front ? JSON.stringify(sides.front) : null,
    back: sides.back ? JSON.stringify(sides.back) : null,
    printSide,
    documentRead: true,
  };
}
