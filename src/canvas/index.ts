/** The canvas module's public face: the only folder that imports fabric. */
export { createDesignCanvas } from './designCanvas';
export type { DesignCanvas, DesignCanvasEvents, SelectionSummary, ShapeKind } from './designCanvas';
export { EMPTY_DESIGN_JSON } from './designDocument';
export type { PlaceImageRequest } from './images';
export {
  aliasImageSource,
  hasImageSource,
  registerBitmapSource,
  registerSvgSource,
  setImageApiOrigin,
} from './imageSources';
export { renderSideImage } from './sidePreview';
export { createExportScene } from './exportScene';
export type { ExportImage, ExportProblem, ExportScene, ExportSceneOptions } from './exportScene';
export { naiveExportLength } from './naiveExport';
