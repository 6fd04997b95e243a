/**
 * The few image resources the composite decoder needs (Adobe spec, Image Resource IDs):
 * 0x0421 VersionInfo (hasRealMergedData: false when a layered file was saved without "Maximize
 * Compatibility" and its composite is a placeholder), 0x0417 transparency index (Indexed mode),
 * 0x041D alpha identifiers (which extra channel, if any, is the merged transparency: id 0).
 * Only block headers are read; data only for these three.
 */
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import { SequentialReader } from '../../worker/sequentialReader';
import type { PsdLayout } from './psdLayout';

export interface PsdResources {
  /** From 0x0421; null when absent (old writers: trust the composite). */
  hasRealMergedData: boolean | null;
  /** Palette index shown transparent (0x0417), or null. */
  transparencyIndex: number | null;
  /** Alpha channel identifiers (0x041D), one per extra channel, or null. */
  alphaIdentifiers: number[] | null;
}

/** Block signatures seen in the wild besides 8BIM (ImageMagick, old Photoshop, PhotoDeluxe). */
const SIGNATURES = new Set(['8BIM', 'MeSa', 'PHUT', 'AgHg', 'DCSR']);
/** Most identifiers kept (the spec allows 56 channels). */
const MAX_ALPHA_IDS = 56;
/** Window for walking the section, bytes: headers are small, data is skipped. */
const WINDOW_BYTES = 64 * 1024;

/**
 * Walks the Image Resources section. Lenient, like Photoshop: a damaged block ends the walk and
 * what was found so far is used (the composite's position does not depend on resources).
 */
export async function readPsdResources(
  source: ByteSource,
  layout: PsdLayout,
): Promise<PsdResources> {
  const out: PsdResources = {
    hasRealMergedData: null,
    transparencyIndex: null,
    alphaIdentifiers: null,
  };
  const end = Math.min(source.size, layout.resources.offset + layout.resources.length);
  const reader = new SequentialReader(source, layout.resources.offset, WINDOW_BYTES);
  while (reader.position + 12 <= end) {
    const head = await reader.bytes(7, 'a resource header').catch(() => null);
    if (!head || !SIGNATURES.has(String.fromCharCode(...head.subarray(0, 4)))) break;
    const id = (head[4]! << 8) | head[5]!;
    // Pascal name: length byte + characters, padded to even; its length byte is already read.
    reader.skip(((head[6]! + 2) & ~1) - 1);
    const sizeBytes = await reader.bytes(4, 'a resource size').catch(() => null);
    if (!sizeBytes) break;
    const size = new DataView(sizeBytes.buffer, sizeBytes.byteOffset, 4).getUint32(0);
    const dataAt = reader.position;
    if (dataAt + size > end) break;
    if (id === 0x0421 && size >= 5) {
      const data = await reader.bytes(5, 'VersionInfo');
      out.hasRealMergedData = data[4] !== 0; // after the 4-byte version
    } else if (id === 0x0417 && size >= 2) {
      const data = await reader.bytes(2, 'the transparency index');
      out.transparencyIndex = (data[0]! << 8) | data[1]!;
    } else if (id === 0x041d && size >= 4) {
      const count = Math.min(MAX_ALPHA_IDS, Math.floor(size / 4));
      const data = await reader.bytes(count * 4, 'alpha identifiers');
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
      out.alphaIdentifiers = Array.from({ length: count }, (_, i) => view.getUint32(i * 4));
    }
    reader.seek(dataAt + size + (size & 1)); // data padded to even
  }
  return out;
}
