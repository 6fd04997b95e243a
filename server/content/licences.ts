/**
 * The licence records of the seeded content (README, "Design content"). Each is cleared for
 * printing on a product that is sold, with no credit on it (src/domain/content/licences): the seed
 * refuses any other, and tests/unit/contentLicences.test.ts checks every item and its package.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ContentLicence } from '../../src/domain/content/types';

const require = createRequire(import.meta.url);

/** Version of an installed package (its package.json). */
export function installedVersion(pkg: string): string {
  const file = require.resolve(`${pkg}/package.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** Drawn for this project (hand-written SVG and the generators in server/content): MIT. */
export const PROJECT_LICENCE: ContentLicence = {
  licence: 'MIT',
  source: 'print-designer (drawn for this project)',
  url: 'https://opensource.org/license/mit',
  commercialPrint: true,
  creditRequired: false,
};

/** Icons of the Tabler set, from the installed npm package. */
export function tablerLicence(): ContentLicence {
  return {
    licence: 'MIT',
    source: `@tabler/icons@${installedVersion('@tabler/icons')}`,
    url: 'https://github.com/tabler/tabler-icons/blob/main/LICENSE',
    commercialPrint: true,
    creditRequired: false,
  };
}

/**
 * Pixabay's Content License (https://pixabay.com/service/license-summary/): free for
 * commercial use, no attribution required; not to be sold unaltered or as stock. Printing a
 * customer's design that uses one is use, not resale.
 */
export const PIXABAY_LICENCE: ContentLicence = {
  licence: 'Pixabay Content License',
  source: 'pixabay.com',
  url: 'https://pixabay.com/service/license-summary/',
  commercialPrint: true,
  creditRequired: false,
};
