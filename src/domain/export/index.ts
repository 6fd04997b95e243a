/** The design export's pure rules: print size and DPI, tile plan, image regions, the document. */
export * from './printSize';
export * from './tilePlan';
export * from './imageRegion';
export * from './designDocument';
export { EXPORT_TUNABLES } from './tunables';
