/**
 * Saving the design (spec shell §4 "Save and reset"): the export renders and uploads the print
 * files and thumbnails, then `POST Designer/Design` records a new design or `PUT` updates the one
 * being edited (same id). Success marks the design saved (the unsaved-change prompt ends), makes
 * it the design being edited, and the design count rises (the list's tag is invalidated).
 */
import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { errorKeysOfQuery } from '../../api/errors';
import type { SaveDesignFields } from '../../domain/designs/saveDesignForm';
import { designSavePayload } from '../../domain/designs/payloads';
import { useRunCommand } from '../editor';
import { useDesignExport } from '../export';
import { useAppliedCalculator } from '../product';
import { useCreateDesignMutation, useUpdateDesignMutation } from './designsApi';
import { editingDesignSet, selectEditingDesign } from './designsSlice';
import { useDesignFingerprint } from './useDesignFingerprint';

export type SaveMode = 'new' | 'update';

export type SaveOutcome = { ok: true; id: string } | { ok: false; errorKeys: string[] };

export function useSaveDesign() {
  const dispatch = useDispatch();
  const run = useRunCommand();
  const exporter = useDesignExport();
  const editing = useSelector(selectEditingDesign);
  const { data: calculator } = useAppliedCalculator();
  const [create, created] = useCreateDesignMutation();
  const [update, updated] = useUpdateDesignMutation();
  const fingerprint = useDesignFingerprint();

  const save = useCallback(
    async (fields: SaveDesignFields, mode: SaveMode): Promise<SaveOutcome> => {
      if (!calculator) return { ok: false, errorKeys: ['selectedProductEmpty'] };
      const exported = await exporter.start({ notifyParent: false });
      if (!exported) return { ok: false, errorKeys: [] };
      if (!('payload' in exported)) return { ok: false, errorKeys: exported.errorKeys };
      const snapshot = {
        origin: window.location.origin,
        calculator,
        files: exported.payload,
        document: exported.document,
      };
      const id = mode === 'update' && editing ? editing.id : null;
      const payload = designSavePayload(snapshot, fields, id);
      const answer = id ? await update({ ...payload, id }) : await create(payload);
      if (answer.error) return { ok: false, errorKeys: errorKeysOfQuery(answer.error) };
      const savedId = answer.data.id;
      dispatch(
        editingDesignSet({
          id: savedId,
          name: payload.name,
          description: payload.description ?? '',
          fingerprint: fingerprint(),
        }),
      );
      // The prompt ends and the kept copy (src/features/recovery) is cleared.
      run('design.markSaved');
      return { ok: true, id: savedId };
    },
    [calculator, create, dispatch, editing, exporter, fingerprint, run, update],
  );

  return {
    save,
    editing,
    /** The export's progress while it runs (render, then upload). */
    exportState: exporter.state,
    cancel: exporter.cancel,
    recording: created.isLoading || updated.isLoading,
    ready: exporter.ready,
  };
}
