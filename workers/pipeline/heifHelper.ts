/**
 * Starts the HEIC tile helper worker (workers/decoders/heif/tileHelper.worker.ts) when the
 * machine has a second core to give it. Spawned as soon as the header says HEIC, so its libheif
 * loads and its first tile rows decode while this worker loads its own and shows the preview.
 */
import type { TileHelper } from '../decoders/types';
import { startTileHelper } from '../decoders/heif/tileHelperClient';

export function spawnHeifHelper(file: Blob, signal: AbortSignal): TileHelper | null {
  if ((navigator.hardwareConcurrency || 1) < 2 || typeof Worker === 'undefined') return null;
  const worker = new Worker(new URL('../decoders/heif/tileHelper.worker.ts', import.meta.url), {
    type: 'module',
    name: 'heif-tile-helper',
  });
  return startTileHelper(worker, file, signal);
}
