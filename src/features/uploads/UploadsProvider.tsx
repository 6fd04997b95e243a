/**
 * The page's upload manager, with what it needs from the app: the store, the editor, the API
 * origin. Uploads a reload interrupted resume when the designer opens; a file pasted anywhere
 * outside a text field is uploaded.
 */
import { createContext, useContext, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { matchesMedia } from '../../platform/media';
import { pendingUploadStore } from '../../platform/pendingUploads';
import { randomId } from '../../platform/randomId';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { setImageApiOrigin, setPageSourceLoader } from '../../canvas';
import { useEditor } from '../editor';
import { notify } from '../notifications';
import { browserUploadTransport } from './browserTransport';
import { imagePipeline } from './imagePipelineInstance';
import { UploadManager } from './uploadManager';
import { uploadsApi } from './uploadsApi';
import { useQueryUploads } from './useQueryUploads';
import { releasePreviewUrls } from './previewUrls';
import type { PageSourceDeps } from './pageSources';
import { pageSourceLoader } from './pageSources';
import type { UploadsState } from './uploadsSlice';

const UploadManagerContext = createContext<UploadManager | null>(null);
const PageSourcesContext = createContext<PageSourceDeps | null>(null);

/** The page's upload manager (inside UploadsProvider). */
export function useUploadManager(): UploadManager {
  const manager = useContext(UploadManagerContext);
  if (!manager) throw new Error('useUploadManager outside UploadsProvider');
  return manager;
}

/** Where other pages of uploads are decoded from (inside UploadsProvider). */
export function usePageSources(): PageSourceDeps {
  const pages = useContext(PageSourcesContext);
  if (!pages) throw new Error('usePageSources outside UploadsProvider');
  return pages;
}

function isTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select') !== null)
  );
}

export function UploadsProvider(props: { children: ReactNode }) {
  const dispatch = useDispatch();
  const store = useStore<{ runtimeConfig: RuntimeConfig; uploads: UploadsState }>();
  const editor = useEditor();

  const manager = useMemo(() => {
    const apiBaseUrl = store.getState().runtimeConfig.API_BASE_URL;
    setImageApiOrigin(apiBaseUrl);
    return new UploadManager({
      dispatch,
      account() {
        const answer = uploadsApi.endpoints.uploadImages.select()(store.getState() as never).data;
        return { signedIn: answer?.signedIn ?? false, details: answer?.detailed ?? null };
      },
      transport: browserUploadTransport(apiBaseUrl),
      pipeline: imagePipeline,
      store: pendingUploadStore,
      onAttached: (fileId, imageId, src) => editor.resolveUpload(fileId, imageId, src),
      onListChanged: () => dispatch(uploadsApi.util.invalidateTags(['Uploads'])),
      notify: (request) => dispatch(notify(request)),
      wideScreen: () => matchesMedia('(min-width: 601px)'),
      randomId,
    });
  }, [dispatch, store, editor]);
  // Pages other than the first are decoded from the original (pageSources.ts).
  const pages = useMemo<PageSourceDeps>(
    () => ({
      pipeline: imagePipeline,
      localOriginal: (fileId) => manager.localOriginal(fileId),
      apiBaseUrl: store.getState().runtimeConfig.API_BASE_URL,
    }),
    [manager, store],
  );
  useEffect(() => {
    setPageSourceLoader(pageSourceLoader(pages));
    return () => setPageSourceLoader(null);
  }, [pages]);

  useEffect(() => {
    void manager.resume();
  }, [manager]);
  useEffect(() => releasePreviewUrls(store), [store]);
  useQueryUploads();

  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const files = [...(e.clipboardData?.files ?? [])];
      if (files.length === 0 || isTextField(e.target)) return;
      e.preventDefault();
      manager.start(files);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [manager]);

  return (
    <UploadManagerContext.Provider value={manager}>
      <PageSourcesContext.Provider value={pages}>{props.children}</PageSourcesContext.Provider>
    </UploadManagerContext.Provider>
  );
}
