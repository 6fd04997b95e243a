/**
 * Where the open design is kept (issue 19): IndexedDB database `print-designer-recovery`, one
 * record (the design, src/domain/editor/keptDesign) and the Blobs of its local images. Its own
 * database, so its versions never wait on the pending uploads' (src/platform/pendingUploads).
 * IndexedDB works inside a third-party iframe, partitioned by the top-level site in current
 * browsers. Where it is refused (blocked storage, some private modes) nothing is kept: the
 * designer works as before, only without recovery. Every failure is a value, never a throw.
 */

/** A local image kept with the design: the original whose upload had not finished. */
export interface KeptImage {
  /** Client file id (`upload-local:<fileId>` in the design). */
  fileId: string;
  fileName: string;
  file: Blob;
  /** Whether its upload was started signed in. */
  signedIn: boolean;
}

/** What a write came to: `quota` when the browser's storage is full. */
export type KeepResult = 'kept' | 'quota' | 'unavailable';

const DB_NAME = 'print-designer-recovery';
const DB_VERSION = 1;
const DESIGN = 'design';
const IMAGES = 'images';
/** The one key of the design store: the open design of this site's designer. */
const CURRENT = 'current';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, DB_VERSION);
    open.onupgradeneeded = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(DESIGN)) db.createObjectStore(DESIGN);
      if (!db.objectStoreNames.contains(IMAGES))
        db.createObjectStore(IMAGES, { keyPath: 'fileId' });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB unavailable'));
    open.onblocked = () => reject(new Error('IndexedDB blocked'));
  });
}

let database: Promise<IDBDatabase | null> | null = null;

function db(): Promise<IDBDatabase | null> {
  database ??= (async () => {
    try {
      return typeof indexedDB === 'undefined' ? null : await openDatabase();
    } catch {
      return null;
    }
  })();
  return database;
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });
}

const isQuota = (error: unknown) =>
  error instanceof DOMException && error.name === 'QuotaExceededError';

/** The file ids of the images kept now. */
export async function keptImageIds(): Promise<string[]> {
  const d = await db();
  if (!d) return [];
  try {
    const tx = d.transaction(IMAGES, 'readonly');
    return (await request(tx.objectStore(IMAGES).getAllKeys())).map(String);
  } catch {
    return [];
  }
}

/**
 * Keeps `design` (structured-cloneable) with the images `imageIds` in one transaction: `added`
 * are written, kept images not in `imageIds` are deleted. A full storage answers `quota` and
 * leaves the previous record as it was.
 */
export async function keepDesign(
  design: unknown,
  imageIds: readonly string[],
  added: readonly KeptImage[],
): Promise<KeepResult> {
  const d = await db();
  if (!d) return 'unavailable';
  try {
    const tx = d.transaction([DESIGN, IMAGES], 'readwrite');
    const images = tx.objectStore(IMAGES);
    const wanted = new Set(imageIds);
    for (const key of await request(images.getAllKeys()))
      if (!wanted.has(String(key))) images.delete(key);
    for (const image of added) images.put(image);
    tx.objectStore(DESIGN).put(design, CURRENT);
    await done(tx);
    return 'kept';
  } catch (error) {
    return isQuota(error) ? 'quota' : 'unavailable';
  }
}

/** The kept record (unchecked: parse it) and its images; nothing when none or unreadable. */
export async function readKeptDesign(): Promise<{ design: unknown; images: KeptImage[] } | null> {
  const d = await db();
  if (!d) return null;
  try {
    const tx = d.transaction([DESIGN, IMAGES], 'readonly');
    const design: unknown = await request(tx.objectStore(DESIGN).get(CURRENT));
    const images = (await request(tx.objectStore(IMAGES).getAll())) as KeptImage[];
    return design === undefined ? null : { design, images };
  } catch {
    return null;
  }
}

/** Forgets the kept design and its images (after a save, an add to cart or Discard). */
export async function clearKeptDesign(): Promise<void> {
  const d = await db();
  if (!d) return;
  try {
    const tx = d.transaction([DESIGN, IMAGES], 'readwrite');
    tx.objectStore(DESIGN).clear();
    tx.objectStore(IMAGES).clear();
    await done(tx);
  } catch {
    // Nothing to do: the next write replaces it.
  }
}
