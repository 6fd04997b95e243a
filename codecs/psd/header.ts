/**
 * PSD/PSB header: the 26-byte file header, then the section lengths (colour mode data, image
 * resources, layer and mask information — 4-byte lengths in PSD, 8-byte in PSB) to locate the
 * merged image data. Image resources give DPI (0x03ED), hasRealMergedData (0x0421), the JPEG
 * thumbnail (0x040C/0x0409) and the EXIF Orientation tag (0x0422, reported but not applied:
 * Photoshop stores upright pixels). Sizes beyond the format's limits (30,000 px PSD, 300,000 px
 * PSB) are corrupt, before anything is allocated.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import type { ColourModel, ImageHeader } from '../../src/domain/imaging/imageInfo';
import { Bin, check, readExact, readUpTo, startsWith } from '../common/binary';
import { readPhotoshopResources } from '../common/photoshopResources';
import { baseHeader, checkRasterSize } from '../common/result';
import type { FormatHeader } from '../common/formatHeader';

const MODES: Record<number, { name: string; model: ColourModel; colourChannels: number }> = {
  0: { name: 'bitmap', model: 'bitmap', colourChannels: 1 },
  1: { name: 'grayscale', model: 'gray', colourChannels: 1 },
  2: { name: 'indexed', model: 'indexed', colourChannels: 1 },
  3: { name: 'rgb', model: 'rgb', colourChannels: 3 },
  4: { name: 'cmyk', model: 'cmyk', colourChannels: 4 },
  7: { name: 'multichannel', model: 'unknown', colourChannels: 1 },
  8: { name: 'duotone', model: 'gray', colourChannels: 1 },
  9: { name: 'lab', model: 'lab', colourChannels: 3 },
};

export async function readPsdHeader(source: ByteSource, head: Uint8Array): Promise<ImageHeader> {
  const bin = new Bin(head);
  check(bin.has(0, 26) && bin.ascii(0, 4) === '8BPS', 'PSD signature');
  const version = bin.u16(4);
  check(version === 1 || version === 2, `PSD version ${version}`);
  const psb = version === 2;
  const channels = bin.u16(12);
  const height = bin.u32(14);
  const width = bin.u32(18);
  const depth = bin.u16(22);
  const modeId = bin.u16(24);
  checkRasterSize(width, height, psb ? 300_000 : 30_000, psb ? 'PSB' : 'PSD');
  check(channels >= 1 && channels <= 56, `PSD channels ${channels}`);
  check([1, 8, 16, 32].includes(depth), `PSD depth ${depth}`);
  const mode = MODES[modeId];
  check(mode !== undefined, `PSD colour mode ${modeId}`);

  // Section lengths: colour mode data, image resources, layer and mask info.
  const colorModeDataOffset = 30;
  const colorModeDataLength = new Bin(await readExact(source, 26, 4)).u32(0);
  const resourcesLengthAt = colorModeDataOffset + colorModeDataLength;
  const resourcesLength = new Bin(await readExact(source, resourcesLengthAt, 4)).u32(0);
  const resourcesOffset = resourcesLengthAt + 4;
  const layerLengthAt = resourcesOffset + resourcesLength;
  const layerLengthSize = psb ? 8 : 4;
  const layerBin = new Bin(await readExact(source, layerLengthAt, layerLengthSize));
  const layerLength = psb ? layerBin.u64(0) : layerBin.u32(0);
  const layerSectionOffset = layerLengthAt + layerLengthSize;
  const imageDataOffset = layerSectionOffset + layerLength;
  check(imageDataOffset + 2 <= source.size, `PSD image data at ${imageDataOffset} past the end`);
  const compression = new Bin(await readExact(source, imageDataOffset, 2)).u16(0);
  check(compression <= 3, `PSD compression ${compression}`);

  // Layer info: its count is negative when the first alpha channel is the merged transparency.
  let layerCount = 0;
  if (layerLength >= layerLengthSize + 2) {
    const info = new Bin(await readUpTo(source, layerSectionOffset, layerLengthSize + 2));
    const layerInfoLength = psb ? info.u64(0) : info.u32(0);
    if (layerInfoLength >= 2 && info.has(layerLengthSize, 2))
      layerCount = info.i16(layerLengthSize);
  }

  const resources = await readPhotoshopResources(source, resourcesOffset, resourcesLength);
  const h = baseHeader(psb ? 'psb' : 'psd', width, height);
  h.bitDepth = depth;
  h.colourModel = mode.model;
  h.hasAlpha = layerCount < 0 && channels > mode.colourChannels;
  h.dpi = resources.dpi;
  h.orientationTag = resources.exif?.orientationTag ?? null;
  if (resources.thumbnail) {
    const t = resources.thumbnail;
    h.preview = {
      kind: 'jpeg',
      offset: t.offset,
      length: t.length,
      width: t.width,
      height: t.height,
    };
  }
  h.extra = {
    version,
    channels,
    colorMode: modeId,
    colorModeName: mode.name,
    compression,
    imageDataOffset,
    hasRealMergedData: resources.hasRealMergedData ?? true,
    colorModeDataOffset,
    colorModeDataLength,
    resourcesOffset,
    resourcesLength,
    layerSectionOffset,
    layerSectionLength: layerLength,
    layerCount: Math.abs(layerCount),
    hasIcc: resources.hasIcc,
  };
  return h;
}

/** Photoshop: "8BPS", version 1 (PSD) or 2 (PSB, large documents). */
export const psdHeader: FormatHeader = {
  formats: ['psd', 'psb'],
  sniff(head) {
    if (!startsWith(head, '8BPS')) return null;
    const version = ((head[4] ?? 0) << 8) | (head[5] ?? 0);
    return version === 1 ? 'psd' : version === 2 ? 'psb' : null;
  },
  read: (source, head) => readPsdHeader(source, head),
};
