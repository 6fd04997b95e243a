/**
 * Tunables of the product overlays (spec canvas §3, §9), with units. Geometry is in inches
 * (the plan is drawn at 96 px per inch); drawing style in screen px is divided by the zoom.
 */
export const OVERLAY_TUNABLES = {
  /**
   * Material kept between a hole's, grommet's or standoff's outer edge and the trim line,
   * inches. The seed catalogue sells holes "1/2 in from the edges", so a feature of radius r is
   * centred `edgeGapInches + r` inside each edge it is anchored to.
   */
  edgeGapInches: 0.5,
  holes: {
    /** Diameter used when the configuration names a placement but no diameter, inches. */
    defaultDiameterInches: 0.5,
    /**
     * "Big top corners" drills at least this diameter, inches (the large grommets are 1 in
     * too); a chosen diameter above it is kept.
     */
    bigMinDiameterInches: 1,
  },
  grommets: {
    /** #2 brass grommet, the banner standard: 3/8 in hole, 15/16 in washer, inches. */
    holeDiameterInches: 0.375,
    outerDiameterInches: 0.9375,
    /** "Big top corners": 1 in hole (seed: "Two 1 inch grommets"), 1 3/4 in washer, inches. */
    bigHoleDiameterInches: 1,
    bigOuterDiameterInches: 1.75,
    /** "Every 2-3 feet": nominal spacing along an edge, inclusive bounds, inches. */
    spacingMinInches: 24,
    spacingMaxInches: 36,
  },
  standoffs: {
    /** Standoff cap diameter, inches (seed: "5/8 in standoffs"). */
    capDiameterInches: 0.625,
  },
  /** Tolerance for inclusive comparisons of sizes typed with 3 decimals, inches. */
  epsilonInches: 1e-9,
  style: {
    /** Drilled holes (spec canvas §9), also the hole inside a grommet. */
    holeFill: '#4d4d4d',
    grommetFill: '#c9a94b',
    standoffFill: '#d5d9dd',
    standoffStroke: '#6c757d',
    /** Screen px (divided by zoom). */
    standoffStrokePx: 1,
    /** Hem guide (spec canvas §9: dashed, stroke width 2); screen px. */
    hemStroke: '#1d70b8',
    hemStrokePx: 2,
    hemDashPx: [8, 6],
    /** The area a shape cut removes is veiled with this fill. */
    cutMaskFill: 'rgba(255,255,255,0.7)',
    /** The cut line; screen px. */
    cutLineStroke: '#e6007e',
    cutLinePx: 1,
    /** Safe-zone contour; screen px. */
    safeZoneStroke: '#e63946',
    safeZonePx: 1,
    safeZoneDashPx: [4, 4],
  },
} as const;
