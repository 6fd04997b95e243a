/** The fingerprint of the design shown now: both sides and the applied product selection. */
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { designFingerprint } from '../../domain/designs/fingerprint';
import type { CalculatorRequest } from '../../domain/product';
import { useEditor } from '../editor';

type State = { productNotice: { applied: CalculatorRequest | null } };

export function useDesignFingerprint(): () => string {
  const controller = useEditor();
  const store = useStore<State>();
  return useCallback(() => {
    const { front, back } = controller.designs();
    return designFingerprint({ front, back, request: store.getState().productNotice.applied });
  }, [controller, store]);
}
