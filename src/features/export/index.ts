/** The design export: print PNG in tiles, SVG, thumbnails (issue 6). */
export { renderSide } from './renderSide';
export type {
  ExportEnvironment,
  OriginalSource,
  SideOutput,
  SideProgress,
  SideRequest,
} from './renderSide';
export { sideRequests } from './sideRequests';
export { ExportButton } from './ExportButton';
export { exportDesign } from './exportDesign';
export { designDocumentOf } from './designDocumentOf';
export { appExportEnvironment } from './appEnvironment';
export { serverFontFiles } from './fontFiles';
export type { ExportPayload } from './uploadOutputs';
export { useDesignExport } from './useDesignExport';
export type { ExportFailure, ExportOptions, ExportResult, ExportState } from './useDesignExport';
export { ExportProgress } from './ExportProgress';
