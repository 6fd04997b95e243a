/**
 * `imgId` (spec canvas §2: "tId and imgId (template and template image to preload)"): the
 * picture it names goes into the template's image slot — the first object whose id starts
 * `changeable-image-` — before the template is laid out onto the artboard. The slot keeps its
 * place and its size on the template; the picture covers it, centred and cropped (as the
 * template's own pictures are), and records where it came from. Pure.
 */
import { ID_PREFIXES } from './objectIds';

/** What `imgId` names: a stock library picture (`local-12`) or else one of the shopper's uploads. */
export type TemplateImageRef = { kind: 'stock'; id: string } | { kind: 'upload'; id: string };

export function templateImageRef(imgId: string): TemplateImageRef {
  return /^local-\d+$/.test(imgId) ? { kind: 'stock', id: imgId } : { kind: 'upload', id: imgId };
}

/** The picture to put in the slot: its address, its pixel size and its data fields. */
export interface SlotImage {
  src: string;
  width: number;
  height: number;
  /** `data-usedImage` / `data-usedUploadId` (spec canvas §3). */
  data: Record<string, unknown>;
}

const num = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

/** Whether `object` is an image slot of a template. */
export function isImageSlot(object: Record<string, unknown>): boolean {
  return (
    typeof object.id === 'string' &&
    object.id.startsWith(ID_PREFIXES.image) &&
    String(object.type).toLowerCase() === 'image'
  );
}

/**
 * `objects` with the first image slot showing `image`, covering the slot's drawn box (its
 * width × scaleX by height × scaleY, unchanged) and centred in it; unchanged when there is no
 * slot or the picture has no size.
 */
export function fillImageSlot(
  objects: readonly Record<string, unknown>[],
  image: SlotImage,
): Record<string, unknown>[] {
  const at = objects.findIndex(isImageSlot);
  if (at < 0 || !(image.width > 0 && image.height > 0)) return [...objects];
  const slot = objects[at]!;
  const shown = {
    width: num(slot.width, 0) * Math.abs(num(slot.scaleX, 1)),
    height: num(slot.height, 0) * Math.abs(num(slot.scaleY, 1)),
  };
  if (!(shown.width > 0 && shown.height > 0)) return [...objects];
  const scale = Math.max(shown.width / image.width, shown.height / image.height);
  const width = shown.width / scale;
  const height = shown.height / scale;
  const filled: Record<string, unknown> = {
    ...slot,
    ...image.data,
    src: image.src,
    width,
    height,
    cropX: (image.width - width) / 2,
    cropY: (image.height - height) / 2,
    scaleX: scale * Math.sign(num(slot.scaleX, 1) || 1),
    scaleY: scale * Math.sign(num(slot.scaleY, 1) || 1),
  };
  return objects.map((o, i) => (i === at ? filled : o));
}
