/**
 * JPEG header: walks the marker segments up to the first SOF (reading only segment headers and
 * the metadata segments it needs). Reads SOFn (size, precision, components, process), JFIF APP0
 * (density), EXIF APP1 (orientation, resolution, IFD1 thumbnail), ICC APP2, Photoshop APP13
 * (resolution resource, possibly spread over several segments) and Adobe APP14 (transform).
 *
 * DPI precedence: JFIF with units 1 (dpi) or 2 (dpcm) and non-zero density; else EXIF
 * X/YResolution; else the Photoshop 0x03ED resource. JFIF units 0 give an aspect ratio only.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import { bytesSource } from '../../src/domain/imaging/byteSource';
import type { ColourModel, ImageHeader } from '../../src/domain/imaging/imageInfo';
import { orientationFromExif } from '../../src/domain/imaging/imageInfo';
import { Bin, check, CM_PER_INCH, corrupt, dpiPair, readExact, startsWith } from '../common/binary';
import type { ExifSummary } from '../common/exif';
import { readExif } from '../common/exif';
import { readPhotoshopResources } from '../common/photoshopResources';
import { baseHeader, checkRasterSize } from '../common/result';
import type { FormatHeader } from '../common/formatHeader';

/** Segments walked before giving up on finding a SOF (real files have < 30). */
const MAX_SEGMENTS = 1000;

interface Jfif {
  units: number;
  x: number;
  y: number;
}

const SOF_PROCESS: Record<number, string> = {
  0xc0: 'baseline',
  0xc1: 'extended',
  0xc2: 'progressive',
  0xc3: 'lossless',
  0xc5: 'differential-sequential',
  0xc6: 'differential-progressive',
  0xc7: 'differential-lossless',
  0xc9: 'arithmetic-extended',
  0xca: 'arithmetic-progressive',
  0xcb: 'arithmetic-lossless',
  0xcd: 'arithmetic-differential-sequential',
  0xce: 'arithmetic-differential-progressive',
  0xcf: 'arithmetic-differential-lossless',
};

export async function readJpegHeader(source: ByteSource): Promise<ImageHeader> {
  let offset = 2;
  let jfif: Jfif | null = null;
  let exif: ExifSummary | null = null;
  let exifTiffOffset = 0;
  let adobeTransform: number | null = null;
  let hasIcc = false;
  const app13: Uint8Array[] = [];
  for (let n = 0; n < MAX_SEGMENTS; n++) {
    const markerBytes = await readExact(source, offset, 4);
    // Fill bytes (0xFF padding) may precede a marker.
    if (markerBytes[0] !== 0xff) throw corrupt(`no marker at ${offset}`);
    const marker = markerBytes[1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) throw corrupt('no SOF before image data');
    const length = new Bin(markerBytes).u16(2);
    check(length >= 2, `segment length ${length}`);
    const dataAt = offset + 4;
    const dataLength = length - 2;
    const process = SOF_PROCESS[marker];
    if (process) {
      const sof = new Bin(await readExact(source, dataAt, Math.min(dataLength, 6)));
      const precision = sof.u8(0);
      const height = sof.u16(1);
      const width = sof.u16(3);
      const components = sof.u8(5);
      checkRasterSize(width, height, 65535, 'JPEG');
      return build(
        { width, height, precision, components, process, marker },
        { jfif, exif, exifTiffOffset, adobeTransform, hasIcc },
        app13,
      );
    }
    if (marker === 0xe0 && dataLength >= 12 && !jfif) {
      const b = await readExact(source, dataAt, 12);
      if (startsWith(b, 'JFIF\0')) {
        const bin = new Bin(b);
        jfif = { units: bin.u8(7), x: bin.u16(8), y: bin.u16(10) };
      }
    } else if (marker === 0xe1 && dataLength > 14 && !exif) {
      const b = await readExact(source, dataAt, dataLength);
      if (startsWith(b, 'Exif\0')) {
        exifTiffOffset = dataAt + 6;
        exif = await readExif(b.subarray(6));
      }
    } else if (marker === 0xe2 && dataLength >= 12) {
      const b = await readExact(source, dataAt, 12);
      if (startsWith(b, 'ICC_PROFILE\0')) hasIcc = true;
    } else if (marker === 0xed && dataLength > 14) {
      const b = await readExact(source, dataAt, dataLength);
      if (startsWith(b, 'Photoshop 3.0\0')) app13.push(b.subarray(14));
    } else if (marker === 0xee && dataLength >= 12) {
      const b = await readExact(source, dataAt, 12);
      if (startsWith(b, 'Adobe')) adobeTransform = new Bin(b).u8(11);
    }
    offset = dataAt + dataLength;
  }
  throw corrupt('too many JPEG segments before SOF');
}

interface Sof {
  width: number;
  height: number;
  precision: number;
  components: number;
  process: string;
  marker: number;
}

interface Meta {
  jfif: Jfif | null;
  exif: ExifSummary | null;
  exifTiffOffset: number;
  adobeTransform: number | null;
  hasIcc: boolean;
}

async function build(sof: Sof, meta: Meta, app13: Uint8Array[]): Promise<ImageHeader> {
  const h = baseHeader('jpeg', sof.width, sof.height);
  const { jfif, exif } = meta;
  h.bitDepth = sof.precision;
  h.colourModel = colourOf(sof.components);
  h.orientationTag = exif?.orientationTag ?? null;
  h.orientation = orientationFromExif(h.orientationTag);
  h.dpi = jfifDpi(jfif) ?? exif?.dpi ?? null;
  let dpiSource = h.dpi ? (jfifDpi(jfif) ? 'jfif' : 'exif') : null;
  if (!h.dpi && app13.length > 0) {
    const joined = concat(app13);
    const resources = await readPhotoshopResources(bytesSource(joined), 0, joined.length);
    h.dpi = resources.dpi;
    if (h.dpi) dpiSource = 'photoshop';
  }
  if (exif?.thumbnail) {
    h.preview = {
      kind: 'jpeg',
      offset: meta.exifTiffOffset + exif.thumbnail.offset,
      length: exif.thumbnail.length,
    };
  }
  h.extra = {
    process: sof.process,
    progressive:
      sof.marker === 0xc2 || sof.marker === 0xc6 || sof.marker === 0xca || sof.marker === 0xce,
    components: sof.components,
    adobeTransform: meta.adobeTransform,
    hasIcc: meta.hasIcc,
    jfifUnits: jfif ? jfif.units : null,
    dpiSource,
  };
  return h;
}

/** JFIF density as DPI: units 1 = dots per inch, 2 = dots per cm; 0 (aspect ratio only) → null. */
export function jfifDpi(jfif: Jfif | null): [number, number] | null {
  if (!jfif || jfif.x === 0 || jfif.y === 0) return null;
  if (jfif.units === 1) return dpiPair(jfif.x, jfif.y);
  if (jfif.units === 2) return dpiPair(jfif.x * CM_PER_INCH, jfif.y * CM_PER_INCH);
  return null;
}

function colourOf(components: number): ColourModel {
  if (components === 1) return 'gray';
  if (components === 3) return 'rgb';
  if (components === 4) return 'cmyk';
  return 'unknown';
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** JPEG: SOI then any marker (FF D8 FF). */
export const jpegHeader: FormatHeader = {
  formats: ['jpeg'],
  sniff: (head) => (startsWith(head, [0xff, 0xd8, 0xff]) ? 'jpeg' : null),
  read: (source) => readJpegHeader(source),
};
