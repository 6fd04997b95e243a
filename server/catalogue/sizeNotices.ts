/**
 * Warning notices about the size (issue 17): the answer stands (the client applies it) but the
 * shopper should know. Today one: "every 2-3 feet" grommets that cannot be spaced on this size
 * (an edge under 2 ft, or between 3 and 4 ft: src/domain/overlays/grommets), so the canvas
 * draws none and the price charges none.
 */
import type { NoticePhrases } from '../../src/domain/noticePhrases';
import { ENGLISH_NOTICE_PHRASES, fillPhrase } from '../../src/domain/noticePhrases';
import type { PricedOption } from '../../src/domain/pricing';
import type { PieceSize } from '../../src/domain/priceRules';
import { grommetPlacement } from '../../src/domain/overlays';
import type { ProductNotice } from '../../src/domain/product';
import { round3 } from '../../src/domain/units';

/** A warning for the selected options at this size, or null. */
export function sizeWarning(
  selected: readonly PricedOption[],
  size: PieceSize,
  phrases: NoticePhrases = ENGLISH_NOTICE_PHRASES,
): ProductNotice | null {
  const artboard = { widthInches: size.widthInches, heightInches: size.heightInches };
  const unspaced = selected.find(
    (o) =>
      o.configuration.grommet === 'every-2-3-feet' &&
      grommetPlacement('every-2-3-feet', artboard) === null,
  );
  if (!unspaced) return null;
  return {
    type: 'warning',
    message: fillPhrase(phrases.grommetsUnspaced, {
      width: String(round3(size.widthInches)),
      height: String(round3(size.heightInches)),
    }),
  };
}
