/** The canvas module's public face: the only folder that imports fabric. */
export { createDesignCanvas } from './designCanvas';
export type { DesignCanvas } from './designCanvas';
