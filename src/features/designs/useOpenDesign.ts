/**
 * `dId` (spec shell §2): the saved design opens for editing — its product, size, options and
 * quantity, both sides — and becomes the design being edited, so Save offers to update it.
 */
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { openedDesign } from '../../domain/designs/openedDesign';
import { selectDesignerQuery } from '../session';
import { useLazyDesignCalculatorQuery } from './designsApi';
import { editingDesignSet } from './designsSlice';
import { useDesignFingerprint } from './useDesignFingerprint';
import { useLoadOpenedDesign } from './useLoadOpenedDesign';

export function useOpenDesign(): void {
  const dispatch = useDispatch();
  const { designId } = useSelector(selectDesignerQuery);
  const fingerprint = useDesignFingerprint();
  const { load, fail } = useLoadOpenedDesign();
  const [fetchDesign] = useLazyDesignCalculatorQuery();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !designId) return;
    started.current = true;
    void (async () => {
      const answer = await fetchDesign(designId);
      if (answer.error || !answer.data) return fail(answer.error);
      const { productCalculator, design } = answer.data;
      await load(productCalculator, openedDesign(productCalculator.id, design));
      dispatch(
        editingDesignSet({
          id: design.id,
          name: design.name,
          description: design.description,
          fingerprint: fingerprint(),
        }),
      );
    })();
  }, [designId, dispatch, fail, fetchDesign, fingerprint, load]);
}
