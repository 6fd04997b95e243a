/**
 * Starts the HEIC tile helper worker (workers/decoders/heif/tileHelper.worker.ts) when the
 * machine has a second core to give it, and has it load libheif at once.
 */
import type { TileHelper } from '../decoders/types';
import type { HelperRequest } from '../decoders/heif/tileHelperClient';

export function spawnHeifHelper(file: Blob): TileHelper | null {
  if ((navigator.hardwareConcurrency || 1) < 2 || typeof Worker === 'undefined') return null;
  const worker = new Worker(new URL('../decoders/heif/tileHelper.worker.ts', import.meta.url), {
    type: 'module',
    name: 'heif-tile-helper',
  });
  const warm: HelperRequest = { type: 'warm' };
  worker.postMessage(warm);
  return { worker, file };
}
