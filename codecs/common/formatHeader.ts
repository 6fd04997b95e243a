/**
 * The pure half of a codec: how a format is recognised from its first bytes and how its header
 * facts are read without decoding pixels. No DOM, no fetch, no timers, no packages: the server
 * (upload checks), the main thread and the workers all import it.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import type { ImageFormat } from '../../src/domain/imaging/formats';
import type { ImageHeader } from '../../src/domain/imaging/imageInfo';

export interface FormatHeader {
  /** The detected formats this reader serves (PSD and PSB; PDF and Illustrator). */
  formats: readonly ImageFormat[];
  /**
   * The format the file's first bytes (up to HEAD_BYTES) say, or null when they are not this
   * codec's. May name a format another codec reads (PostScript written by Illustrator is 'ai').
   */
  sniff(head: Uint8Array): ImageFormat | null;
  /** The header facts of a file of `format`; `head` is its first HEAD_BYTES. */
  read(source: ByteSource, head: Uint8Array, format: ImageFormat): Promise<ImageHeader>;
}
