/**
 * Starts the HEIC tile helper worker (tileHelper.worker.ts, beside this file) when the
 * machine has a second core to give it. Spawned as soon as the header says HEIC, so its script
 * loads while this worker shows the preview; it instantiates this worker's compiled libheif and
 * decodes once `start` resolves (decoding beside the preview would slow the preview down).
 */
import type { TileHelper } from '../../worker/types';
import { startTileHelper } from './tileHelperClient';
import { libheifWasm } from './loadHeif';

export function spawnHeifHelper(
  file: Blob,
  signal: AbortSignal,
  start: Promise<void>,
): TileHelper | null {
  if ((navigator.hardwareConcurrency || 1) < 2 || typeof Worker === 'undefined') return null;
  const worker = new Worker(new URL('./tileHelper.worker.ts', import.meta.url), {
    type: 'module',
    name: 'heif-tile-helper',
  });
  return startTileHelper(worker, file, signal, libheifWasm(), start);
}
