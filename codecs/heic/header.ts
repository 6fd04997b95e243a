/** HEIC / HEIF: the ISOBMFF header reader (isobmff.ts) under the HEVC brands. */
import type { FormatHeader } from '../common/formatHeader';
import { readIsobmffHeader } from './isobmff';
import { sniffIsobmff } from './sniff';

export const heicHeader: FormatHeader = {
  formats: ['heic'],
  sniff: (head) => (sniffIsobmff(head) === 'heic' ? 'heic' : null),
  read: (source, _head, format) => readIsobmffHeader(source, format),
};
