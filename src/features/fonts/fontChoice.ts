/**
 * What choosing a family does beyond the canvas: it becomes the most recent of the 5 families
 * kept locally, and the server counts the use (IncFontFamilyRating, fire-and-forget: the result
 * is not awaited and a failure changes nothing the shopper sees).
 */
import { useCallback } from 'react';
import type { FontFamily } from '../../domain/fonts/types';
import { recordRecentFont } from '../../platform/recentFonts';
import { useIncFontFamilyRatingMutation } from './fontsApi';

/** A function recording the choice of a family; it returns the recent families, most recent first. */
export function useRecordFontChoice(): (family: Pick<FontFamily, 'id' | 'name'>) => string[] {
  const [rate] = useIncFontFamilyRatingMutation();
  return useCallback(
    (family) => {
      const recent = recordRecentFont(family.name);
      // The trigger's promise resolves with an error result rather than rejecting.
      void rate(family.id);
      return recent;
    },
    [rate],
  );
}
