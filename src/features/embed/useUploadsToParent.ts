/**
 * Outbound `frontUploadedData` / `backUploadedData` (spec canvas §7): when the shopper places one
 * of their uploads inside the embedded editor, the storefront receives its uploaded-image data
 * for the side it is on, once the server has the image (the SDK's `uploaded` event). Which ones
 * is domain/embed `uploadsToAnnounce`; this hook feeds it the editor's two sides (after a quiet
 * 300 ms: a drag is many changes) and the server's list of the session's uploads.
 */
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { outbound, uploadIdsOnSide, uploadsToAnnounce } from '../../domain/embed';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { parentWindow } from '../../platform/parentWindow';
import { selectEditor, useEditor } from '../editor';
import { useUploadImagesQuery } from '../uploads';
import type { EmbedHost } from './embedHost';

/** Quiet time before the sides are read again, ms. */
const SETTLE_MS = 300;

export function useUploadsToParent(host: EmbedHost, connected: boolean): void {
  const controller = useEditor();
  const editor = useSelector(selectEditor);
  const apiBase = useSelector(
    (s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig.API_BASE_URL,
  );
  const { data: list } = useUploadImagesQuery(undefined, { skip: !connected });
  const announced = useRef(new Set<string>());

  useEffect(() => {
    if (!connected || !list || list.images.length === 0) return;
    const timer = window.setTimeout(() => {
      const designs = controller.designs();
      const due = uploadsToAnnounce({
        sides: { front: uploadIdsOnSide(designs.front), back: uploadIdsOnSide(designs.back) },
        listed: list.images,
        announced: announced.current,
        parentSupplied: host.parentImageIds,
        previewOrigin: apiBase || window.location.origin,
      });
      for (const { side, data, key } of due) {
        announced.current.add(key);
        parentWindow.post(outbound.uploaded(side, data));
      }
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [connected, controller, editor, list, host, apiBase]);
}
