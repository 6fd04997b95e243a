/**
 * Undo and redo, and for double-sided products Flip to front/back and Duplicate design (spec
 * shell §2, §4 "Double-sided"): in the header on desktop, in the bar under the canvas on the
 * mobile layout (src/domain/layout/headerLayout). Every button runs a registered command.
 */
import { useSelector } from 'react-redux';
import { hasBackDesign } from '../../domain/editor/sides';
import { useT } from '../../ui/i18n';
import { CommandButton } from './CommandButton';
import { selectEditor } from './editorSlice';

export function HistoryTools() {
  const t = useT();
  return (
    <div className="history-bar" role="group" aria-label={t('historyTools')}>
      <CommandButton id="history.undo" />
      <CommandButton id="history.redo" />
    </div>
  );
}

/** `compact`: icons alone (the phone's bar), the label stays the accessible name. */
export function SidesTools(props: { compact?: boolean }) {
  const t = useT();
  const editor = useSelector(selectEditor);
  if (!hasBackDesign(editor.printSide)) return null;
  const onBack = editor.side === 'back';
  const flip = t(onBack ? 'flipToFront' : 'flipToBack');
  return (
    <div className="sides-bar" role="group" aria-label={t('sides')}>
      <span className="side-label" data-testid="active-side">
        {t(onBack ? 'sideBack' : 'sideFront')}
      </span>
      {props.compact ? (
        <>
          <CommandButton id="sides.flip" look="iconText" className="icon-button">
            <span className="visually-hidden">{flip}</span>
          </CommandButton>
          <CommandButton id="sides.duplicateDesign" look="iconText" className="icon-button">
            <span className="visually-hidden">{t('duplicateDesign')}</span>
          </CommandButton>
        </>
      ) : (
        <>
          {/* The labels give way to the icons where the header is short of room (header.css). */}
          <CommandButton id="sides.flip" look="iconText" className="button">
            <span className="sides-label">{flip}</span>
          </CommandButton>
          <CommandButton id="sides.duplicateDesign" look="iconText" className="button">
            <span className="sides-label">{t('duplicateDesign')}</span>
          </CommandButton>
        </>
      )}
    </div>
  );
}
