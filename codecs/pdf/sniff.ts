/**
 * PDF and Illustrator (.ai, "Create PDF Compatible File"): both start with %PDF, and PDFs
 * exported from Illustrator carry the same `%AI` comments, "Adobe Illustrator" CreatorTool and
 * `/PieceInfo /Illustrator` as native .ai files (see the fixtures pdf/*illustrator*.pdf), so
 * those markers cannot decide. What only a native .ai file holds is its private data:
 * `/AIPrivateData<n>` streams (exports write `/AIPDFPrivateData<n>`) and the XMP property
 * `<illustrator:Type>Document</illustrator:Type>`, which 64 KB of head usually reach (the PDF
 * header reader confirms from the page's PieceInfo when they lie beyond).
 */
import type { ImageFormat } from '../../src/domain/imaging/formats';
import { indexOfAscii } from '../common/binary';

/** How far into the file "%PDF-" may start (Acrobat tolerates leading junk up to 1 KB). */
const PDF_HEADER_WINDOW = 1024;

export function sniffPdf(head: Uint8Array): ImageFormat | null {
  const pdfAt = indexOfAscii(head, '%PDF-', 0, PDF_HEADER_WINDOW + 5);
  if (pdfAt < 0) return null;
  return isIllustratorPdf(head) ? 'ai' : 'pdf';
}

function isIllustratorPdf(head: Uint8Array): boolean {
  return (
    indexOfAscii(head, '/AIPrivateData') >= 0 ||
    indexOfAscii(head, '<illustrator:Type>Document</illustrator:Type>') >= 0
  );
}
