/**
 * The upload service: chunk receiving, the image library, the design files, the per-session
 * rate limit of chunk requests, the start-up recovery and the cleanup, sharing one storage, one config, one clock and one per-file lock.
 */
import type { Db } from '../db/database';
import type { BlobStorage } from '../storage/blobStorage';
import { ChunkUploads } from './chunkUploads';
import type { CleanupReport } from './cleanup';
import { cleanupUploads } from './cleanup';
import type { UploadConfig } from './config';
import { DesignFiles } from './designFiles';
import { ImageLibrary } from './imageLibrary';
import { KeyedMutex } from './keyedMutex';
import type { RecoveryReport } from './recovery';
import { recoverUploads } from './recovery';
import { TokenBuckets } from './tokenBucket';

/** Options of {@link createUploadService}. */
export interface UploadServiceOptions {
  db: Db;
  storage: BlobStorage;
  config: UploadConfig;
  /**
   * Whether chunk requests that start an upload must carry a non-empty security token: true
   * when RECAPTCHA_KEY is configured. The token is not verified with reCAPTCHA (that needs the
   * secret key and a call to Google's siteverify; not done yet).
   */
  requireSecurityToken: boolean;
  /** Clock, ms since the epoch; default Date.now. */
  now?: () => number;
}

/** The upload service. */
export interface UploadService {
  readonly config: UploadConfig;
  readonly storage: BlobStorage;
  readonly chunks: ChunkUploads;
  readonly images: ImageLibrary;
  /** The export's design files (print PNG, SVG, design thumbnails). */
  readonly designs: DesignFiles;
  readonly rateLimit: TokenBuckets;
  /** One cleanup run at `now` (default: the service's clock). */
  cleanup(now?: number): Promise<CleanupReport>;
  /** Finishes what a killed process left (recovery.ts); at start-up, before listening. */
  recover(): Promise<RecoveryReport>;
}

/** Builds the upload service. */
export function createUploadService(options: UploadServiceOptions): UploadService {
  const { db, storage, config } = options;
  const now = options.now ?? Date.now;
  const mutex = new KeyedMutex();
  const chunks = new ChunkUploads({
    db,
    storage,
    config,
    mutex,
    now,
    requireSecurityToken: options.requireSecurityToken,
  });
  const images = new ImageLibrary({ db, storage, config, chunks, mutex, now });
  const designs = new DesignFiles({ db, storage, chunks, mutex, now });
  const rateLimit = new TokenBuckets({ ...config.rateLimit, now });
  return {
    config,
    storage,
    chunks,
    images,
    designs,
    rateLimit,
    cleanup: (at = now()) =>
      cleanupUploads({ db, storage, config, chunks, images, designs, mutex }, at),
    recover: () => recoverUploads({ db, storage, chunks }),
  };
}
