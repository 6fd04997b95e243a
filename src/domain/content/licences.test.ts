import { describe, expect, it } from 'vitest';
import { isClearedForPrint } from './licences';

const record = (licence: string, commercialPrint = true, creditRequired = false) => ({
  licence,
  source: 'someone',
  url: 'https://example.org/licence',
  commercialPrint,
  creditRequired,
});

describe('content cleared for printing', () => {
  it.each([
    ['MIT', true],
    ['CC0-1.0', true],
    ['Apache-2.0', true],
    ['Pixabay Content License', true],
    ['CC-BY-4.0', false],
    ['CC-BY-SA-4.0', false],
    ['CC-BY-NC-4.0', false],
    ['CC-BY-ND-4.0', false],
    ['GPL-3.0-only', false],
    ['LGPL-3.0-or-later', false],
    ['OFL-1.1', false],
    ['UNKNOWN', false],
  ])('%s: %s', (licence, cleared) => expect(isClearedForPrint(record(licence))).toBe(cleared));

  it('a cleared licence still fails without commercial printing or when a credit is needed', () => {
    expect(isClearedForPrint(record('MIT', false))).toBe(false);
    expect(isClearedForPrint(record('CC0-1.0', true, true))).toBe(false);
  });
});
