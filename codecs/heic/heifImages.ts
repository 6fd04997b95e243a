/**
 * The top-level images of a HEIF file: the pictures it holds for a person to see, each a page the
 * pipeline can show (as libheif's `heif_context_get_list_of_top_level_image_IDs` counts them).
 * An image item is top-level unless it is hidden, a thumbnail (`thmb`), an auxiliary image
 * (`auxl`: alpha, depth, gain maps) or an input of a derived image (`dimg`: a grid's tiles).
 */
import type { HeifMeta } from './isobmffBoxes';

/** Item types that code a picture (HEVC, AV1, JPEG, uncompressed) or derive one (grid, overlay, identity). */
const IMAGE_TYPES = new Set(['hvc1', 'av01', 'jpeg', 'unci', 'grid', 'iovl', 'iden']);

/**
 * Item ids of the top-level images, the primary first, then the others in the order the file
 * lists them (iinf). Page 1 is the image every viewer shows; page n the n-th.
 */
export function topLevelImages(meta: HeifMeta): number[] {
  const notTopLevel = new Set<number>(meta.hidden);
  for (const ref of meta.refs) {
    if (ref.type === 'thmb' || ref.type === 'auxl') notTopLevel.add(ref.from);
    if (ref.type === 'dimg') for (const id of ref.to) notTopLevel.add(id);
  }
  const images = [...meta.itemTypes]
    .filter(([id, type]) => IMAGE_TYPES.has(type) && !notTopLevel.has(id))
    .map(([id]) => id);
  const primary = meta.primary;
  if (primary === null || !images.includes(primary)) return images;
  return [primary, ...images.filter((id) => id !== primary)];
}
