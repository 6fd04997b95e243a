/**
 * The legibility warning of the selected text (issue 14), shown like the low-resolution one:
 * its capitals print smaller than the product's minimum (catalogue `minCapHeightInches`).
 */
import { textLegibility } from '../../domain/text/legibility';
import { useFormat, useT } from '../../ui/i18n';

export function TextLegibilityNote(props: {
  capHeightInches: number | null;
  minCapHeightInches: number;
}) {
  const t = useT();
  const format = useFormat();
  if (props.capHeightInches === null) return null;
  const check = textLegibility(props.capHeightInches, props.minCapHeightInches);
  if (!check.belowMinimum) return null;
  // Inches with two decimals (capital heights are fractions of an inch).
  const inches = (value: number) => format.fixed(value, 2);
  const height = inches(check.capHeightInches);
  const minimum = inches(check.minCapHeightInches);
  return (
    <div className="image-info">
      <span
        className="image-info-warning"
        role="alert"
        data-testid="legibility-warning"
        data-cap-height={check.capHeightInches.toFixed(3)}
        title={t('textLegibilityHint', { height, minimum })}
      >
        {t('textLegibilityWarning', { height, minimum })}
      </span>
    </div>
  );
}
