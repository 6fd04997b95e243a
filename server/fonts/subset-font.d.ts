/** subset-font 2 ships no types: the one call the subset route makes (server/fonts/subset.ts). */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    noLayoutClosure?: boolean;
  }
  function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
  export default subsetFont;
}

/** fontverter 2 ships no types: woff2 → TrueType for HarfBuzz (server/fonts/subset.ts). */
declare module 'fontverter' {
  const fontverter: {
    convert(font: Buffer, format: 'truetype' | 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
  };
  export default fontverter;
}
