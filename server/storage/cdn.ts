/**
 * The CDN folder: `<dataDir>/cdn/images` holds what is served under `/images/`. Writes are
 * confined to it whatever path they are given.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

/** Absolute folder served as `/images/`. */
export function cdnImagesDir(dataDir: string): string {
  return path.resolve(dataDir, 'cdn', 'images');
}

/** The file of a CDN path such as `/images/products/101/main.svg`; throws when it would leave the folder. */
export function cdnFile(imagesDir: string, cdnPath: string): string {
  if (!cdnPath.startsWith('/images/')) throw new Error(`Not a CDN image path: ${cdnPath}`);
  const file = path.resolve(imagesDir, `.${cdnPath.slice('/images'.length)}`);
  if (!file.startsWith(imagesDir + path.sep))
    throw new Error(`CDN path escapes the folder: ${cdnPath}`);
  return file;
}

/**
 * Writes files under the CDN folder, skipping those whose content is already identical (so
 * ETags and modification times stay stable across restarts).
 */
export async function writeCdnFiles(
  imagesDir: string,
  files: readonly { path: string; content: string }[],
): Promise<number> {
  let written = 0;
  for (const f of files) {
    const target = cdnFile(imagesDir, f.path);
    const current = await fs.readFile(target, 'utf8').catch(() => null);
    if (current === f.content) continue;
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temp = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temp, f.content, 'utf8');
    await fs.rename(temp, target);
    written++;
  }
  return written;
}
