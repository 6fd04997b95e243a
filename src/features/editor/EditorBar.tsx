/**
 * The bar under the workspace: zoom (minus, readout, plus; '-' while unknown), full-screen
 * preview, undo and redo, reset (after confirmation), and for double-sided products Flip and
 * Duplicate design (after confirmation; disabled on an empty canvas).
 */
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { EMPTY_DESIGN_JSON } from '../../canvas';
import { formatZoomPercent } from '../../domain/canvas/zoom';
import { hasBackDesign } from '../../domain/editor/sides';
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/i18n';
import { useDesignCanvas } from './canvasContext';
import { ConfirmDialog } from './ConfirmDialog';
import {
  canvasReset,
  designDuplicated,
  fullScreenToggled,
  selectCanRedo,
  selectCanUndo,
  selectEditor,
  sideFlipped,
} from './editorSlice';
import { useHistoryCommands } from './useHistoryCommands';
import type { WorkspaceZoom } from './useWorkspaceZoom';

export function EditorBar({ zoom }: { zoom: WorkspaceZoom }) {
  const t = useT();
  const dispatch = useDispatch();
  const design = useDesignCanvas();
  const editor = useSelector(selectEditor);
  const canUndo = useSelector(selectCanUndo);
  const canRedo = useSelector(selectCanRedo);
  const history = useHistoryCommands();
  const [confirm, setConfirm] = useState<'reset' | 'duplicate' | null>(null);
  const { percent, points } = zoom;
  const double = hasBackDesign(editor.sides.printSide);
  const onBack = editor.sides.active === 'back';

  return (
    <div className="editor-bar" data-testid="editor-bar">
      <div className="zoom-bar" role="group" aria-label={t('zoomLevel')}>
        <button
          type="button"
          className="icon-button"
          aria-label={t('zoomOut')}
          disabled={percent === null || percent <= (points[0] ?? 0)}
          onClick={zoom.zoomOut}
        >
          <Icon name="minus" />
        </button>
        <output className="zoom-readout" data-testid="zoom-readout" aria-live="polite">
          {formatZoomPercent(percent)}
        </output>
        <button
          type="button"
          className="icon-button"
          aria-label={t('zoomIn')}
          disabled={percent === null || percent >= (points[points.length - 1] ?? 0)}
          onClick={zoom.zoomIn}
        >
          <Icon name="plus" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('fullScreenPreview')}
          onClick={() => dispatch(fullScreenToggled())}
        >
          <Icon name="fullscreen" />
        </button>
      </div>
      <div className="history-bar" role="group" aria-label={t('historyTools')}>
        <button
          type="button"
          className="icon-button"
          aria-label={t('undo')}
          disabled={!canUndo || editor.loading}
          onClick={history.undo}
        >
          <Icon name="undo" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('redo')}
          disabled={!canRedo || editor.loading}
          onClick={history.redo}
        >
          <Icon name="redo" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('resetDesign')}
          onClick={() => setConfirm('reset')}
        >
          <Icon name="reset" />
        </button>
      </div>
      {double ? (
        <div className="sides-bar" role="group" aria-label={t('sides')}>
          <span className="side-label" data-testid="active-side">
            {t(onBack ? 'sideBack' : 'sideFront')}
          </span>
          <button
            type="button"
            className="button"
            disabled={editor.loading}
            onClick={() => design.current && dispatch(sideFlipped(design.current.serialize()))}
          >
            <Icon name="flip" /> {t(onBack ? 'flipToFront' : 'flipToBack')}
          </button>
          <button
            type="button"
            className="button"
            disabled={editor.canvasEmpty || editor.loading}
            onClick={() => setConfirm('duplicate')}
          >
            <Icon name="duplicate" /> {t('duplicateDesign')}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirm === 'reset'}
        titleKey="resetDesign"
        messageKey="resetDesignConfirm"
        testId="reset-dialog"
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          design.current?.deselect();
          dispatch(canvasReset(EMPTY_DESIGN_JSON));
        }}
      />
      <ConfirmDialog
        open={confirm === 'duplicate'}
        titleKey="duplicateDesign"
        messageKey="otherSideDesignWillBeLost"
        testId="duplicate-dialog"
        onClose={() => setConfirm(null)}
        onConfirm={() => design.current && dispatch(designDuplicated(design.current.serialize()))}
      />
    </div>
  );
}
