/**
 * The size-comparison figure (spec shell §9): a 67-inch person beside the product, both to one
 * scale, in a panel at most 435 × 233 px (narrower screens scale the drawing down). The person is
 * our own drawing: a head and a body in inches, 20 in wide and 67 in tall.
 */
import { sizeComparisonLayout } from '../../domain/sizeComparison';
import { sizeLabel } from '../../domain/sizeLabel';
import type { MeasurementUnit } from '../../domain/units';
import { useFormat, useT } from '../../ui/i18n';

/** The person's body below the head, in inches of a 20 × 67 in box (arms at the sides). */
const BODY =
  'M4.5 13.5Q10 11.5 15.5 13.5L17.5 35.5L15 35.5L14.2 30L13.6 66Q13.5 67 12.3 67L10.8 67' +
  'L10 39L9.2 67L7.7 67Q6.5 67 6.4 66L5.8 30L5 35.5L2.5 35.5Z';

export function SizeComparisonFigure(props: {
  /** Inches. */
  width: number;
  /** Inches. */
  height: number;
  unit: MeasurementUnit;
}) {
  const t = useT();
  const format = useFormat();
  const layout = sizeComparisonLayout(props.width, props.height);
  const { person, product, scale } = layout;
  const size = sizeLabel(props.width, props.height, props.unit, format);
  return (
    <figure className="size-comparison" data-testid="size-comparison">
      <svg
        role="img"
        aria-label={t('sizeComparison', { size })}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width={layout.width}
        height={layout.height}
      >
        <g
          className="size-comparison-person"
          transform={`translate(${person.x} ${person.y}) scale(${scale})`}
        >
          <circle cx={10} cy={6} r={5} />
          <path d={BODY} />
        </g>
        <rect
          className="size-comparison-product"
          x={product.x}
          y={product.y}
          width={product.width}
          height={product.height}
        />
        <line
          className="size-comparison-ground"
          x1={0}
          x2={layout.width}
          y1={product.y + product.height}
          y2={product.y + product.height}
        />
      </svg>
      <figcaption className="hint">{t('sizeComparisonCaption', { size })}</figcaption>
    </figure>
  );
}
