/**
 * Sizes in the units people read, for upload messages (`maxSize`: "50 MB", "200 MB", "2 GB").
 * Binary multiples (1 MB = 1 MiB = 1 048 576 bytes), as the limits are set; one decimal at most.
 */
import type { LocaleFormat } from '../localeFormat';
import { ENGLISH_FORMAT } from '../localeFormat';

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** "50 MB", "1.5 KB", "0 bytes": `bytes` in the largest unit below 1024 of it, one decimal. */
export function formatBytes(bytes: number, format: LocaleFormat = ENGLISH_FORMAT): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${format.decimal(Math.round(value * 10) / 10, 1)} ${UNITS[unit]}`;
}
