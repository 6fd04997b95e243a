/**
 * The scan-size warning of the selected QR code, shown like the low-resolution and legibility
 * ones: it prints smaller than a phone camera reads (src/domain/qr/qrScanSize).
 */
import { qrScanSize } from '../../domain/qr/qrScanSize';
import { useFormat, useT } from '../../ui/i18n';

export function QrScanSizeNote(props: { qrCode: { modules: number; pxPerModule: number } | null }) {
  const t = useT();
  const format = useFormat();
  /** Millimetres with one decimal, written for the language. */
  const mm = (value: number) => format.fixed(value, 1);
  if (!props.qrCode) return null;
  const size = qrScanSize(props.qrCode.pxPerModule, props.qrCode.modules);
  if (!size?.tooSmall) return null;
  const printed = mm(size.symbolMm);
  const minimum = mm(size.minSymbolMm);
  return (
    <div className="image-info">
      <span
        className="image-info-warning"
        role="alert"
        data-testid="qr-scan-warning"
        data-symbol-mm={size.symbolMm.toFixed(2)}
        title={t('qrScanHint', { size: printed, minimum, module: format.fixed(size.moduleMm, 2) })}
      >
        {t('qrScanWarning', { size: printed, minimum })}
      </span>
    </div>
  );
}
