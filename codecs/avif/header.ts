/**
 * AVIF: the same ISOBMFF container as HEIC (read by codecs/heic/isobmff.ts) under the AV1
 * brands; the browser decodes it (codecs/avif/worker/codec.ts).
 */
import { readIsobmffHeader } from '../heic/isobmff';
import { sniffIsobmff } from '../heic/sniff';
import type { FormatHeader } from '../common/formatHeader';

export const avifHeader: FormatHeader = {
  formats: ['avif'],
  sniff: (head) => (sniffIsobmff(head) === 'avif' ? 'avif' : null),
  read: (source, _head, format) => readIsobmffHeader(source, format),
};
