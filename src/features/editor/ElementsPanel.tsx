/** The Elements panel: basic shapes (the element catalogue from the server comes later). */
import type { ShapeKind } from '../../canvas';
import { useT } from '../../ui/i18n';
import { useDesignCanvas } from './canvasContext';

const SHAPES: { kind: ShapeKind; label: string }[] = [
  { kind: 'rectangle', label: 'shapeRectangle' },
  { kind: 'circle', label: 'shapeCircle' },
  { kind: 'triangle', label: 'shapeTriangle' },
];

export function ElementsPanel() {
  const t = useT();
  const design = useDesignCanvas();
  return (
    <div className="panel-actions">
      {SHAPES.map(({ kind, label }) => (
        <button
          key={kind}
          type="button"
          className="button"
          onClick={() => design.current?.addShape(kind)}
        >
          {t(label)}
        </button>
      ))}
    </div>
  );
}
