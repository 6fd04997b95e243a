/**
 * What the selected product tells the editor: its artboard (the work area, 96 px per inch at
 * 100 %), its overlays and safe zone, its print sides, and the server's largest design.
 */
import { useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { EditorController } from '../../editor';
import type { Size } from '../../domain/artboard';
import { artboardSizePx } from '../../domain/artboard';
import type { CanvasConfig } from '../../domain/canvasConfig';
import { canvasConfigOf } from '../../domain/canvasConfig';
import { overlayPlan } from '../../domain/overlays';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { cdnUrl } from '../../domain/runtimeConfig';
import { useMaxRequestBodySizeQuery } from '../configuration';
import { useCalculator } from '../product';

export function useProductCanvas(
  controller: EditorController,
  attached: boolean,
): { config: CanvasConfig | null; artboard: Size | null } {
  const { data: calc } = useCalculator();
  const { data: maxBody } = useMaxRequestBodySizeQuery();
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const config = useMemo(() => (calc ? canvasConfigOf(calc) : null), [calc]);
  const artboard = useMemo(
    () => (config ? artboardSizePx(config.workAreaWidth, config.workAreaHeight) : null),
    [config],
  );

  useEffect(() => {
    if (maxBody) controller.setMaxEntryBytes(maxBody.maxRequestBodySize);
  }, [controller, maxBody]);

  useEffect(() => {
    if (!config) return;
    controller.setPrintSide(config.printSides);
    if (!attached) return;
    controller.setOverlays(
      overlayPlan(config.options, {
        widthInches: config.workAreaWidth,
        heightInches: config.workAreaHeight,
      }),
      config.safeZoneImage ? cdnUrl(runtime, config.safeZoneImage) : null,
    );
  }, [controller, attached, config, runtime]);

  return { config, artboard };
}
