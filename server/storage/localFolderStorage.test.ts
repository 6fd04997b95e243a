/** LocalFolderStorage on a temporary folder: the BlobStorage contract and key confinement. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/testApp';
import { isStorageKey } from './blobStorage';
import { LocalFolderStorage } from './localFolderStorage';

let root: string;
let storage: LocalFolderStorage;

beforeAll(() => {
  root = tempDir('designer-storage-');
  storage = new LocalFolderStorage(path.join(root, 'storage'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('LocalFolderStorage', () => {
  it('puts, gets, sizes and replaces', async () => {
    await storage.put('a/b/one', bytes('hello'));
    expect((await storage.get('a/b/one'))?.toString()).toBe('hello');
    expect(await storage.size('a/b/one')).toBe(5);
    await storage.put('a/b/one', bytes('hi'));
    expect((await storage.get('a/b/one'))?.toString()).toBe('hi');
    expect(fs.existsSync(path.join(root, 'storage', 'a', 'b', 'one'))).toBe(true);
  });

  it('appends, creating the key', async () => {
    await storage.append('c/file', bytes('ab'));
    await storage.append('c/file', bytes('cd'));
    expect((await storage.get('c/file'))?.toString()).toBe('abcd');
  });

  it('streams a key', async () => {
    const stream = await storage.read('c/file');
    const parts: Buffer[] = [];
    for await (const part of stream!) parts.push(part as Buffer);
    expect(Buffer.concat(parts).toString()).toBe('abcd');
  });

  it.each([
    [{ start: 0, end: 0 }, 'a'],
    [{ start: 1, end: 2 }, 'bc'],
    [{ start: 2, end: 99 }, 'cd'],
    [{ start: 4, end: 9 }, ''],
  ])('streams the range %o of a key', async (range, expected) => {
    const stream = await storage.read('c/file', range);
    const parts: Buffer[] = [];
    for await (const part of stream!) parts.push(part as Buffer);
    expect(Buffer.concat(parts).toString()).toBe(expected);
  });

  it('answers null for missing keys', async () => {
    expect(await storage.get('missing/key')).toBeNull();
    expect(await storage.read('missing/key')).toBeNull();
    expect(await storage.size('missing/key')).toBeNull();
    expect(await storage.size('a/b')).toBeNull(); // a folder is not a key
  });

  it('lists by prefix, sorted', async () => {
    await storage.put('list/x/2', bytes('2'));
    await storage.put('list/x/1', bytes('1'));
    await storage.put('list/y', bytes('y'));
    expect(await storage.list('list/')).toEqual(['list/x/1', 'list/x/2', 'list/y']);
    expect(await storage.list('list/x')).toEqual(['list/x/1', 'list/x/2']);
    expect(await storage.list('list/y')).toEqual(['list/y']);
    expect(await storage.list('nothing/')).toEqual([]);
    expect(await storage.list('')).toContain('a/b/one');
  });

  it('deletes keys (missing ones too) and prunes emptied folders', async () => {
    await storage.delete('list/x/1');
    await storage.delete('list/x/2');
    await storage.delete('list/x/never');
    expect(fs.existsSync(path.join(root, 'storage', 'list', 'x'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'storage', 'list'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'storage'))).toBe(true);
  });

  it('renames a key over another in one step, and refuses a missing source', async () => {
    await storage.put('move/from', bytes('new'));
    await storage.put('move/to', bytes('old'));
    await storage.rename('move/from', 'move/to');
    expect((await storage.get('move/to'))?.toString()).toBe('new');
    expect(await storage.get('move/from')).toBeNull();
    await expect(storage.rename('move/from', 'move/to')).rejects.toThrow();
    await storage.delete('move/to');
  });

  it('removes the temporary files of interrupted puts, and nothing else', async () => {
    await storage.put('sweep/kept', bytes('k'));
    const partial = path.join(root, 'storage', 'sweep', 'half', 'chunk.1a2b3c.tmp');
    fs.mkdirSync(path.dirname(partial), { recursive: true });
    fs.writeFileSync(partial, 'half a chunk');
    expect(await storage.removePartialWrites()).toBe(1);
    expect(fs.existsSync(partial)).toBe(false);
    expect(fs.existsSync(path.dirname(partial))).toBe(false);
    expect(await storage.list('sweep/')).toEqual(['sweep/kept']);
    await storage.delete('sweep/kept');
  });

  it.each([
    '../outside',
    '/etc/passwd',
    'a/../../outside',
    'a//b',
    'a/./b',
    '.hidden',
    'a/b/',
    'a\u0000b',
    'a\\b',
    '',
    'x'.repeat(600),
  ])('refuses the key %j', async (key) => {
    expect(isStorageKey(key)).toBe(false);
    await expect(storage.put(key, bytes('x'))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
  });

  it('never writes outside its folder', () => {
    expect(fs.readdirSync(root)).toEqual(['storage']);
  });
});
