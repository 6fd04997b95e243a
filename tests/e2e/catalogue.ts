/** Products of the seeded catalogue the browser tests use (server/db/seed/products). */
export const catalogue = {
  /** Priced by area, shown in feet; default 72 × 36 in. */
  vinylBanner: {
    id: 101,
    name: 'Vinyl Banner',
    defaultSize: { width: 72, height: 36 },
    sizeLabel: '6 × 3 ft',
  },
  yardSign: {
    id: 103,
    name: 'Yard Sign',
    defaultSize: { width: 24, height: 18 },
    sizeLabel: '24 × 18 in',
  },
  dieCutSticker: {
    id: 106,
    name: 'Die-Cut Stickers',
    defaultSize: { width: 3, height: 3 },
    sizeLabel: '3 × 3 in',
  },
} as const;
