/** Tunables of the design export (issue 6), with units. */
export const EXPORT_TUNABLES = {
  /**
   * Largest tile, px. A tile is one main-thread task: Fabric's render plus the rasterisation
   * `createImageBitmap` forces. Measured on the 104 MP banner (docs/benchmarks/export.md), a
   * 1 MP tile took 40–100 ms while the machine was loaded; half that keeps the task under the
   * 50 ms target with room for slower machines. The engine's budget caps it further.
   */
  maxTileArea: 500_000,
  /**
   * Longest tile side, px: 2048 cuts a 7200 px wide print into 4 tiles a band, so a band stays
   * 277 rows high and an image's original is decoded in as few regions as with 1 MP tiles.
   */
  maxTileSide: 2048,
  /**
   * Largest raster an SVG image is drawn into once per export, px (further capped by the
   * budget); larger SVG images are drawn as vectors tile by tile.
   */
  maxVectorRasterArea: 16_000_000,
  /** Original px decoded around a region so resampling at its edges sees real neighbours. */
  regionMarginPx: 2,
  /**
   * Design thumbnails for the cart and saved designs, long side px (spec canvas §9): made in the
   * PNG worker from the print's rows, WebP at the pipeline's thumbnail settings.
   */
  thumbnailSides: [240, 960],
} as const;
