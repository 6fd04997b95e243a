/**
 * The export's progress and result: a bar over rendering then uploading, the errors list (what
 * the export could not honour: a missing image, a font the browser lacks, an original that could
 * not be read), and when done, each side's files with their sizes and links.
 */
import { useSelector } from 'react-redux';
import type { RuntimeConfig } from '../../domain/runtimeConfig';
import { apiPathUrl } from '../../domain/runtimeConfig';
import { formatBytes } from '../../domain/uploads/formatBytes';
import { Modal } from '../../ui/Modal';
import { useFormat, useT } from '../../ui/i18n';
import type { ExportState } from './useDesignExport';

const KIND_LABEL = {
  png: 'exportFilePng',
  svg: 'exportFileSvg',
  thumbnail240: 'exportFileThumbnail',
  thumbnail960: 'exportFileThumbnail',
} as const;

export function ExportDialog({ state, onCancel }: { state: ExportState; onCancel(): void }) {
  const t = useT();
  const format = useFormat();
  const runtime = useSelector((s: { runtimeConfig: RuntimeConfig }) => s.runtimeConfig);
  if (state.phase === 'idle') return null;
  const working = state.phase === 'rendering' || state.phase === 'uploading';
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t('exportPrintFiles')}
      testId="export-dialog"
    >
      {working ? (
        <div className="export-progress">
          <p data-testid="export-phase">
            {t(state.phase === 'rendering' ? 'exportRendering' : 'exportUploading', {
              percent: Math.round(state.fraction * 100),
            })}
          </p>
          <progress
            max={1}
            value={state.fraction}
            data-testid="export-progress"
            aria-label={t('exportPrintFiles')}
          />
        </div>
      ) : null}
      {state.phase === 'failed' ? (
        <p className="upload-error" role="alert" data-testid="export-failed">
          {state.errorKeys.map((key) => t(key)).join(' ')}
        </p>
      ) : null}
      {state.problems.length > 0 ? (
        <div className="export-problems" role="status" data-testid="export-problems">
          <p>{t('exportProblems')}</p>
          <ul>
            {state.problems.map((p) => (
              <li key={`${p.key}:${p.detail}`}>{t(p.key, { detail: p.detail })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {state.phase === 'done' ? (
        <div data-testid="export-done">
          <p>{t('exportDone')}</p>
          <ul className="export-files">
            {state.payload.files.map((f) => (
              <li key={`${f.side}:${f.kind}`} data-testid={`export-file-${f.side}-${f.kind}`}>
                <a href={apiPathUrl(runtime, f.answer.path)} target="_blank" rel="noreferrer">
                  {t(f.side === 'front' ? 'exportFront' : 'exportBack')} · {t(KIND_LABEL[f.kind])}
                </a>{' '}
                <span className="export-file-facts">
                  {f.answer.width && f.answer.height
                    ? `${f.answer.width} × ${f.answer.height} px · `
                    : ''}
                  {f.answer.dpi ? `${Math.round(f.answer.dpi)} DPI · ` : ''}
                  {formatBytes(f.answer.bytes, format)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          {t(working ? 'exportCancel' : 'close')}
        </button>
      </div>
    </Modal>
  );
}
