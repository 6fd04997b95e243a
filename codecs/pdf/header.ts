/**
 * PDF (and Illustrator .ai, which is PDF) header, read cheaply: the cross-reference data, the
 * catalog, the page tree's /Count and page 1's inheritable MediaBox/CropBox/Rotate (+ UserUnit).
 * Size = CropBox ∩ MediaBox in points, as viewers (pdf.js, poppler) show it, before /Rotate;
 * `orientation.rotate` carries page 1's /Rotate (pdf.js's viewport applies it when rendering, so
 * a renderer that uses getViewport must not rotate again). /Encrypt in the trailer is reported as
 * `extra.encrypted` (an empty user password still opens in pdf.js; a real one is the decoder's
 * pdfPasswordProtected). When anything cannot be read cheaply (broken xref, unsupported stream
 * filter, encrypted object streams) the header says width/height 0, pages 0 and
 * `extra.needsPdfJs = true`.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import type { ImageFormat } from '../../src/domain/imaging/formats';
import type { ImageHeader } from '../../src/domain/imaging/imageInfo';
import { indexOfAscii, latin1, readUpTo } from '../common/binary';
import type { PdfDict, PdfValue } from './pdfSyntax';
import { isDict, nameOf, numberOf, PdfRef } from './pdfSyntax';
import { PdfDocument, tailMentionsEncrypt } from './pdfXref';
import { baseHeader } from '../common/result';
import type { FormatHeader } from '../common/formatHeader';
import { readEpsHeader } from '../eps/header';
import { sniffPdf } from './sniff';

const MAX_TREE_DEPTH = 64;
const MAX_KIDS_SCANNED = 10_000;
/** pdf.js's fallback page when MediaBox is missing or invalid: US Letter. */
const LETTER: Rect = [0, 0, 612, 792];

type Rect = [number, number, number, number];

export async function readPdfHeader(
  source: ByteSource,
  head: Uint8Array,
  detected: ImageFormat,
): Promise<ImageHeader> {
  const pdfStart = Math.max(0, indexOfAscii(head, '%PDF-', 0, 1024));
  const version = /^%PDF-(\d+\.\d+)/.exec(latin1(head, pdfStart, pdfStart + 16))?.[1] ?? null;
  const h = baseHeader(detected, 0, 0);
  h.pages = 0;
  h.colourModel = 'unknown';
  const extra: NonNullable<ImageHeader['extra']> = {
    needsPdfJs: true,
    pdfVersion: version,
    encrypted: false,
    pdfStart,
  };
  h.extra = extra;
  try {
    const doc = await PdfDocument.open(source, pdfStart);
    extra.encrypted = doc.trailer.get('Encrypt') !== undefined;
    const catalog = await doc.resolve(doc.trailer.get('Root'));
    if (!isDict(catalog)) throw new Error('no catalog');
    const root = await doc.resolve(catalog.get('Pages'));
    if (!isDict(root)) throw new Error('no page tree');
    const count = numberOf(root.get('Count'));
    const page = await firstPage(doc, root);
    const media = (await rect(doc, page.inherited.get('MediaBox'))) ?? LETTER;
    const crop = await rect(doc, page.inherited.get('CropBox'));
    const view = crop ? (intersect(crop, media) ?? media) : media;
    const userUnit = numberOf(await doc.resolve(page.dict.get('UserUnit')));
    const unit = userUnit !== null && userUnit > 0 ? userUnit : 1;
    const rotate = numberOf(await doc.resolve(page.inherited.get('Rotate'))) ?? 0;
    h.width = round((view[2] - view[0]) * unit);
    h.height = round((view[3] - view[1]) * unit);
    h.pages = count !== null && count > 0 ? Math.floor(count) : 1;
    const r = rotate % 90 === 0 ? ((((rotate % 360) + 360) % 360) as 0 | 90 | 180 | 270) : 0;
    h.orientation = { rotate: r, flipHorizontal: false };
    extra.rotate = r;
    extra.userUnit = unit;
    extra.mediaBox = media.join(' ');
    extra.cropBox = crop ? crop.join(' ') : null;
    extra.needsPdfJs = false;
    if (detected === 'pdf' && (await hasIllustratorPrivateData(doc, page.dict))) h.format = 'ai';
  } catch (error) {
    extra.parseError = error instanceof Error ? error.message.slice(0, 200) : String(error);
    h.width = 0;
    h.height = 0;
    h.pages = 0;
    if (!extra.encrypted) {
      const tail = await readUpTo(source, Math.max(0, source.size - 4096), 4096);
      extra.encrypted = tailMentionsEncrypt(tail);
    }
  }
  return h;
}

