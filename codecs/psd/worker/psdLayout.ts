/**
 * The PSD/PSB file header and where its sections lie (Adobe "Photoshop File Formats
 * Specification": File Header, Color Mode Data, Image Resources, Layer and Mask Information,
 * Image Data). Only lengths are read; nothing of the layers.
 */
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';

/** Colour modes of the header (Adobe spec, File Header Section). */
export const PsdColourMode = {
  bitmap: 0,
  grayscale: 1,
  indexed: 2,
  rgb: 3,
  cmyk: 4,
  multichannel: 7,
  duotone: 8,
  lab: 9,
} as const;
export type PsdColourMode = (typeof PsdColourMode)[keyof typeof PsdColourMode];

/** Largest side: PSD 30,000 px, PSB 300,000 px (Adobe spec). */
const MAX_SIDE = { 1: 30_000, 2: 300_000 } as const;
/** Channels allowed by the spec (1–56). */
const MAX_CHANNELS = 56;
const MODES = new Set<number>(Object.values(PsdColourMode));
const DEPTHS = new Set([1, 8, 16, 32]);

export interface Section {
  /** File offset of the section's data (after its length field), bytes. */
  offset: number;
  length: number;
}

export interface PsdLayout {
  /** 1 = PSD, 2 = PSB (8-byte section lengths, 4-byte RLE row counts). */
  version: 1 | 2;
  channels: number;
  width: number;
  height: number;
  depth: 1 | 8 | 16 | 32;
  mode: PsdColourMode;
  colourModeData: Section;
  resources: Section;
  layerAndMask: Section;
  /** Offset of the Image Data section (its 2-byte compression field), bytes. */
  imageData: number;
}

export function corrupt(detail: string): PipelineError {
  return new PipelineError(PipelineErrorKey.corrupt, detail);
}

/** Exactly `length` bytes at `offset` as a DataView; corrupt when the file ends first. */
export async function readPsdBytes(
  source: ByteSource,
  offset: number,
  length: number,
  what: string,
): Promise<DataView> {
  const bytes = await source.read(offset, length);
  if (bytes.length < length) throw corrupt(`file ends inside ${what}`);
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A big-endian length of 4 or 8 bytes (PSB), as a Number (exact below 2^53). */
export function readPsdLength(view: DataView, at: number, bytes: 4 | 8): number {
  return bytes === 4 ? view.getUint32(at) : view.getUint32(at) * 2 ** 32 + view.getUint32(at + 4);
}

/**
 * Reads and validates the header, then follows the three section lengths to the Image Data
 * section. Impossible values (absurd sizes, lengths past the end of the file) fail here, before
 * anything is allocated.
 */
export async function readPsdLayout(source: ByteSource): Promise<PsdLayout> {
  const head = await readPsdBytes(source, 0, 30, 'the header');
  if (head.getUint32(0) !== 0x38425053) {
    throw new PipelineError(PipelineErrorKey.unsupportedType, 'no 8BPS signature');
  }
  const version = head.getUint16(4);
  if (version !== 1 && version !== 2) throw corrupt(`version ${version}`);
  const channels = head.getUint16(12);
  const height = head.getUint32(14);
  const width = head.getUint32(18);
  const depth = head.getUint16(22);
  const mode = head.getUint16(24);
  const maxSide = MAX_SIDE[version];
  if (width < 1 || height < 1 || width > maxSide || height > maxSide) {
    throw corrupt(`size ${width}×${height} outside 1–${maxSide} px`);
  }
  if (channels < 1 || channels > MAX_CHANNELS) throw corrupt(`${channels} channels`);
  if (!DEPTHS.has(depth)) throw corrupt(`depth ${depth}`);
  if (!MODES.has(mode)) throw corrupt(`colour mode ${mode}`);

  const colourModeData = { offset: 30, length: head.getUint32(26) };
  const resourcesAt = colourModeData.offset + colourModeData.length;
  const resources = {
    offset: resourcesAt + 4,
    length: (await readPsdBytes(source, resourcesAt, 4, 'resources length')).getUint32(0),
  };
  const layersAt = resources.offset + resources.length;
  const lengthBytes = version === 2 ? 8 : 4;
  const layerLength = readPsdLength(
    await readPsdBytes(source, layersAt, lengthBytes, 'layer section length'),
    0,
    lengthBytes,
  );
  const layerAndMask = { offset: layersAt + lengthBytes, length: layerLength };
  const imageData = layerAndMask.offset + layerAndMask.length;
  if (imageData + 2 > source.size)
    throw corrupt(`image data at ${imageData} past the end (${source.size})`);
  return {
    version,
    channels,
    width,
    height,
    depth: depth as PsdLayout['depth'],
    mode: mode as PsdColourMode,
    colourModeData,
    resources,
    layerAndMask,
    imageData,
  };
}
