/** Uploads: the panel, the page's upload manager, the workspace drop target. */
export { UploadsPanel } from './UploadsPanel';
export { UploadsProvider, useUploadManager } from './UploadsProvider';
export { UploadDropZone } from './UploadDropZone';
export { uploadsReducer } from './uploadsSlice';
export type { UploadsState } from './uploadsSlice';
