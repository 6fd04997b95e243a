/**
 * What the Layer and Mask Information section says about the composite's transparency, read
 * from lengths and counts only (layer records and channel data are skipped unread):
 *
 * - a negative layer count (in the layer info, or in the Lr16/Lr32 blocks that 16- and 32-bit
 *   files use instead) means "the first alpha channel contains the transparency data for the
 *   merged result" (Adobe spec, Layer info);
 * - a Mtrn/Mt16/Mt32 block ("saving merged transparency") says the same.
 */
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import { SequentialReader } from '../../worker/sequentialReader';
import type { PsdLayout } from './psdLayout';

export interface LayerSummary {
  /** Layer count as stored (negative: merged transparency), or null when there is none. */
  layerCount: number | null;
  /** A Mtrn, Mt16 or Mt32 block is present. */
  mergedTransparencyBlock: boolean;
}

/** Keys whose length is 8 bytes in PSB files (Adobe spec, Additional Layer Information). */
const LONG_KEYS = new Set([
  'LMsk',
  'Lr16',
  'Lr32',
  'Layr',
  'Mt16',
  'Mt32',
  'Mtrn',
  'Alph',
  'FMsk',
  'lnk2',
  'FEid',
  'FXid',
  'PxSD',
]);
const MERGED_TRANSPARENCY = new Set(['Mtrn', 'Mt16', 'Mt32']);
/** Most blocks walked (real files have a handful). */
const MAX_BLOCKS = 1000;

function ascii(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);
}

/** Reads the layer count and the tagged-block keys; lenient (damage ends the walk). */
export async function readLayerSummary(
  source: ByteSource,
  layout: PsdLayout,
): Promise<LayerSummary> {
  const summary: LayerSummary = { layerCount: null, mergedTransparencyBlock: false };
  const { offset, length } = layout.layerAndMask;
  if (length === 0) return summary;
  const end = Math.min(source.size, offset + length);
  const lengthBytes = layout.version === 2 ? 8 : 4;
  const reader = new SequentialReader(source, offset, 64 * 1024);
  try {
    const infoLength = readLength(
      await reader.bytes(lengthBytes, 'layer info length'),
      lengthBytes,
    );
    if (infoLength >= 2) summary.layerCount = signed16(await reader.bytes(2, 'layer count'));
    reader.seek(offset + lengthBytes + infoLength);
    const maskLength = readLength(await reader.bytes(4, 'global mask length'), 4);
    reader.skip(maskLength);
    for (let blocks = 0; blocks < MAX_BLOCKS && reader.position + 12 <= end; blocks++) {
      const head = await reader.bytes(8, 'a tagged block');
      const signature = ascii(head, 0);
      if (signature !== '8BIM' && signature !== '8B64') break;
      const key = ascii(head, 4);
      const size = layout.version === 2 && LONG_KEYS.has(key) ? 8 : 4;
      const blockLength = readLength(await reader.bytes(size, 'a tagged block length'), size);
      const dataAt = reader.position;
      if (MERGED_TRANSPARENCY.has(key)) summary.mergedTransparencyBlock = true;
      if ((key === 'Lr16' || key === 'Lr32') && blockLength >= 2 && summary.layerCount === null) {
        summary.layerCount = signed16(await reader.bytes(2, key)); // Layer info without its length
      }
      const next = await nextBlock(reader, dataAt, blockLength, end);
      if (next === null) break;
      reader.seek(next);
    }
  } catch {
    // A damaged section: keep what was read (the composite does not depend on it).
  }
  return summary;
}

/**
 * Where the next block starts: writers pad block lengths to a multiple of 4 (Photoshop), of 2,
 * or not at all, so the first candidate holding a signature wins.
 */
async function nextBlock(
  reader: SequentialReader,
  dataAt: number,
  length: number,
  end: number,
): Promise<number | null> {
  const padded = (multiple: number): number => dataAt + Math.ceil(length / multiple) * multiple;
  for (const at of [padded(4), padded(2), dataAt + length]) {
    if (at + 12 > end) continue;
    reader.seek(at);
    const signature = ascii(await reader.bytes(4, 'a tagged block'), 0);
    if (signature === '8BIM' || signature === '8B64') return at;
  }
  return null;
}

function readLength(bytes: Uint8Array, size: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, size);
  return size === 4 ? view.getUint32(0) : view.getUint32(0) * 2 ** 32 + view.getUint32(4);
}

function signed16(bytes: Uint8Array): number {
  return new DataView(bytes.buffer, bytes.byteOffset, 2).getInt16(0);
}
