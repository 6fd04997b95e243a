/**
 * What the applied product tells the editor: its artboard (the work area, 96 px per inch at
 * 100 %), its overlays and safe zone, its print sides, and the server's largest design. The
 * applied answer is the last one the shopper accepted (a change waiting for the compatibility
 * popup's Confirm is not); each accepted product, size, option or quantity change is recorded
 * with its unsaved-change action type (1–4).
 */
import { useEffect, useMemo, useRef } from 'react';
import { useSelector } from 'react-redux';
import type { EditorController } from '../../editor';
import type { Size } from '../../domain/artboard';
import { artboardSizePx } from '../../domain/artboard';
import type { CanvasConfig } from '../../domain/canvasConfig';
import { canvasConfigOf } from '../../domain/canvasConfig';
import { productChangeAction } from '../../domain/editor/unsavedChanges';
import type { CalculatorRequest } from '../../domain/product';
import { innerRect, overlayPlan } from '../../domain/overlays';
import { PX_PER_INCH } from '../../domain/units';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { cdnUrl } from '../../domain/runtimeConfig';
import { useMaxRequestBodySizeQuery } from '../configuration';
import { selectAppliedRequest, useAppliedCalculator } from '../product';

export function useProductCanvas(
  controller: EditorController,
  attached: boolean,
): { config: CanvasConfig | null; artboard: Size | null } {
  const { data: calc } = useAppliedCalculator();
  const applied = useSelector(selectAppliedRequest);
  const previous = useRef<CalculatorRequest | null>(null);
  const { data: maxBody } = useMaxRequestBodySizeQuery();
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  const config = useMemo(() => (calc ? canvasConfigOf(calc) : null), [calc]);
  const artboard = useMemo(
    () => (config ? artboardSizePx(config.workAreaWidth, config.workAreaHeight) : null),
    [config],
  );
  const plan = useMemo(
    () =>
      config
        ? overlayPlan(config.options, {
            widthInches: config.workAreaWidth,
            heightInches: config.workAreaHeight,
          })
        : null,
    [config],
  );
  /** The artboard the design is laid out on (null before the first product answer). */
  const laidOutOn = useRef<Size | null>(null);

  // Another size or product: the design moves onto the new artboard, text inside its safe zone.
  useEffect(() => {
    if (!artboard) return;
    const from = laidOutOn.current;
    laidOutOn.current = artboard;
    if (!from || (from.width === artboard.width && from.height === artboard.height)) return;
    const inner = plan?.safeZone ? innerRect(plan.safeZone) : null;
    controller.relayout({
      from,
      to: artboard,
      safe: inner
        ? {
            left: inner.x * PX_PER_INCH,
            top: inner.y * PX_PER_INCH,
            width: inner.width * PX_PER_INCH,
            height: inner.height * PX_PER_INCH,
          }
        : null,
    });
  }, [controller, artboard, plan]);

  useEffect(() => {
    if (!applied) return;
    const action = productChangeAction(previous.current, applied);
    previous.current = applied;
    if (action !== null) controller.recordChange(action);
  }, [controller, applied]);

  useEffect(() => {
    if (maxBody) controller.setMaxEntryBytes(maxBody.maxRequestBodySize);
  }, [controller, maxBody]);

  useEffect(() => {
    if (!config) return;
    controller.setPrintSide(config.printSides);
    if (!attached) return;
    controller.setOverlays(
      plan,
      config.safeZoneImage ? cdnUrl(runtime, config.safeZoneImage) : null,
    );
  }, [controller, attached, config, plan, runtime]);

  return { config, artboard };
}
