/**
 * EPS header (and Illustrator 8-and-older PostScript files): the DOS EPS binary header
 * (C5 D0 D3 C6 + little-endian offset/length pairs for the PostScript, WMF and TIFF sections),
 * then the DSC comments of the PostScript section: %%BoundingBox (the page, in points; `(atend)`
 * is looked up in the section's last 8 KB), %%HiResBoundingBox, %%Creator, plus Photoshop's
 * %ImageData and %BeginPhotoshop (hex image resources: 0x03ED gives the DPI). A DOS TIFF preview
 * is measured by reading its first IFD.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import { bytesSource } from '../../src/domain/imaging/byteSource';
import type { ImageFormat } from '../../src/domain/imaging/formats';
import type { ColourModel, ImageHeader } from '../../src/domain/imaging/imageInfo';
import {
  Bin,
  check,
  dpiPair,
  HEAD_BYTES,
  latin1,
  readUpTo,
  sliceSource,
  startsWith,
} from '../common/binary';
import { readPhotoshopResources } from '../common/photoshopResources';
import { baseHeader } from '../common/result';
import { headerOfIfd } from '../tiff/header';
import { readIfd, readTiffHeader } from '../tiff/ifd';
import type { FormatHeader } from '../common/formatHeader';
import { DOS_EPS_MAGIC, sniffPostScript } from './sniff';

const TAIL_BYTES = 8 * 1024;
/** Largest Photoshop resource block decoded from hex, bytes. */
const MAX_PHOTOSHOP = 1024 * 1024;

type Box = [number, number, number, number];

export async function readEpsHeader(
  source: ByteSource,
  head: Uint8Array,
  format: ImageFormat,
): Promise<ImageHeader> {
  let psOffset = 0;
  let psLength = source.size;
  const extra: NonNullable<ImageHeader['extra']> = { dosEps: false };
  let preview: ImageHeader['preview'] = null;
  if (startsWith(head, DOS_EPS_MAGIC)) {
    const bin = new Bin(head, true);
    check(bin.has(0, 30), 'DOS EPS header truncated');
    psOffset = bin.u32(4);
    psLength = bin.u32(8);
    const tiffOffset = bin.u32(20);
    const tiffLength = bin.u32(24);
    check(
      psLength > 0 && psOffset >= 30 && psOffset + psLength <= source.size,
      'DOS EPS PostScript section',
    );
    extra.dosEps = true;
    extra.wmfLength = bin.u32(16);
    if (tiffLength > 0 && tiffOffset >= 30 && tiffOffset + tiffLength <= source.size) {
      preview = {
        kind: 'tiff',
        offset: tiffOffset,
        length: tiffLength,
        ...(await tiffSize(source, tiffOffset, tiffLength)),
      };
    }
  }
  extra.psOffset = psOffset;
  extra.psLength = psLength;

  const text = latin1(await readUpTo(source, psOffset, Math.min(psLength, HEAD_BYTES)));
  const firstLine = /^[^\r\n]*/.exec(text)?.[0] ?? '';
  check(firstLine.startsWith('%!PS'), 'no PostScript header');
  extra.epsf = /EPSF-\d/.test(firstLine);
  const header = headerComments(text);
  let bbox = parseBox(header.get('BoundingBox'));
  let hiRes = parseBox(header.get('HiResBoundingBox'));
  if (!bbox && /\(atend\)/.test(header.get('BoundingBox') ?? '')) {
    const tailStart = psOffset + Math.max(0, psLength - TAIL_BYTES);
    const tail = latin1(await readUpTo(source, tailStart, Math.min(psLength, TAIL_BYTES)));
    bbox = parseBox(lastComment(tail, 'BoundingBox'));
    hiRes ??= parseBox(lastComment(tail, 'HiResBoundingBox'));
  }
  const h = baseHeader(format, bbox ? bbox[2] - bbox[0] : 0, bbox ? bbox[3] - bbox[1] : 0);
  h.colourModel = 'unknown';
  h.preview = preview;
  if (bbox) [extra.bboxX0, extra.bboxY0, extra.bboxX1, extra.bboxY1] = bbox;
  if (hiRes) [extra.hiResX0, extra.hiResY0, extra.hiResX1, extra.hiResY1] = hiRes;
  extra.noBoundingBox = !bbox;
  extra.creator = header.get('Creator') ?? null;
  extra.hasEpsiPreview = /^%%BeginPreview:/m.test(text);
  extra.postscriptIllustrator = format === 'ai';

  // Photoshop raster EPS: %ImageData columns rows depth mode … and hex image resources.
  const imageData = /^%ImageData:\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)/m.exec(text);
  if (imageData) {
    const [cols, rows, depth, mode] = imageData.slice(1, 5).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    extra.imageDataWidth = cols;
    extra.imageDataHeight = rows;
    h.bitDepth = depth;
    h.colourModel = imageDataModel(mode, depth);
  }
  const photoshop = /^%BeginPhotoshop:\s*(\d+)/m.exec(text);
  if (photoshop) {
    const bytes = hexBlock(text, photoshop.index + photoshop[0].length, Number(photoshop[1]));
    const resources = await readPhotoshopResources(bytesSource(bytes), 0, bytes.length);
    h.dpi = resources.dpi;
    if (h.dpi) extra.dpiSource = 'photoshop';
  }
  const page = hiRes ?? bbox;
  if (!h.dpi && imageData && page && page[2] > page[0] && page[3] > page[1]) {
    h.dpi = dpiPair(
      (Number(imageData[1]) * 72) / (page[2] - page[0]),
      (Number(imageData[2]) * 72) / (page[3] - page[1]),
    );
    if (h.dpi) extra.dpiSource = 'imageData';
  }
  h.extra = extra;
  return h;
}

