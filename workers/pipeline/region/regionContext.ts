/** What the steps of one region job share, and what they answer. */
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import type { PixelBudget } from '../../../src/domain/imaging/pixelBudget';
import type { RegionRequest } from '../../../src/domain/imaging/region';
import type { RegionRoute } from '../protocol';
import type { CacheLease } from './structureCache';

export interface RegionContext {
  file: Blob;
  /** Reads of the file (kept with its structure between jobs). */
  source: ByteSource;
  request: RegionRequest;
  budget: PixelBudget;
  /** Aborting terminates the worker; the signal serves steps that check it between pieces. */
  signal: AbortSignal;
  /** This file's kept structures. */
  lease: CacheLease;
}

export interface RegionResult {
  /** The region, oriented, at its answer size. */
  bitmap: ImageBitmap;
  /** Most pixels held at once in a wasm heap or whole-image buffer (see the protocol), px. */
  heldPixels: number;
  route: RegionRoute;
}
