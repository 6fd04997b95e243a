/**
 * Uploads in this tab (spec canvas §3 "Upload state": per-file progress `value` and
 * `previewSrc`; §4 "Upload states: idle, progress, corrupted-image error"), and the refusal
 * popup of the client-side checks. Files, bitmaps and abort controllers stay outside the store
 * (uploadManager); only what the panel draws is here.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { UploadValidationError } from '../../domain/uploads/validation';

/** progress: decoding or sending; error: the file failed (its key says why); done: on the server. */
export type UploadItemState = 'progress' | 'error' | 'done';

/** What the pipeline told about the file, as the panel and placing need it. */
export interface UploadItemInfo {
  format: string;
  /** Source pixels after orientation (pages: at the pipeline's render DPI). */
  pixelWidth: number;
  pixelHeight: number;
  megapixels: number;
  isVector: boolean;
  /** PDF, AI, EPS: re-rendered from the original for print, so no DPI check. */
  isPage: boolean;
  isMoreThan64MP: boolean;
  /** Pages the shopper may choose from (domain/uploads/pages: 1 when there is no choice). */
  pages: number;
}

export interface UploadItem {
  /** Client file id of the original (the key). */
  fileId: string;
  fileName: string;
  state: UploadItemState;
  /** Progress, 0–100 (spec: `value`). */
  value: number;
  /** Object URL of the local thumbnail (spec: `previewSrc`). */
  previewSrc: string | null;
  /** Whether the decoded copy is ready to place on the canvas. */
  placeable: boolean;
  info: UploadItemInfo | null;
  /** The server's image id once attached. */
  imageId: string | null;
  isTemporary: boolean;
  /** Translation key of the failure. */
  errorKey: string | null;
  errorParams: Record<string, string | number> | null;
  /** The failure can be retried (a network failure; not a refusal). */
  retryable: boolean;
}

export interface UploadsState {
  /** Newest first. */
  items: UploadItem[];
  /** The refusal popup (spec shell §8: type, count, size, total size), or null. */
  refusal: (UploadValidationError & { guest: boolean }) | null;
}

const initialState: UploadsState = { items: [], refusal: null };

type Patch = Partial<Omit<UploadItem, 'fileId'>> & { fileId: string };

const slice = createSlice({
  name: 'uploads',
  initialState,
  reducers: {
    uploadStarted(
      state,
      action: PayloadAction<Pick<UploadItem, 'fileId' | 'fileName' | 'isTemporary'>>,
    ) {
      state.items = state.items.filter((i) => i.fileId !== action.payload.fileId);
      state.items.unshift({
        ...action.payload,
        state: 'progress',
        value: 0,
        previewSrc: null,
        placeable: false,
        info: null,
        imageId: null,
        errorKey: null,
        errorParams: null,
        retryable: false,
      });
    },
    uploadUpdated(state, action: PayloadAction<Patch>) {
      const item = state.items.find((i) => i.fileId === action.payload.fileId);
      if (item) Object.assign(item, action.payload);
    },
    uploadRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((i) => i.fileId !== action.payload);
    },
    /** A server image was deleted: its local item goes too. */
    uploadedImageDeleted(state, action: PayloadAction<string>) {
      state.items = state.items.filter((i) => i.imageId !== action.payload);
    },
    uploadRefused(state, action: PayloadAction<UploadsState['refusal']>) {
      state.refusal = action.payload;
    },
  },
});

export const { uploadStarted, uploadUpdated, uploadRemoved, uploadedImageDeleted, uploadRefused } =
  slice.actions;
export const uploadsReducer = slice.reducer;

export const selectUploadItems = (s: { uploads: UploadsState }) => s.uploads.items;
export const selectUploadRefusal = (s: { uploads: UploadsState }) => s.uploads.refusal;
