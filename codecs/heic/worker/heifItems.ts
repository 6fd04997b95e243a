/**
 * Item-level libheif calls: thumbnails, item types and data, and the transformative properties
 * (clap, irot, imir) of an item, all over the raw C exports.
 */
import type { LibHeif } from './libheif';
import { SCRATCH } from './libheif';

/** One transformative property of an item, in the order libheif applies them (ipma order). */
export type HeifTransformProperty =
  | { kind: 'irot'; ccw: 0 | 90 | 180 | 270 }
  | { kind: 'imir'; leftRight: boolean }
  | { kind: 'clap'; propertyId: number };

/** Clean-aperture borders, px, of an image of a given size. */
export interface CropBorders {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const fourcc = (v: number) =>
  String.fromCharCode((v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255);

/** Item ids of the thumbnails of `handle` (at most 16). */
export function thumbnailIds(lib: LibHeif, handle: number): number[] {
  return lib.guard('heif_image_handle_get_list_of_thumbnail_IDs', () => {
    const ids = lib.scratch + SCRATCH.ids;
    const n = lib.m._heif_image_handle_get_list_of_thumbnail_IDs(handle, ids, SCRATCH.maxIds);
    return Array.from({ length: Math.min(n, SCRATCH.maxIds) }, (_, i) => lib.u32(ids + i * 4));
  });
}

/** A handle for thumbnail `itemId` of `handle` (release it with handleRelease). */
export function thumbnailHandle(lib: LibHeif, handle: number, itemId: number): number {
  return lib.sret('heif_image_handle_get_thumbnail', (err, out) => {
    lib.m._heif_image_handle_get_thumbnail(err, handle, itemId, out);
    return lib.u32(out);
  });
}

/** The item type as a four-character code ('hvc1', 'grid', 'jpeg', 'Exif', …). */
export function itemType(lib: LibHeif, ctx: number, itemId: number): string {
  return lib.guard('heif_item_get_item_type', () =>
    fourcc(lib.m._heif_item_get_item_type(ctx, itemId)),
  );
}

/** A copy of an item's data (decompressed if stored compressed), e.g. a 'jpeg' item's file. */
export function itemData(lib: LibHeif, ctx: number, itemId: number): Uint8Array {
  const sizeOut = lib.scratch + SCRATCH.out2;
  // heif_item_get_item_data(ctx, id, out_compression_format = NULL, uint8_t** out, size_t* size)
  const ptr = lib.sret('heif_item_get_item_data', (err, out) => {
    lib.m._heif_item_get_item_data(err, ctx, itemId, 0, out, sizeOut);
    return lib.u32(out);
  });
  const copy = lib.heap().slice(ptr, ptr + lib.u32(sizeOut));
  lib.guard('heif_release_item_data', () => {
    lib.m.HEAPU32[(lib.scratch + SCRATCH.out) >>> 2] = ptr;
    lib.m._heif_release_item_data(ctx, lib.scratch + SCRATCH.out);
  });
  return copy;
}

/** The item id of grid tile (tx, ty), in coded grid positions. */
export function gridTileId(lib: LibHeif, handle: number, tx: number, ty: number): number {
  return lib.sret('heif_image_handle_get_grid_image_tile_id', (err, out) => {
    lib.m._heif_image_handle_get_grid_image_tile_id(err, handle, 0, tx, ty, out);
    return lib.u32(out);
  });
}

/**
 * Checks that an item's data is all in the file (heif_item_get_item_data with out_data = NULL
 * reads the extents and reports only the size): throws HeifError for a truncated file.
 */
export function checkItemData(lib: LibHeif, ctx: number, itemId: number): void {
  lib.sret('heif_item_get_item_data', (err) =>
    lib.m._heif_item_get_item_data(err, ctx, itemId, 0, 0, lib.scratch + SCRATCH.out2),
  );
}

/** The transformative properties of an item, in application order. */
export function transformProperties(
  lib: LibHeif,
  ctx: number,
  itemId: number,
): HeifTransformProperty[] {
  return lib.guard('heif_item_get_transformation_properties', () => {
    const m = lib.m;
    const ids = lib.scratch + SCRATCH.ids;
    const n = m._heif_item_get_transformation_properties(ctx, itemId, ids, SCRATCH.maxIds);
    const out: HeifTransformProperty[] = [];
    for (let i = 0; i < Math.min(n, SCRATCH.maxIds); i++) {
      const pid = lib.u32(ids + i * 4);
      const type = fourcc(m._heif_item_get_property_type(ctx, itemId, pid));
      if (type === 'irot') {
        const ccw = m._heif_item_get_property_transform_rotation_ccw(ctx, itemId, pid);
        if (ccw === 0 || ccw === 90 || ccw === 180 || ccw === 270) out.push({ kind: 'irot', ccw });
      } else if (type === 'imir') {
        // enum heif_transform_mirror_direction: 0 "vertical" flips top↔bottom, 1 "horizontal"
        // flips left↔right (imir mode 0/1 of ISO/IEC 23008-12:2022 6.5.12; Exif 4 and 2).
        const dir = m._heif_item_get_property_transform_mirror(ctx, itemId, pid);
        if (dir === 0 || dir === 1) out.push({ kind: 'imir', leftRight: dir === 1 });
      } else if (type === 'clap') {
        out.push({ kind: 'clap', propertyId: pid });
      }
    }
    return out;
  });
}

/**
 * Clean-aperture borders for an image of `width`×`height` (the size the property applies to:
 * after the transformations listed before it), rounded as libheif crops.
 */
export function cropBorders(
  lib: LibHeif,
  ctx: number,
  itemId: number,
  propertyId: number,
  width: number,
  height: number,
): CropBorders {
  return lib.guard('heif_item_get_property_transform_crop_borders', () => {
    const o = lib.scratch + SCRATCH.ints;
    lib.m._heif_item_get_property_transform_crop_borders(
      ctx,
      itemId,
      propertyId,
      width,
      height,
      o,
      o + 4,
      o + 8,
      o + 12,
    );
    return {
      left: lib.i32(o),
      top: lib.i32(o + 4),
      right: lib.i32(o + 8),
      bottom: lib.i32(o + 12),
    };
  });
}
