/**
 * The workspace: the artboard of the selected product at its aspect ratio, fitted to the visible
 * area. The editor issue grows this into the full canvas (zoom bar, rulers, overlays…).
 */
import { useEffect, useRef, useState } from 'react';
import { createDesignCanvas } from '../../canvas';
import type { DesignCanvas } from '../../canvas';
import { artboardSizePx, fitZoom } from '../../domain/artboard';
import type { Size } from '../../domain/artboard';
import { TUNABLES } from '../../domain/tunables';
import { useT } from '../../ui/i18n';
import { Spinner } from '../../ui/Spinner';
import { useCalculator } from '../product';

export function CanvasView() {
  const t = useT();
  const { data: calc } = useCalculator();
  const workspace = useRef<HTMLDivElement>(null);
  const element = useRef<HTMLCanvasElement>(null);
  const design = useRef<DesignCanvas | null>(null);
  const [viewport, setViewport] = useState<Size>({ width: 0, height: 0 });
  const [zoom, setZoom] = useState(0);

  useEffect(() => {
    if (!element.current) return;
    const canvas = createDesignCanvas(element.current);
    design.current = canvas;
    return () => {
      design.current = null;
      void canvas.dispose();
    };
  }, []);

  useEffect(() => {
    const el = workspace.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setViewport({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!calc || !design.current) return;
    const artboard = artboardSizePx(calc.filter.width, calc.filter.height);
    const z = fitZoom(viewport, artboard, TUNABLES.layout.artboardMarginPx);
    if (z <= 0) return;
    design.current.setArtboard(artboard, z);
    setZoom(z);
  }, [calc, viewport]);

  return (
    <div className="workspace" ref={workspace} data-testid="workspace">
      {!calc ? <Spinner label={t('loading')} /> : null}
      <div
        className="artboard"
        data-testid="artboard"
        data-width-in={calc?.filter.width}
        data-height-in={calc?.filter.height}
        data-zoom={zoom > 0 ? zoom.toFixed(4) : undefined}
        hidden={!calc}
      >
        <canvas ref={element} aria-label={t('canvasLabel')} />
      </div>
    </div>
  );
}
