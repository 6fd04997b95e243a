/**
 * The bar under the workspace: zoom (minus, readout, plus; '-' while unknown), full-screen
 * preview, undo and redo, start over (after confirmation), and for double-sided products Flip and
 * Duplicate design (after confirmation; disabled on an empty canvas). Every button runs a
 * registered command.
 */
import { useSelector } from 'react-redux';
import { formatZoomPercent } from '../../domain/canvas/zoom';
import { hasBackDesign } from '../../domain/editor/sides';
import { useFormat, useT } from '../../ui/i18n';
import { CommandButton } from './CommandButton';
import { selectEditor } from './editorSlice';

export function EditorBar() {
  const t = useT();
  const format = useFormat();
  const editor = useSelector(selectEditor);
  const onBack = editor.side === 'back';
  return (
    <div className="editor-bar" data-testid="editor-bar">
      <div className="zoom-bar" role="group" aria-label={t('zoomLevel')}>
        <CommandButton id="view.zoomOut" />
        <output className="zoom-readout" data-testid="zoom-readout" aria-live="polite">
          {formatZoomPercent(editor.zoomPercent, format)}
        </output>
        <CommandButton id="view.zoomIn" />
        <CommandButton id="view.fullScreen" />
      </div>
      <div className="history-bar" role="group" aria-label={t('historyTools')}>
        <CommandButton id="history.undo" />
        <CommandButton id="history.redo" />
        <CommandButton id="history.reset" />
      </div>
      <CommandButton
        id="view.layers"
        look="iconText"
        className="button"
        pressed={editor.layersList}
      />
      {hasBackDesign(editor.printSide) ? (
        <div className="sides-bar" role="group" aria-label={t('sides')}>
          <span className="side-label" data-testid="active-side">
            {t(onBack ? 'sideBack' : 'sideFront')}
          </span>
          <CommandButton id="sides.flip" look="iconText" className="button">
            {t(onBack ? 'flipToFront' : 'flipToBack')}
          </CommandButton>
          <CommandButton id="sides.duplicateDesign" look="iconText" className="button" />
        </div>
      ) : null}
    </div>
  );
}
