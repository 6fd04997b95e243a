/**
 * The embed operations on sides (embedHost.ts): the side the parent asks to show
 * (`isBackSide`), once the product's print side has it — the option the parent chose with it
 * applies first, through the calculator — and the parent's design file (`designAsBase64`),
 * uploaded as the shopper's own and placed on that side.
 */
import { useCallback, useRef } from 'react';
import { useSelector } from 'react-redux';
import { parentDesignFile, retryUntilReady } from '../../domain/embed';
import { hasBackDesign } from '../../domain/editor/sides';
import { selectEditor, useRunCommand } from '../editor';
import { useUploadAndPlace } from '../uploads';
import type { EmbedOperations } from './embedHost';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** The flip takes effect after 400 ms (spec canvas §4); a little more before placing. */
const FLIP_SETTLE_MS = 450;

export function useSideOperations(): Pick<EmbedOperations, 'showSide' | 'loadParentDesign'> {
  const editor = useSelector(selectEditor);
  const run = useRunCommand();
  const uploadAndPlace = useUploadAndPlace();
  // Read after waiting (a closure would be stale).
  const latest = useRef(editor);
  latest.current = editor;

  const showSide = useCallback(
    async (side: 'front' | 'back'): Promise<string[]> => {
      const canShow = () => {
        const e = latest.current;
        return e.ready && !e.loading && (side === 'front' || hasBackDesign(e.printSide));
      };
      if (!(await retryUntilReady(canShow, sleep))) return ['embedCanvasNotReady'];
      if (latest.current.side === side) return [];
      await run('sides.flip');
      await sleep(FLIP_SETTLE_MS);
      return [];
    },
    [run],
  );

  const loadParentDesign = useCallback(
    async ({ side, designAsBase64 }: { side: 'front' | 'back'; designAsBase64: string }) => {
      const file = parentDesignFile(designAsBase64);
      if (!file) return ['embedDesignRefused'];
      const shown = await showSide(side);
      if (shown.length > 0) return shown;
      return uploadAndPlace(new File([file.bytes], file.fileName, { type: file.mimeType }));
    },
    [showSide, uploadAndPlace],
  );

  return { showSide, loadParentDesign };
}