/** DSC header comments (`%%Key: value`) up to %%EndComments; first occurrence wins. */
function headerComments(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split(/\r\n|\r|\n/).slice(1, 2000)) {
    if (line.startsWith('%%EndComments') || !line.startsWith('%')) break;
    const m = /^%%([A-Za-z][\w]*):\s*(.*)$/.exec(line);
    if (m?.[1] && !out.has(m[1])) out.set(m[1], (m[2] ?? '').trim());
  }
  return out;
}

function lastComment(text: string, key: string): string | undefined {
  const all = [...text.matchAll(new RegExp(`^%%${key}:\\s*(.*)$`, 'gm'))];
  return all[all.length - 1]?.[1]?.trim();
}

function parseBox(value: string | undefined): Box | null {
  if (!value) return null;
  const nums = value.split(/\s+/).map(Number);
  if (nums.length < 4 || nums.slice(0, 4).some((n) => !Number.isFinite(n))) return null;
  const [x0, y0, x1, y1] = nums as Box;
  return x1 > x0 && y1 > y0 ? [x0, y0, x1, y1] : null;
}

function imageDataModel(mode: number, depth: number): ColourModel {
  if (mode === 1) return depth === 1 ? 'bitmap' : 'gray';
  if (mode === 2) return 'lab';
  if (mode === 3) return 'rgb';
  if (mode === 4) return 'cmyk';
  return 'unknown';
}

/** Decodes the `% 3842…` hex lines after %BeginPhotoshop, up to `length` bytes. */
function hexBlock(text: string, from: number, length: number): Uint8Array {
  const n = Math.min(length, MAX_PHOTOSHOP);
  const out = new Uint8Array(n);
  let count = 0;
  let high = -1;
  for (let i = from; i < text.length && count < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x25 && text.startsWith('%EndPhotoshop', i)) break;
    const v =
      c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 70 ? c - 55 : c >= 97 && c <= 102 ? c - 87 : -1;
    if (v < 0) continue;
    if (high < 0) high = v;
    else {
      out[count++] = (high << 4) | v;
      high = -1;
    }
  }
  return out.subarray(0, count);
}

async function tiffSize(
  source: ByteSource,
  offset: number,
  length: number,
): Promise<{ width?: number; height?: number }> {
  try {
    const tiff = sliceSource(source, offset, length);
    const file = await readTiffHeader(tiff);
    const h = await headerOfIfd(await readIfd(tiff, file, file.firstIfdOffset));
    return { width: h.width, height: h.height };
  } catch {
    return {};
  }
}

/** EPS (DOS binary or plain): size from the DSC bounding box, the TIFF preview's place. */
export const epsHeader: FormatHeader = {
  formats: ['eps'],
  sniff: sniffPostScript,
  read: (source, head, format) => readEpsHeader(source, head, format),
};
