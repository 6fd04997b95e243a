/**
 * The bar under the workspace: zoom (minus, readout, plus; '-' while unknown) and the full-screen
 * preview, the layers list; on the mobile layout also undo and redo and the double-sided tools, which the header
 * holds on desktop (src/domain/layout/headerLayout). Every button runs a registered command.
 */
import { useSelector } from 'react-redux';
import { formatZoomPercent } from '../../domain/canvas/zoom';
import { headerPlace } from '../../domain/layout/headerLayout';
import { useFormat, useT } from '../../ui/i18n';
import { useWindowWidth } from '../../ui/useWindowWidth';
import { CommandButton } from './CommandButton';
import { HistoryTools, SidesTools } from './EditingTools';
import { selectEditor } from './editorSlice';

export function EditorBar() {
  const t = useT();
  const format = useFormat();
  const editor = useSelector(selectEditor);
  const width = useWindowWidth();
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
      <CommandButton
        id="view.layers"
        look="iconText"
        className="button"
        pressed={editor.layersList}
      />
      {headerPlace('history', width) === 'editorBar' ? <HistoryTools /> : null}
      {headerPlace('sides', width) === 'editorBar' ? <SidesTools compact /> : null}
    </div>
  );
}
