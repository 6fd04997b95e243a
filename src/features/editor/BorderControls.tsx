/**
 * The border tools of the selected border (spec canvas §5): its margin from the artboard's
 * edges (inches, steps of 0.1; at or below 0 it is 0; 5 or more is ignored) and its stroke width
 * (points, 0.1 to the border's maximum). Each change runs `border.margin` / `border.width`.
 */
import type { BorderSummary } from '../../canvas';
import {
  BORDER_MARGIN_LIMIT,
  BORDER_MARGIN_STEP,
  BORDER_WIDTH_MIN,
  BORDER_WIDTH_STEP,
  clampBorderMargin,
  clampBorderWidth,
} from '../../domain/editor/borders';
import { useT } from '../../ui/i18n';
import { useRunCommand } from './editorContext';
import { ToolNumberField } from './ToolNumberField';

export function BorderControls(props: { border: BorderSummary | null }) {
  const t = useT();
  const run = useRunCommand();
  const { border } = props;
  if (!border) return null;
  return (
    <span className="border-controls" role="group" aria-label={t('borderTools')}>
      <ToolNumberField
        label={t('borderMargin')}
        unit="in"
        value={border.marginInches}
        min={0}
        max={BORDER_MARGIN_LIMIT - BORDER_MARGIN_STEP}
        step={BORDER_MARGIN_STEP}
        commit={clampBorderMargin}
        onCommit={(inches) => void run('border.margin', { inches })}
      />
      <ToolNumberField
        label={t('borderWidth')}
        unit="pt"
        value={border.widthPt}
        min={BORDER_WIDTH_MIN}
        max={border.maxWidthPt}
        step={BORDER_WIDTH_STEP}
        commit={(v) => clampBorderWidth(v, border.maxWidthPt)}
        onCommit={(pt) => void run('border.width', { pt })}
      />
    </span>
  );
}
