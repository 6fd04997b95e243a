/**
 * A codec record: everything the pipeline worker's two jobs need to know about one image format
 * (the display job, workers/pipeline/processJob.ts, and the region job, region/regionJob.ts). Each
 * format folder exports one (`codecs/<format>/worker/codec.ts`) and the registry lists them
 * (registry.ts); the jobs look the detected format up there instead of switching on it.
 *
 * Decoders load on demand: a record's functions import their decoder chunk (and its wasm) with
 * `import()` when first called, so a record costs nothing until a file of its format arrives.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import type { ImageHeader } from '../../src/domain/imaging/imageInfo';
import type { Size } from '../../src/domain/imaging/pixelBudget';
import type { DisplayResult, JobContext, JobState } from '../../workers/pipeline/context';
import type { RegionContext, RegionResult } from '../../workers/pipeline/region/regionContext';
import type { FormatHeader } from '../common/formatHeader';

export interface Codec {
  /** The format folder's name (`codecs/<id>/`). */
  id: string;
  /** Sniffing and header reading (pure); `header.formats` are the formats this codec serves. */
  header: FormatHeader;
  /**
   * Called as soon as the signature names this format, before the header is parsed: starts
   * loading what the decode will need (HEIC: libheif's chunk and wasm compile meanwhile).
   */
  warmUp?(): void;
  /**
   * Pages (PDF, AI): the header lacks the rendered size, so `display` reports the info itself
   * once the page is open, and no embedded preview is shown first.
   */
  infoFromDisplay?: boolean;
  /**
   * Files of several pictures read through their header (HEIF's top-level images): the header of
   * page `page` (0-based; the file's `header` is page 0's), which the display and region steps
   * then decode. Throws corruptImage for a page the file does not have. PDF and AI open their
   * page in `display`/`region` instead.
   */
  selectPage?(source: ByteSource, header: ImageHeader, page: number): Promise<ImageHeader>;
  /**
   * Called with the header, before the preview: starts work that must wait for the preview
   * (HEIC grids: a tile helper worker), which may begin once `afterPreview` resolves.
   */
  beforePreview?(
    ctx: JobContext,
    header: ImageHeader,
    state: JobState,
    afterPreview: Promise<void>,
  ): void;
  /** The embedded preview (EXIF or resource thumbnail, HEIF thumbnail item), or null. */
  preview?(ctx: JobContext, header: ImageHeader, state: JobState): Promise<ImageBitmap | null>;
  /** The display raster of `target` px (oriented) and, on the way, the thumbnails. */
  display(
    ctx: JobContext,
    header: ImageHeader,
    target: Size,
    state: JobState,
  ): Promise<DisplayResult>;
  /** A region of the image at the requested output size (print export), or a typed refusal. */
  region(header: ImageHeader, ctx: RegionContext): Promise<RegionResult>;
}
