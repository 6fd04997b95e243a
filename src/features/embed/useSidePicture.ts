/**
 * One side of the design as a picture for the design-preview screen: rendered from the editor
 * controller's design of that side (the 960 px size of the export's large thumbnail) into an
 * object URL, released when the side or the screen changes.
 */
import { useEffect, useState } from 'react';
import { renderSideImage } from '../../canvas';
import { artboardSizePx } from '../../domain/artboard';
import type { CanvasConfig } from '../../domain/canvasConfig';
import type { Side } from '../../domain/editor/sides';
import { EXPORT_TUNABLES } from '../../domain/export/tunables';
import { createObjectUrl, releaseObjectUrl } from '../../platform/objectUrls';
import { useEditor } from '../editor';

export function useSidePicture(config: CanvasConfig | null, side: Side): string | null {
  const controller = useEditor();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!config) return;
    let live = true;
    let made: string | null = null;
    const artboard = artboardSizePx(config.workAreaWidth, config.workAreaHeight);
    void renderSideImage(
      controller.designs()[side],
      artboard,
      EXPORT_TUNABLES.thumbnailSides[1],
    ).then(
      (blob) => {
        if (!live) return;
        made = createObjectUrl(blob);
        setUrl(made);
      },
      (error: unknown) => console.error('design preview: side picture failed', error),
    );
    return () => {
      live = false;
      if (made) releaseObjectUrl(made);
    };
  }, [config, controller, side]);
  return url;
}
