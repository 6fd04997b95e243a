/**
 * {@link BlobStorage} on a local folder: key `a/b/c` is the file `<root>/a/b/c`. Puts write a
 * temporary file then rename it, so a reader never sees half a file; deletes prune the folders
 * they empty. Paths are checked to stay under the root whatever the key.
 */
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { BlobStorage, ByteRange } from './blobStorage';
import { assertStorageKey } from './blobStorage';

/**
 * Suffix of a put's temporary file (never a key: keys are listed without them). A kill between
 * the write and the rename leaves one; {@link LocalFolderStorage.removePartialWrites} clears it.
 */
const TEMP_SUFFIX = '.tmp';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** A {@link BlobStorage} in a folder (created on first write). */
export class LocalFolderStorage implements BlobStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The file of a key; throws for invalid keys or paths leaving the root. */
  fileOf(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new Error(`Key escapes the storage: ${key}`);
    return file;
  }

  async put(key: string, data: Uint8Array): Promise<void> {
    const file = this.fileOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    // Temp names never collide, so two concurrent puts of one key both finish whole.
    const temp = `${file}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
    try {
      await fsp.writeFile(temp, data);
      await fsp.rename(temp, file);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
  }

  async append(key: string, data: Uint8Array): Promise<void> {
    const file = this.fileOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    await fsp.appendFile(file, data);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fsp.readFile(this.fileOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const file = this.fileOf(key);
    // Open first so a missing file is a null here, not a stream error later.
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async size(key: string): Promise<number | null> {
    try {
      const stat = await fsp.stat(this.fileOf(key));
      return stat.isFile() ? stat.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    await fsp.rm(file, { force: true });
    await this.pruneEmptyFolders(path.dirname(file));
  }

  async rename(from: string, to: string): Promise<void> {
    const target = this.fileOf(to);
    const source = this.fileOf(from);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.rename(source, target);
    await this.pruneEmptyFolders(path.dirname(source));
  }

  async removePartialWrites(): Promise<number> {
    let removed = 0;
    const sweep = async (dir: string): Promise<void> => {
      const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) await sweep(file);
        else if (entry.name.endsWith(TEMP_SUFFIX)) {
          await fsp.rm(file, { force: true });
          await this.pruneEmptyFolders(dir);
          removed++;
        }
      }
    };
    await sweep(this.root);
    return removed;
  }

  async list(prefix: string): Promise<string[]> {
    const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
    if (trimmed === '') return this.walk(this.root, '');
    const base = this.fileOf(trimmed);
    const stat = await fsp.stat(base).catch(() => null);
    if (!stat) return [];
    if (stat.isFile()) return prefix.endsWith('/') ? [] : [trimmed];
    return this.walk(base, trimmed);
  }

  private async walk(dir: string, keyPrefix: string): Promise<string[]> {
    const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
    const keys: string[] = [];
    for (const entry of entries) {
      if (entry.name.endsWith(TEMP_SUFFIX)) continue;
      const key = keyPrefix === '' ? entry.name : `${keyPrefix}/${entry.name}`;
      if (entry.isDirectory()) keys.push(...(await this.walk(path.join(dir, entry.name), key)));
      else if (entry.isFile()) keys.push(key);
    }
    return keys.sort();
  }

  /** Removes empty folders from `dir` up to (not including) the root. */
  private async pruneEmptyFolders(dir: string): Promise<void> {
    let current = dir;
    while (current.startsWith(this.root + path.sep)) {
      try {
        await fsp.rmdir(current);
      } catch {
        return; // not empty (or gone): stop.
      }
      current = path.dirname(current);
    }
  }
}
