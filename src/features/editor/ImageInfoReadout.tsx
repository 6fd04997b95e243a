/**
 * What the selected image is (spec canvas §3 "DPI result", §5): its pixel size, megapixels and
 * effective DPI at its current size, and the low-resolution warning when that is below the
 * product's threshold. Vectors and pages say they print sharp at any size.
 */
import type { PlacedImageInfo } from '../../domain/editor/imageDpi';
import { dpiThreshold } from '../../domain/imaging/effectiveDpi';
import { useFormat, useT } from '../../ui/i18n';

export function ImageInfoReadout(props: {
  image: PlacedImageInfo;
  productInches: { width: number; height: number };
}) {
  const t = useT();
  const format = useFormat();
  const { image } = props;
  /** Inches with at most one decimal, written for the language. */
  const inches = (value: number) => format.decimal(value, 1);
  const size = {
    width: inches(image.placedInches.width),
    height: inches(image.placedInches.height),
  };
  const dpi = image.dpi;
  return (
    <div className="image-info" data-testid="image-info">
      {image.sourceMissing ? (
        <span className="image-info-warning" role="alert" data-testid="image-missing">
          {t('imageSourceMissing')}
        </span>
      ) : null}
      <span data-testid="image-info-pixels">
        {t('imageInfoPixels', {
          width: image.pixelWidth,
          height: image.pixelHeight,
          megapixels: format.decimal(image.megapixels, 1),
        })}
      </span>
      {!image.dpiCheckEnabled ? (
        <span data-testid="image-info-dpi">{t('imageInfoVector', size)}</span>
      ) : dpi ? (
        <span data-testid="image-info-dpi" data-dpi={Math.round(dpi.effectiveDPI)}>
          {t('imageInfoDpi', { dpi: Math.round(dpi.effectiveDPI), ...size })}
        </span>
      ) : (
        <span data-testid="image-info-dpi">{t('imageInfoDpiSkipped', size)}</span>
      )}
      {dpi?.belowThreshold ? (
        <span className="image-info-warning" role="alert" data-testid="low-resolution-warning">
          {t('lowResolutionWarning', {
            dpi: Math.round(dpi.effectiveDPI),
            threshold: dpiThreshold(props.productInches.width, props.productInches.height),
          })}
        </span>
      ) : null}
    </div>
  );
}
