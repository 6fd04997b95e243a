/**
 * The processed pictures on disk, by parameters: `<dataDir>/cache/images/<aa>/<sha256>.<format>`
 * where the hash covers the source's version (path, size and time of a CDN file; the SHA-256 of
 * an upload) and every normalised parameter, so a changed source or another parameter is another
 * file. Written aside then renamed: a reader never sees half a file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ProcessParams } from './processParams';

export function processCacheDir(dataDir: string): string {
  return path.resolve(dataDir, 'cache', 'images');
}

/** The cache key of a source version and its parameters (hex SHA-256). */
export function processKey(version: string, p: ProcessParams): string {
  const { src: _src, ...rest } = p;
  return createHash('sha256')
    .update(JSON.stringify([version, rest]))
    .digest('hex');
}

export class ProcessCache {
  constructor(private readonly dir: string) {}

  private file(key: string, format: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.${format}`);
  }

  /** The cached picture, or null. */
  async get(key: string, format: string): Promise<Buffer | null> {
    return fs.readFile(this.file(key, format)).catch(() => null);
  }

  async put(key: string, format: string, data: Buffer): Promise<void> {
    const file = this.file(key, format);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs.writeFile(temp, data);
    await fs.rename(temp, file);
  }
}
