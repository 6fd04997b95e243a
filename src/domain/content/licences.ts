/**
 * Which content may be offered for printing (issue #16): a licence on the allow-list, cleared for
 * commercial printing, and needing no credit on the printed product. Not on the list: CC-BY (a
 * credit), CC-BY-SA and every GPL (share-alike terms on the printed work), anything
 * non-commercial (NC) or no-derivatives (ND), and anything unknown.
 */
import type { ContentLicence } from './types';

/** Licences that allow printing on sold products without a credit. */
export const CONTENT_LICENCES_CLEARED: readonly string[] = [
  'MIT',
  'CC0-1.0',
  'Apache-2.0',
  'Pixabay Content License',
];

/** Whether an item with this licence record may be offered. */
export function isClearedForPrint(licence: ContentLicence): boolean {
  return (
    CONTENT_LICENCES_CLEARED.includes(licence.licence) &&
    licence.commercialPrint &&
    !licence.creditRequired
  );
}
