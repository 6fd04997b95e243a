/**
 * Synthetic design files for the tests, built byte by byte so their header facts are known
 * exactly: a PNG of any pixel size, DPI and byte length (IHDR, pHYs, then one IDAT of filler:
 * the server reads headers, never pixels), a lossless WebP header, and SVG text.
 */
import { crc32 } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Length, type and CRC around a chunk's data, bytes. */
const CHUNK_OVERHEAD = 12;
const IHDR_BYTES = 13;
const PHYS_BYTES = 9;
const METRES_PER_INCH = 0.0254;
/** IHDR: 8 bits per sample, colour type 6 (RGBA), deflate, adaptive filtering, no interlace. */
const RGBA_8 = [8, 6, 0, 0, 0];

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** What {@link pngBytes} makes. */
export interface PngSpec {
  width: number;
  height: number;
  /** Written as pHYs (pixels per metre, rounded as encoders do); none when absent. */
  dpi?: number;
  /** Whole file, bytes (filler in the IDAT); default the smallest. */
  totalBytes?: number;
}

/** A PNG whose header says `spec` (its IDAT holds filler, not image data). */
export function pngBytes(spec: PngSpec): Buffer {
  const ihdr = Buffer.alloc(IHDR_BYTES);
  ihdr.writeUInt32BE(spec.width, 0);
  ihdr.writeUInt32BE(spec.height, 4);
  Buffer.from(RGBA_8).copy(ihdr, 8);
  const parts = [PNG_SIGNATURE, chunk('IHDR', ihdr)];
  if (spec.dpi !== undefined) {
    const phys = Buffer.alloc(PHYS_BYTES);
    const perMetre = Math.round(spec.dpi / METRES_PER_INCH);
    phys.writeUInt32BE(perMetre, 0);
    phys.writeUInt32BE(perMetre, 4);
    phys.writeUInt8(1, 8); // unit: metre
    parts.push(chunk('pHYs', phys));
  }
  const fixed = parts.reduce((n, p) => n + p.length, 0) + 2 * CHUNK_OVERHEAD;
  const filler = Buffer.alloc(Math.max(1, (spec.totalBytes ?? 0) - fixed));
  for (let i = 0; i < filler.length; i++) filler[i] = (i * 31 + 7) & 0xff;
  parts.push(chunk('IDAT', filler), chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** The smallest lossless WebP header of `width` × `height` (what the parser reads). */
export function webpBytes(width: number, height: number): Buffer {
  const vp8l = Buffer.alloc(6); // signature, 14-bit sides minus one, alpha, version; one pad byte
  vp8l.writeUInt8(0x2f, 0);
  vp8l.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 1);
  const body = Buffer.concat([Buffer.from('WEBPVP8L', 'latin1'), Buffer.alloc(4), vp8l]);
  body.writeUInt32LE(5, 8);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

/** An SVG document with the given root attributes and content. */
export function svgBytes(
  rootAttributes: string,
  content = '<rect width="10" height="10"/>',
): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" ${rootAttributes}>${content}</svg>\n`,
    'utf8',
  );
}
