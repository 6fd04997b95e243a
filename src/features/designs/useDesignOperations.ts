/**
 * Binds the design commands (designCommands.ts) to the store while the designer page is
 * mounted: Save opens the save-design modal — with no product chosen it says "selected product
 * is Empty" instead — and My Designs opens the list.
 */
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { notify } from '../notifications';
import { useAppliedCalculator } from '../product';
import { designsHost } from './designCommands';
import { myDesignsOpened, saveDesignOpened } from './designsSlice';

export function useDesignOperations(): void {
  const dispatch = useDispatch();
  const hasProduct = useAppliedCalculator().data !== undefined;
  useEffect(
    () =>
      designsHost.bind({
        save: () =>
          dispatch(
            hasProduct
              ? saveDesignOpened(true)
              : notify({ kind: 'error', messageKeys: ['selectedProductEmpty'] }),
          ),
        openMyDesigns: () => dispatch(myDesignsOpened(true)),
      }),
    [dispatch, hasProduct],
  );
}
