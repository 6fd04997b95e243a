/**
 * Reset of the double-sided step before saving (src/domain/designs/saveSides.ts): the
 * print-side option goes back to single-sided, as the Options panel would choose it — the server
 * prices it and the canvas follows once its answer is applied (the back, empty, is dropped).
 */
import { useCallback, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { oneSideChoice } from '../../domain/designs/saveSides';
import { optionsChosen, selectedKeysOf, useAppliedCalculator } from '../product';

/** `reset` is null when the product has no single-sided option (Reset is then not offered). */
export function useResetToOneSide(): { reset: (() => void) | null } {
  const dispatch = useDispatch();
  const { data } = useAppliedCalculator();
  const accessories = data?.accessories;
  // Kept between renders: a new object each time would rebuild `reset` on every render.
  const choice = useMemo(() => (accessories ? oneSideChoice(accessories) : null), [accessories]);
  const reset = useCallback(() => {
    if (!choice || !accessories) return;
    dispatch(
      optionsChosen({
        accessoryKey: choice.accessoryKey,
        keys: [choice.optionKey],
        current: selectedKeysOf(accessories),
      }),
    );
  }, [accessories, choice, dispatch]);
  return { reset: choice ? reset : null };
}
