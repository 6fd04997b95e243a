/**
 * The upload details in the Uploads panel (spec shell: upload details, `Profile/UploadImages`):
 * a guest is told the uploads stay in this browser, up to the guest count; everyone sees the
 * files and bytes used of their limits (logOutCount and logOutFileSize for a guest, count and
 * size once signed in).
 */
import type { UploadDetails } from '../../domain/uploads/protocol';
import { formatBytes } from '../../domain/uploads/formatBytes';
import { useFormat, useT } from '../../ui/i18n';

export function UploadUsage(props: { details: UploadDetails; signedIn: boolean }) {
  const t = useT();
  const format = useFormat();
  const { details, signedIn } = props;
  return (
    <>
      {signedIn ? null : (
        <p className="upload-guest-notice" data-testid="upload-guest-notice">
          {t('uploadGuestNotice', { maxCount: details.logOutCount })}
        </p>
      )}
      <p className="muted upload-usage" data-testid="upload-usage">
        {t('uploadUsage', {
          usedCount: details.usedCount,
          maxCount: signedIn ? details.count : details.logOutCount,
          usedSize: formatBytes(details.usedSize, format),
          maxSize: formatBytes(signedIn ? details.size : details.logOutFileSize, format),
        })}
      </p>
    </>
  );
}
