/**
 * Uploads: the panel, the page's upload manager, the workspace drop target; and for the export,
 * the chunked upload (`purpose: 'design'`), the page's transport and the design-file requests.
 */
export { UploadsPanel } from './UploadsPanel';
export { UploadsProvider, useUploadManager } from './UploadsProvider';
export { UploadDropZone } from './UploadDropZone';
export { uploadsReducer } from './uploadsSlice';
export type { UploadsState } from './uploadsSlice';
export { browserUploadTransport } from './browserTransport';
export { imagePipeline } from './imagePipelineInstance';
export { uploadInChunks } from './chunkedUpload';
export type { ChunkedUploadOptions, ChunkedUploadOutcome, UploadTransport } from './chunkedUpload';
export { attachDesignFile, deleteDesignFile } from './uploadRequests';
export type { DesignFileResult, RequestFailure } from './uploadRequests';
export { useUploadImagesQuery } from './uploadsApi';
export { useUploadAndPlace } from './useUploadAndPlace';
