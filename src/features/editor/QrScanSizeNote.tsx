/**
 * The scan-size warning of the selected QR code, shown like the low-resolution and legibility
 * ones: it prints smaller than a phone camera reads (src/domain/qr/qrScanSize).
 */
import { qrScanSize } from '../../domain/qr/qrScanSize';
import { useT } from '../../ui/i18n';

/** Millimetres with one decimal. */
const mm = (value: number) => value.toFixed(1);

export function QrScanSizeNote(props: { qrCode: { modules: number; pxPerModule: number } | null }) {
  const t = useT();
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
        title={t('qrScanHint', { size: printed, minimum, module: size.moduleMm.toFixed(2) })}
      >
        {t('qrScanWarning', { size: printed, minimum })}
      </span>
    </div>
  );
}