const INHERITABLE = ['MediaBox', 'CropBox', 'Rotate'];

/** Page 1: the first leaf of the page tree (skipping empty subtrees) and its inherited attributes. */
async function firstPage(
  doc: PdfDocument,
  root: PdfDict,
): Promise<{ dict: PdfDict; inherited: Map<string, PdfValue> }> {
  const inherited = new Map<string, PdfValue>();
  const seen = new Set<number>();
  let node = root;
  for (let depth = 0; depth < MAX_TREE_DEPTH; depth++) {
    for (const key of INHERITABLE) {
      const v = node.get(key);
      if (v !== undefined) inherited.set(key, v);
    }
    const kids = await doc.resolve(node.get('Kids'));
    if (nameOf(node.get('Type')) === 'Page' || !Array.isArray(kids))
      return { dict: node, inherited };
    let next: PdfDict | null = null;
    for (const kid of kids.slice(0, MAX_KIDS_SCANNED)) {
      if (kid instanceof PdfRef) {
        if (seen.has(kid.num)) throw new Error('page tree loop');
        seen.add(kid.num);
      }
      const k = await doc.resolve(kid);
      if (!isDict(k)) continue;
      const isPages =
        nameOf(k.get('Type')) === 'Pages' ||
        (k.get('Kids') !== undefined && nameOf(k.get('Type')) !== 'Page');
      if (isPages && numberOf(await doc.resolve(k.get('Count'))) === 0) continue;
      next = k;
      break;
    }
    if (!next) throw new Error('page tree without pages');
    node = next;
  }
  throw new Error('page tree too deep');
}

async function rect(doc: PdfDocument, value: PdfValue | undefined): Promise<Rect | null> {
  const v = await doc.resolve(value);
  if (!Array.isArray(v) || v.length < 4) return null;
  const n: number[] = [];
  for (const item of v.slice(0, 4)) {
    const x = numberOf(await doc.resolve(item));
    if (x === null) return null;
    n.push(x);
  }
  const [a = 0, b = 0, c = 0, d = 0] = n;
  const r: Rect = [Math.min(a, c), Math.min(b, d), Math.max(a, c), Math.max(b, d)];
  return r[2] > r[0] && r[3] > r[1] ? r : null;
}

function intersect(a: Rect, b: Rect): Rect | null {
  const r: Rect = [
    Math.max(a[0], b[0]),
    Math.max(a[1], b[1]),
    Math.min(a[2], b[2]),
    Math.min(a[3], b[3]),
  ];
  return r[2] > r[0] && r[3] > r[1] ? r : null;
}

function round(v: number): number {
  return Math.round(v * 10_000) / 10_000;
}

/**
 * A native Illustrator document (.ai saved with "Create PDF Compatible File") keeps its own data
 * in page 1's /PieceInfo /Illustrator /Private as /AIPrivateData1…n. PDFs exported from
 * Illustrator carry /PieceInfo too, but with /AIPDFPrivateData or only /AIMetaData.
 */
async function hasIllustratorPrivateData(doc: PdfDocument, page: PdfDict): Promise<boolean> {
  try {
    const piece = await doc.resolve(page.get('PieceInfo'));
    const ill = isDict(piece) ? await doc.resolve(piece.get('Illustrator')) : null;
    const priv = isDict(ill) ? await doc.resolve(ill.get('Private')) : null;
    return isDict(priv) && [...priv.map.keys()].some((k) => k.startsWith('AIPrivateData'));
  } catch {
    return false;
  }
}

function isPostScript(head: Uint8Array): boolean {
  return head[0] === 0x25 && head[1] === 0x21; // "%!"
}

/**
 * PDF and Illustrator. An Illustrator document saved as PostScript (sniffed as 'ai' by the EPS
 * codec) is read as EPS: its size stands, and the PDF decoder refuses it (aiWithoutPdf).
 */
export const pdfHeader: FormatHeader = {
  formats: ['pdf', 'ai'],
  sniff: sniffPdf,
  read: (source, head, format) =>
    format === 'ai' && isPostScript(head)
      ? readEpsHeader(source, head, format)
      : readPdfHeader(source, head, format),
};
