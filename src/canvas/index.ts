/** The canvas module's public face: the only folder that imports fabric. */
export { createDesignCanvas } from './designCanvas';
export type { DesignCanvas, DesignCanvasEvents, SelectionSummary, ShapeKind } from './designCanvas';
// DESIGN_JSON_VERSION: the harness's editor benchmark writes designs of its own.
export { DESIGN_JSON_VERSION, EMPTY_DESIGN_JSON } from './designDocument';
export type { PlaceImageRequest } from './images';
export type { LayerColour } from './layerColours';
export type { BorderSummary } from './borders';
export { selectionEdits } from './selectionEdit';
export { layerEdits } from './layerList';
export type { SelectionEdit } from './selectionEdit';
export type { FontVariant, TextAlign, TextParams, TextStylePatch } from './textStyle';
export { designFonts } from './designFonts';
export { createContentElement } from './contentElements';
export { createQrCode } from './qrCodes';
export { createBackground } from './backgrounds';
export type { BackgroundChoice } from './backgrounds';
export type { NewObjectPlace } from './newObjects';
export {
  aliasImageSource,
  hasImageSource,
  imageUrl,
  registerBitmapSource,
  registerSvgSource,
  setImageApiOrigin,
  setPageSourceLoader,
} from './imageSources';
export type { PageSourceLoader } from './imageSources';
export { renderSideImage } from './sidePreview';
export { createExportScene } from './exportScene';
export { loadFontFace } from './fontLoader';
export type { FontFaceSource, FontFamilySource, FontLoadResult } from './fontLoader';
export type { ExportImage, ExportProblem, ExportScene, ExportSceneOptions } from './exportScene';
export type { SvgFontFiles } from './svgText';
// For the harness's naive export baseline (harness/export/naiveExport.ts), which draws a side
// on a Fabric canvas of its own.
export { liveSideObjects } from './sideObjects';
