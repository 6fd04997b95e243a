/**
 * The page control of an upload of several pages (issue 15 item 12: a PDF's or AI's pages, a
 * TIFF's directories, a HEIF's top-level images): says how many pages the file has and which one
 * placing puts on the design. A native select: reachable by Tab, changed with the arrow keys, and
 * the platform's own picker on touch screens.
 */
import { useT } from '../../ui/i18n';

export function UploadPageChooser(props: {
  fileName: string;
  /** Pages to choose from (≥ 2). */
  pages: number;
  /** The page chosen, 0-based. */
  page: number;
  onChange(page: number): void;
}) {
  const t = useT();
  const { fileName, pages, page } = props;
  return (
    <span className="upload-pages">
      <span className="muted" data-testid="upload-pages">
        {t('uploadPageCount', { pages })}
      </span>
      <select
        className="upload-page-select"
        aria-label={t('uploadPageChoice', { fileName })}
        value={page + 1}
        onChange={(e) => props.onChange(Number(e.currentTarget.value) - 1)}
      >
        {Array.from({ length: pages }, (_, i) => (
          <option key={i} value={i + 1}>
            {t('uploadPageNumber', { page: i + 1 })}
          </option>
        ))}
      </select>
    </span>
  );
}
