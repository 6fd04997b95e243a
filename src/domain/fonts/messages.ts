/** Translation keys of what the font catalogue and loader tell the shopper. */
export const FontMessageKey = {
  /** A face that could not be loaded: "The font "{family}" could not be loaded…". */
  loadFailed: 'fontLoadFailed',
  /** The font search found nothing: 'No Results Found' (spec canvas §8). */
  searchNoResults: 'fontSearchNoResults',
} as const;
