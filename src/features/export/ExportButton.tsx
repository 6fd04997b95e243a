/**
 * "Print files": exports every printed side (print PNG at the product's DPI, SVG, thumbnails),
 * uploads them, and shows the progress, the errors list and the files in a dialog.
 */
import { Icon } from '../../ui/icons';
import { useT } from '../../ui/i18n';
import { ExportDialog } from './ExportDialog';
import { useDesignExport } from './useDesignExport';

export function ExportButton() {
  const t = useT();
  const exporter = useDesignExport();
  const busy = exporter.state.phase === 'rendering' || exporter.state.phase === 'uploading';
  return (
    <>
      <button
        type="button"
        className="button export-button"
        data-testid="export-button"
        aria-label={t('exportPrintFiles')}
        disabled={!exporter.ready || busy}
        onClick={() => void exporter.start()}
      >
        <Icon name="download" size={18} />
        <span className="export-label">{t('exportPrintFiles')}</span>
      </button>
      {exporter.state.phase === 'idle' ? null : (
        <ExportDialog state={exporter.state} onCancel={exporter.cancel} />
      )}
    </>
  );
}
