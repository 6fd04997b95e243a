/**
 * The recovery of the open design on this page (issue 19): once the editor shows the product the
 * page loaded, the kept design is read; if it holds something the page did not load it is
 * offered back (the caller shows the question), else dropped. From the answer on (or at once
 * when nothing is offered) the design keeper keeps the design as it changes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { hasImageSource } from '../../canvas';
import type { KeptDesign } from '../../domain/editor/keptDesign';
import { offersKeptDesign, parseKeptDesign } from '../../domain/editor/keptDesign';
import type { CalculatorRequest } from '../../domain/product';
import type { KeptImage } from '../../platform/keptDesignStore';
import { clearKeptDesign, keepDesign, readKeptDesign } from '../../platform/keptDesignStore';
import { pendingUploadStore } from '../../platform/pendingUploads';
import { selectEditor, useEditor, useRunCommand } from '../editor';
import { notify } from '../notifications';
import { selectAppliedRequest, selectionRestored } from '../product';
import { useUploadManager } from '../uploads';
import { DesignKeeper } from './designKeeper';
import { restoreKept } from './restoreKept';

type State = { productNotice: { applied: CalculatorRequest | null } };

export interface Recovery {
  /** The kept design offered back, while the question is open. */
  offered: KeptDesign | null;
  restoring: boolean;
  restore(): void;
  discard(): void;
}

export function useRecovery(): Recovery {
  const controller = useEditor();
  const run = useRunCommand();
  const manager = useUploadManager();
  const dispatch = useDispatch();
  const store = useStore<State>();
  const editor = useSelector(selectEditor);
  const applied = useSelector(selectAppliedRequest);
  const [found, setFound] = useState<{ kept: KeptDesign; images: KeptImage[] } | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [keeping, setKeeping] = useState(false);
  const checked = useRef(false);

  const settled = editor.ready && !editor.loading && applied !== null;
  useEffect(() => {
    if (!settled || checked.current) return;
    checked.current = true;
    void readKeptDesign().then((read) => {
      const kept = parseKeptDesign(read?.design);
      if (read && offersKeptDesign(kept, controller.designs()))
        setFound({ kept, images: read.images });
      else {
        if (read) void clearKeptDesign();
        setKeeping(true);
      }
    });
  }, [settled, controller]);

  useEffect(() => {
    if (!keeping) return;
    const keeper = new DesignKeeper({
      controller,
      applied: () => store.getState().productNotice.applied,
      subscribeApplied: (listener) => {
        let last = store.getState().productNotice.applied;
        return store.subscribe(() => {
          const now = store.getState().productNotice.applied;
          if (now !== last) listener();
          last = now;
        });
      },
      localImage: async (fileId) => {
        const records = await (await pendingUploadStore()).list().catch(() => []);
        const record = records.find((r) => r.fileId === fileId);
        return record
          ? { fileId, fileName: record.fileName, file: record.file, signedIn: record.signedIn }
          : null;
      },
      keep: keepDesign,
      clear: clearKeptDesign,
      warnStorageFull: () =>
        dispatch(notify({ kind: 'warning', messageKeys: ['recoveryStorageFull'] })),
    });
    keeper.start();
    return () => keeper.stop();
  }, [keeping, controller, store, dispatch]);

  const restore = useCallback(() => {
    if (!found) return;
    setRestoring(true);
    void restoreKept(found.kept, found.images, {
      selectProduct: (kept) => dispatch(selectionRestored(kept.request)),
      artboard: () => controller.artboard(),
      pendingUploads: pendingUploadStore,
      resumeUploads: () => manager.resume(),
      hasSource: hasImageSource,
      restoreSides: (sides) => run('design.restoreKept', sides),
    }).finally(() => {
      setFound(null);
      setRestoring(false);
      setKeeping(true);
    });
  }, [found, dispatch, controller, manager, run]);

  const discard = useCallback(() => {
    setFound(null);
    void clearKeptDesign().then(() => setKeeping(true));
  }, []);

  return { offered: restoring ? null : (found?.kept ?? null), restoring, restore, discard };
}
