/**
 * The fast first look at a HEIF file: its thumbnail item (recent iPhones store a 320×240 or
 * 416×312 HEVC one, Samsung 512×384, Sony 320×212 and 1616×1080 HEVC plus a 160×120 JPEG; the
 * iPhone 7 Plus fixture has none), decoded in tens of ms instead of the whole grid.
 */
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { toHeifPipelineError } from './heifErrors';
import type { HeifFile } from './heifFile';
import { openHeif } from './heifFile';
import { itemData, itemType, thumbnailHandle, thumbnailIds } from './heifItems';
import { invertOrientation, orientRgba } from './orientation';

/** Longest side of a thumbnail worth decoding for a preview, px. */
export const MAX_PREVIEW_SIDE = 1024;

/** A decoded preview: RGBA8, stride width × 4. */
export interface HeifPreview {
  rgba: Uint8Array;
  width: number;
  height: number;
}

/** What `decodeHeifPreview` may use besides libheif. */
export interface HeifPreviewOptions {
  /** Decodes a JPEG thumbnail item (this libheif build has no JPEG decoder). */
  decodeJpeg?(bytes: Uint8Array): Promise<{ rgba: Uint8Array; width: number; height: number }>;
  signal?: AbortSignal;
}

/** A thumbnail of the primary item, as libheif lists them. */
export interface HeifThumbnail {
  itemId: number;
  /** 'hvc1' (HEVC), 'jpeg', … */
  type: string;
  /** Size as displayed (after the thumbnail's own clap/irot/imir), px. */
  width: number;
  height: number;
}

/** The thumbnails of the primary item. */
export function listThumbnails(file: HeifFile): HeifThumbnail[] {
  const { lib, ctx, handle } = file;
  return thumbnailIds(lib, handle).map((itemId) => {
    const th = thumbnailHandle(lib, handle, itemId);
    try {
      const info = lib.handleInfo(th);
      const type = itemType(lib, ctx, itemId);
      return { itemId, type, width: info.displayWidth, height: info.displayHeight };
    } finally {
      lib.handleRelease(th);
    }
  });
}

/** Decodes an HEVC thumbnail with its transformations applied (= as the primary is displayed). */
function decodeDisplayed(file: HeifFile, itemId: number): HeifPreview {
  const { lib, handle } = file;
  const th = thumbnailHandle(lib, handle, itemId);
  const opt = lib.decodingOptionsAlloc(false);
  try {
    const img = lib.decodeImage(th, opt);
    try {
      const rgba = new Uint8Array(img.width * img.height * 4);
      const heap = lib.heap();
      for (let y = 0; y < img.height; y++) {
        const from = img.ptr + y * img.stride;
        rgba.set(heap.subarray(from, from + img.width * 4), y * img.width * 4);
      }
      return { rgba, width: img.width, height: img.height };
    } finally {
      lib.release(img);
    }
  } finally {
    lib.decodingOptionsFree(opt);
    lib.handleRelease(th);
  }
}

/**
 * Decodes the primary image's preview: the HEVC thumbnail `header.preview` names, else the
 * largest of at most 1024 px, else a JPEG thumbnail item (with `options.decodeJpeg`). Returns it in the primary's CODED
 * orientation and clean aperture — like decodeHeif's pixels — so one transform
 * (ImageHeader.orientation) displays both. Returns null when the file has no usable thumbnail;
 * throws PipelineError when the file itself cannot be read.
 */
export async function decodeHeifPreview(
  source: ByteSource,
  header: ImageHeader,
  options: HeifPreviewOptions = {},
): Promise<HeifPreview | null> {
  const file = await openHeif(source, options.signal);
  try {
    return await decodeHeifFilePreview(file, header, options);
  } finally {
    file.close();
  }
}

/** decodeHeifPreview on a file the caller opened (and closes), e.g. to decode it next. */
export async function decodeHeifFilePreview(
  file: HeifFile,
  header: ImageHeader,
  options: HeifPreviewOptions = {},
): Promise<HeifPreview | null> {
  try {
    const thumbs = listThumbnails(file);
    const hevc = thumbs
      .filter((t) => t.type !== 'jpeg' && Math.max(t.width, t.height) <= MAX_PREVIEW_SIDE)
      .sort((a, b) => b.width * b.height - a.width * a.height);
    // The header parser's choice first when it named one (it applies the same rule).
    const named = header.preview?.kind === 'heif-item' ? header.preview.itemId : undefined;
    hevc.sort((a, b) => Number(b.itemId === named) - Number(a.itemId === named));
    const jpeg = options.decodeJpeg ? thumbs.filter((t) => t.type === 'jpeg') : [];
    const toCoded = invertOrientation(file.geometry.orientation);
    for (const t of [...hevc, ...jpeg]) {
      let shown: HeifPreview;
      try {
        if (t.type === 'jpeg' && options.decodeJpeg) {
          shown = await options.decodeJpeg(itemData(file.lib, file.ctx, t.itemId));
        } else {
          shown = decodeDisplayed(file, t.itemId);
        }
      } catch (error) {
        if (file.lib.broken) throw error;
        continue; // e.g. Sony's HEVC thumbnails: "Decoded image does not have the size signaled"
      }
      return orientRgba(shown.rgba, shown.width, shown.height, toCoded);
    }
    return null;
  } catch (error) {
    throw toHeifPipelineError(error);
  }
}
