/** Placing an image is the editor's `insert.image` command (disabled: not placed). */
import { useCallback } from 'react';
import { useRunCommand } from '../editor';
import type { PlaceImage } from './placeUpload';

export function usePlaceImage(): PlaceImage {
  const run = useRunCommand();
  return useCallback(async (request) => (await run('insert.image', request)) === true, [run]);
}
