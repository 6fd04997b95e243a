/**
 * The pure half of every codec, in sniffing order: the first whose `sniff` recognises a file's
 * first bytes names its format. Binary signatures come first; PDF may start after up to 1 KB of
 * junk, and SVG (text) is tried last.
 */
import type { ImageFormat } from '../src/domain/imaging/formats';
import { avifHeader } from './avif/header';
import { bmpHeader } from './bmp/header';
import { epsHeader } from './eps/header';
import { gifHeader } from './gif/header';
import { heicHeader } from './heic/header';
import { jpegHeader } from './jpeg/header';
import { pdfHeader } from './pdf/header';
import { pngHeader } from './png/header';
import { psdHeader } from './psd/header';
import type { FormatHeader } from './common/formatHeader';
import { svgHeader } from './svg/header';
import { tiffHeader } from './tiff/header';
import { webpHeader } from './webp/header';

export const FORMAT_HEADERS: readonly FormatHeader[] = [
  jpegHeader,
  pngHeader,
  gifHeader,
  bmpHeader,
  webpHeader,
  heicHeader,
  avifHeader,
  psdHeader,
  tiffHeader,
  epsHeader,
  pdfHeader,
  svgHeader,
];

/** The header reader of each format. */
export const HEADER_OF = new Map<ImageFormat, FormatHeader>(
  FORMAT_HEADERS.flatMap((h) => h.formats.map((f) => [f, h] as const)),
);
