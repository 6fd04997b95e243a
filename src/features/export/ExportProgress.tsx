/** The progress of an export that is sent on (Save, Add to cart): render, upload, then the call. */
import { useT } from '../../ui/i18n';
import type { ExportState } from './useDesignExport';

export interface ExportProgressProps {
  state: ExportState;
  /** The call after the export is running (the bar becomes indeterminate). */
  recording: boolean;
  /** Translation key of what the call does ("Saving your design…", "Adding to cart…"). */
  recordingKey: string;
}

export function ExportProgress({ state, recording, recordingKey }: ExportProgressProps) {
  const t = useT();
  const exporting = state.phase === 'rendering' || state.phase === 'uploading';
  const fraction = exporting ? state.fraction : 1;
  const label = exporting
    ? t(state.phase === 'rendering' ? 'exportRendering' : 'exportUploading', {
        percent: Math.round(fraction * 100),
      })
    : t(recordingKey);
  return (
    <div className="export-send-progress" aria-live="polite" data-testid="export-send-progress">
      <p>{label}</p>
      <progress max={1} value={exporting || !recording ? fraction : undefined} aria-label={label} />
    </div>
  );
}
