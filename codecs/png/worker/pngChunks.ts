/**
 * Walking PNG chunks (PNG spec §5.3: length, type, data, CRC) through a SequentialReader: the
 * metadata before the image data is read whole (it is small: IHDR, PLTE, tRNS), every other chunk
 * is skipped without being read, and the IDAT data is handed out piece by piece.
 *
 * CRCs are optional (`verifyCrc`, off by default): zlib's Adler-32 already guards the image data
 * end to end, and browsers' decoders show files whose ancillary-chunk CRCs are wrong. When on,
 * every chunk passed through (IHDR, PLTE, tRNS, IDAT) is checked as it streams; skipped chunks
 * are not.
 */
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import { updateCrc32 } from '../crc32';
import type { PngHeader } from '../ihdr';
import { PNG_SIGNATURE, parseIhdr } from '../ihdr';
import { SequentialReader } from '../../worker/sequentialReader';

/** Largest chunk length the spec allows (2^31 − 1), bytes. */
const MAX_CHUNK_LENGTH = 0x7fffffff;
/** Largest IDAT piece handed to the inflater at once, bytes (one source read). */
const IDAT_PIECE_BYTES = 1 << 20;

export interface ChunkHead {
  type: string;
  /** Data length, bytes. */
  length: number;
}

/** What precedes the image data. */
export interface PngMetadata {
  header: PngHeader;
  /** PLTE entries as R,G,B triples, or null. */
  palette: Uint8Array | null;
  /** tRNS data as stored (palette alphas, or a gray/RGB key of 16-bit samples), or null. */
  transparency: Uint8Array | null;
}

function corrupt(detail: string): PipelineError {
  return new PipelineError(PipelineErrorKey.corrupt, detail);
}

function isChunkType(bytes: Uint8Array): boolean {
  for (let i = 4; i < 8; i++) {
    const c = bytes[i]! | 0x20; // lower-case both letter cases
    if (c < 0x61 || c > 0x7a) return false;
  }
  return true;
}

export class PngChunkWalker {
  private readonly reader: SequentialReader;
  private readonly verifyCrc: boolean;

  constructor(source: ByteSource, verifyCrc: boolean) {
    this.reader = new SequentialReader(source);
    this.verifyCrc = verifyCrc;
  }

  /** Reads the signature and the chunks up to the first IDAT, whose head it returns. */
  async readMetadata(): Promise<{ metadata: PngMetadata; firstIdat: ChunkHead }> {
    const signature = await this.reader.upTo(8);
    if (signature.length < 8 || PNG_SIGNATURE.some((b, i) => signature[i] !== b)) {
      throw new PipelineError(PipelineErrorKey.unsupportedType, 'no PNG signature');
    }
    const ihdr = await this.nextHead();
    if (ihdr.type !== 'IHDR') throw corrupt(`first chunk is ${ihdr.type}, not IHDR`);
    const header = parseIhdr(await this.readSmallChunk(ihdr, 13));
    let palette: Uint8Array | null = null;
    let transparency: Uint8Array | null = null;
    for (;;) {
      const head = await this.nextHead();
      if (head.type === 'IDAT') {
        if (header.colourType === 3 && !palette) throw corrupt('palette image without PLTE');
        return { metadata: { header, palette, transparency }, firstIdat: head };
      }
      if (head.type === 'IEND') throw corrupt('IEND before any IDAT');
      if (head.type === 'PLTE') {
        palette = await this.readSmallChunk(head, 768);
        if (palette.length % 3 !== 0 || palette.length === 0) throw corrupt('PLTE length');
      } else if (head.type === 'tRNS') {
        transparency = await this.readSmallChunk(head, 256);
      } else {
        this.reader.skip(head.length + 4); // data and CRC
      }
    }
  }

  /**
   * The IDAT data as a CompressedInput: pieces of at most 1 MiB, across consecutive IDAT chunks;
   * null after the last one. Throws PipelineError(corrupt) when the file ends inside IDAT data.
   */
  idatInput(first: ChunkHead): () => Promise<Uint8Array | null> {
    let left = first.length;
    let crc = updateCrc32(0, new TextEncoder().encode('IDAT'));
    let done = false;
    return async () => {
      while (!done) {
        if (left > 0) {
          const piece = await this.reader.upTo(Math.min(left, IDAT_PIECE_BYTES));
          if (piece.length === 0) throw corrupt('file ends inside IDAT data');
          left -= piece.length;
          if (this.verifyCrc) crc = updateCrc32(crc, piece);
          return piece;
        }
        await this.endChunk(crc, 'IDAT');
        if (this.reader.remaining < 12) {
          done = true; // no IEND: the inflater decides whether the data was complete
          break;
        }
        const head = await this.nextHead();
        if (head.type !== 'IDAT') {
          done = true;
          break;
        }
        left = head.length;
        crc = updateCrc32(0, new TextEncoder().encode('IDAT'));
      }
      return null;
    };
  }

  private async nextHead(): Promise<ChunkHead> {
    const bytes = await this.reader.bytes(8, 'a chunk header');
    const length = new DataView(bytes.buffer, bytes.byteOffset, 8).getUint32(0);
    if (length > MAX_CHUNK_LENGTH || !isChunkType(bytes)) {
      throw corrupt(`bad chunk header at ${this.reader.position - 8}`);
    }
    const type = String.fromCharCode(bytes[4]!, bytes[5]!, bytes[6]!, bytes[7]!);
    return { type, length };
  }

  /** Reads a chunk's data (at most `max` bytes, else corrupt) and its CRC. */
  private async readSmallChunk(head: ChunkHead, max: number): Promise<Uint8Array> {
    if (head.length > max) throw corrupt(`${head.type} is ${head.length} bytes`);
    const data = (await this.reader.bytes(head.length, head.type)).slice();
    const crc = updateCrc32(updateCrc32(0, new TextEncoder().encode(head.type)), data);
    await this.endChunk(crc, head.type);
    return data;
  }

  private async endChunk(crc: number, type: string): Promise<void> {
    const stored = await this.reader.bytes(4, `the CRC of ${type}`);
    if (!this.verifyCrc) return;
    const value = new DataView(stored.buffer, stored.byteOffset, 4).getUint32(0);
    if (value !== crc) throw corrupt(`CRC mismatch in ${type}`);
  }
}
