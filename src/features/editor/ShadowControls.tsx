/**
 * The shadow of the selected element, image or text (spec canvas §3 `data-shadow`): a toggle
 * (`shadow.toggle`) and, while it is on, its settings — colour, opacity, blur and offsets in
 * printed inches — each change one `shadow.set` (src/domain/editor/shadow keeps them in range).
 */
import { useSelector } from 'react-redux';
import type { ShadowSettings } from '../../domain/editor/shadow';
import { parseShadowColour, SHADOW_LIMITS } from '../../domain/editor/shadow';
import { TOOLBAR_PALETTE } from '../../domain/colour/colour';
import { useT } from '../../ui/i18n';
import { Popover } from '../../ui/Popover';
import { ColourPicker } from '../colour';
import { CommandButton } from './CommandButton';
import { useRunCommand } from './editorContext';
import { selectEditor } from './editorSlice';
import { ToolNumberField } from './ToolNumberField';

const { blurInches, offsetInches, step } = SHADOW_LIMITS;

/** Shown while one object is selected (the layer and text toolbars). */
export function ShadowControls() {
  const t = useT();
  const run = useRunCommand();
  const { selection } = useSelector(selectEditor);
  const { shadow } = selection;
  const set = (patch: Partial<ShadowSettings>) => void run('shadow.set', patch);
  const inches = (label: string, key: 'blur' | 'offsetX' | 'offsetY') => {
    const range = key === 'blur' ? blurInches : offsetInches;
    return (
      <ToolNumberField
        label={label}
        unit="in"
        value={shadow?.[key] ?? 0}
        min={range.min}
        max={range.max}
        step={step}
        commit={(v) => Math.min(range.max, Math.max(range.min, v))}
        onCommit={(v) => set({ [key]: v })}
      />
    );
  };
  if (selection.count !== 1) return null;
  return (
    <span className="shadow-controls" role="group" aria-label={t('shadow')}>
      <CommandButton id="shadow.toggle" pressed={shadow !== null} />
      {shadow ? (
        <Popover
          label={t('shadowSettings')}
          buttonContent={
            <span className="colour-chip" style={{ background: shadow.color }} aria-hidden="true" />
          }
        >
          <div className="shadow-settings">
            {inches(t('shadowBlur'), 'blur')}
            {inches(t('shadowOffsetX'), 'offsetX')}
            {inches(t('shadowOffsetY'), 'offsetY')}
            <ToolNumberField
              label={t('shadowOpacity')}
              unit="%"
              value={Math.round(shadow.opacity * 100)}
              min={0}
              max={100}
              step={1}
              commit={(v) => Math.min(100, Math.max(0, Math.round(v)))}
              onCommit={(v) => set({ opacity: v / 100 })}
            />
            <ColourPicker
              value={shadow.color}
              palette={TOOLBAR_PALETTE}
              onPick={(picked) => {
                const colour = parseShadowColour(picked);
                if (colour) set({ color: colour.color });
              }}
            />
          </div>
        </Popover>
      ) : null}
    </span>
  );
}
