/**
 * The export as the editor runs it: the design document of what is on screen, rendered side by
 * side, uploaded, and — inside a storefront's iframe — posted to the parent page as
 * `exportedCanvasData` with its errors list (spec canvas §7). One export at a time; cancelable.
 */
import { useCallback, useRef, useState } from 'react';
import { useSelector, useStore } from 'react-redux';
import type { ExportProblem } from '../../canvas';
import type { DesignDocument } from '../../domain/export';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { currentPixelBudget } from '../../platform/engine';
import { outbound } from '../../domain/embed';
import { parentWindow } from '../../platform/parentWindow';
import { exportedFiles } from './exportedFiles';
import { randomId } from '../../platform/randomId';
import { selectEditor, useEditor } from '../editor';
import { useAppliedCalculator } from '../product';
import { browserUploadTransport, imagePipeline, useUploadManager } from '../uploads';
import { appExportEnvironment } from './appEnvironment';
import { designDocumentOf } from './designDocumentOf';
import { exportDesign } from './exportDesign';
import type { ExportPayload } from './uploadOutputs';
import { ExportUploadError, uploadOutputs } from './uploadOutputs';

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'rendering' | 'uploading'; fraction: number; problems: ExportProblem[] }
  | { phase: 'done'; payload: ExportPayload; problems: ExportProblem[] }
  | { phase: 'failed'; errorKeys: string[]; problems: ExportProblem[] };

/** What a finished export hands its caller (Save and Add to cart send it on). */
export interface ExportResult {
  payload: ExportPayload;
  document: DesignDocument;
  problems: ExportProblem[];
}

/** An export that failed: the translation keys to show. */
export interface ExportFailure {
  errorKeys: string[];
}

export interface ExportOptions {
  /** Inside a storefront's iframe, post `exportedCanvasData` to the parent (default true). */
  notifyParent?: boolean;
}

export function useDesignExport() {
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  const store = useStore<{ runtimeConfig: RuntimeConfig }>();
  const editor = useSelector(selectEditor);
  const controller = useEditor();
  const uploads = useUploadManager();
  const { data: calc } = useAppliedCalculator();

  /** Runs the export: its result, its failure, or null when canceled or it could not start. */
  const start = useCallback(
    async (options: ExportOptions = {}): Promise<ExportResult | ExportFailure | null> => {
      if (!calc || !editor.ready || running.current) return null;
      const abort = new AbortController();
      running.current = abort;
      const apiBaseUrl = store.getState().runtimeConfig.API_BASE_URL;
      const document = designDocumentOf(calc, controller.designs());
      let problems: ExportProblem[] = [];
      try {
        setState({ phase: 'rendering', fraction: 0, problems });
        const env = appExportEnvironment({
          budget: currentPixelBudget(),
          apiBaseUrl,
          pipeline: imagePipeline,
          localOriginal: (fileId) => uploads.localOriginal(fileId),
        });
        const rendered = await exportDesign(
          document,
          env,
          (fraction) => setState({ phase: 'rendering', fraction, problems }),
          abort.signal,
        );
        problems = rendered.problems;
        setState({ phase: 'uploading', fraction: 0, problems });
        const payload = await uploadOutputs(
          rendered.sides,
          { transport: browserUploadTransport(apiBaseUrl), randomId },
          (fraction) => setState({ phase: 'uploading', fraction, problems }),
          abort.signal,
        );
        setState({ phase: 'done', payload, problems });
        if (options.notifyParent !== false) {
          // To the storefront that made the handshake only; its drawing errors listed too.
          const { files, ...exported } = payload;
          void files;
          const errors = [
            ...parentWindow.drawingErrorList(),
            ...problems.map((p) => ({ key: p.key, detail: p.detail })),
          ];
          parentWindow.post(outbound.exported(exported, errors, exportedFiles(rendered.sides)));
        }
        return { payload, document, problems };
      } catch (error) {
        if (abort.signal.aborted) setState({ phase: 'idle' });
        else {
          console.error('export failed', error);
          const errorKeys =
            error instanceof ExportUploadError && error.errorKeys.length > 0
              ? error.errorKeys
              : ['exportFailed'];
          setState({ phase: 'failed', errorKeys, problems });
          return { errorKeys };
        }
        return null;
      } finally {
        running.current = null;
      }
    },
    [calc, controller, editor.ready, store, uploads],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
    setState({ phase: 'idle' });
  }, []);

  return { state, start, cancel, ready: Boolean(calc) && !editor.loading };
}
