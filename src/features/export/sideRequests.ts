/**
 * The sides a design document prints (spec canvas §4 and issue 6: 'double-same' duplicates the
 * front, 'reversed' prints the front mirrored on the back), as render requests.
 */
import { artboardSizePx } from '../../domain/artboard';
import type { DesignDocument } from '../../domain/export';
import { exportSides } from '../../domain/editor/sides';
import type { Side } from '../../domain/editor/sides';
import type { SideRequest } from './renderSide';

export function sideRequests(document: DesignDocument, only?: Side): SideRequest[] {
  const { product } = document;
  const artboard = artboardSizePx(product.widthInches, product.heightInches);
  return exportSides(document.printSide, document.sides.front, document.sides.back)
    .filter((s) => !only || s.side === only)
    .map((s) => ({
      side: s.side,
      design: s.design,
      artboard,
      widthInches: product.widthInches,
      heightInches: product.heightInches,
      exportDpi: product.exportDpi,
      mirrored: s.reversed,
      textOutput: product.textOutput,
    }));
}
