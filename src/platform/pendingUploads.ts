/**
 * Uploads not finished yet, kept in IndexedDB with their file, so an upload survives a reload
 * (and a closed tab) and resumes where the server stopped. IndexedDB also works inside a
 * third-party iframe (partitioned by the top-level site in current browsers). Where it is not
 * available (blocked storage, some private modes) the records live in memory: uploads still
 * resume after a dropped connection, only not after a reload.
 */

/** What is kept per upload (the original's client file id is the key). */
export interface PendingUploadRecord {
  fileId: string;
  /** The display name. */
  fileName: string;
  /** The original, untouched. */
  file: Blob;
  /** Whether it was started signed in (chooses the attach endpoint). */
  signedIn: boolean;
  /** The server's image id, once attached. */
  imageId: string | null;
  /** Client file ids of the renditions, by role, chosen before each upload starts (resume). */
  renditionFileIds: Record<string, string>;
  /** Roles already attached. */
  renditionsDone: string[];
  /** ms since epoch. */
  createdAt: number;
}

const DB_NAME = 'print-designer';
const DB_VERSION = 1;
const STORE = 'pendingUploads';

export interface PendingUploadStore {
  put(record: PendingUploadRecord): Promise<void>;
  remove(fileId: string): Promise<void>;
  list(): Promise<PendingUploadRecord[]>;
  /** Whether records survive a reload. */
  readonly durable: boolean;
}

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, DB_VERSION);
    open.onupgradeneeded = () => {
      if (!open.result.objectStoreNames.contains(STORE))
        open.result.createObjectStore(STORE, { keyPath: 'fileId' });
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('IndexedDB unavailable'));
    open.onblocked = () => reject(new Error('IndexedDB blocked'));
  });
}

class IndexedDbStore implements PendingUploadStore {
  readonly durable = true;
  constructor(private readonly db: IDBDatabase) {}

  private async run<T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>) {
    const tx = this.db.transaction(STORE, mode);
    const result = await request(fn(tx.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
    return result;
  }

  async put(record: PendingUploadRecord) {
    await this.run('readwrite', (s) => s.put(record));
  }
  async remove(fileId: string) {
    await this.run('readwrite', (s) => s.delete(fileId));
  }
  async list() {
    const all = (await this.run('readonly', (s) => s.getAll())) as PendingUploadRecord[];
    return all.sort((a, b) => a.createdAt - b.createdAt);
  }
}

class MemoryStore implements PendingUploadStore {
  readonly durable = false;
  private readonly records = new Map<string, PendingUploadRecord>();
  async put(record: PendingUploadRecord) {
    this.records.set(record.fileId, record);
  }
  async remove(fileId: string) {
    this.records.delete(fileId);
  }
  async list() {
    return [...this.records.values()].sort((a, b) => a.createdAt - b.createdAt);
  }
}

let store: Promise<PendingUploadStore> | null = null;

/** The store of this page (IndexedDB when it opens, else memory). */
export function pendingUploadStore(): Promise<PendingUploadStore> {
  store ??= (async () => {
    try {
      if (typeof indexedDB === 'undefined') return new MemoryStore();
      return new IndexedDbStore(await openDatabase());
    } catch {
      return new MemoryStore();
    }
  })();
  return store;
}
