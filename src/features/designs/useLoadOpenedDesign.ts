/**
 * Loading an opened saved design or cart item into the editor (spec shell §2, §8; used by
 * `dId` here and `cId` in src/features/cart): the product selection first (size, unit, quantity,
 * options); once the artboard has that size — so the re-layout of a size change does not move
 * the design — both sides load as fresh histories.
 *
 * Failures: 404 or 400 give the `resourceNotFound` warning (a `wrongUser` refusal raises the
 * access-denied modal from the API layer instead) and the default product opens; other errors
 * show their message or 'Oops Something went wrong'.
 */
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { errorKeysOfQuery, statusOf } from '../../api/errors';
import { ApiErrorKey } from '../../domain/apiErrors';
import { artboardSizePx, hasArtboardSize } from '../../domain/artboard';
import { canvasConfigOf } from '../../domain/canvasConfig';
import type { OpenedDesign } from '../../domain/designs/openedDesign';
import type { ProductCalculator } from '../../domain/product';
import { waitFor } from '../../platform/waitFor';
import { useEditor, useRunCommand } from '../editor';
import { notify } from '../notifications';
import { selectionRestored } from '../product';
import { defaultProductWanted } from './designsEvents';

/** How long the artboard and the load may take, ms, before the design loads anyway. */
const WAIT_MS = 10_000;

export function useLoadOpenedDesign() {
  const dispatch = useDispatch();
  const controller = useEditor();
  const run = useRunCommand();

  const load = useCallback(
    async (calc: ProductCalculator, opened: OpenedDesign): Promise<void> => {
      dispatch(selectionRestored(opened.request));
      const config = canvasConfigOf(calc);
      const size = artboardSizePx(config.workAreaWidth, config.workAreaHeight);
      await waitFor(
        () => controller.getState().ready && hasArtboardSize(controller.artboard(), size),
        WAIT_MS,
      );
      run('design.restoreKept', { side: 'front', front: opened.front, back: opened.back });
      await waitFor(() => !controller.getState().loading, WAIT_MS);
    },
    [controller, dispatch, run],
  );

  const fail = useCallback(
    (error: FetchBaseQueryError | SerializedError | undefined) => {
      const keys = errorKeysOfQuery(error);
      const status = statusOf(error);
      if (keys.includes('wrongUser')) {
        // The access-denied modal is raised where every answer is read (src/api).
      } else if (status === 404 || status === 400)
        dispatch(notify({ kind: 'warning', messageKeys: ['resourceNotFound'] }));
      else
        dispatch(
          notify({
            kind: 'error',
            messageKeys: keys.length > 0 ? keys : [ApiErrorKey.somethingWentWrong],
            timerMs: null,
          }),
        );
      dispatch(defaultProductWanted());
    },
    [dispatch],
  );

  return { load, fail };
}
