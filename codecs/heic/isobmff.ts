/**
 * HEIF/HEIC and AVIF header: walks the top-level boxes (16-byte reads; `mdat` may come first, as
 * in Samsung files) to `meta`, reads it whole and takes the primary item's ispe (stored size),
 * irot/imir in ipma order (orientation — EXIF Orientation is reported but ignored, as HEIF/MIAF
 * and libheif require), pixi (bit depth), clap (crop), an alpha auxiliary image, the grid layout,
 * the Exif item (resolution and the Orientation tag) and thumbnails (a JPEG thumbnail item when
 * there is one, else the largest HEVC/AV1 thumbnail of at most 1024 px). A HEIC file's pages are
 * its top-level images (heifImages.ts), the primary first; `page` reads another one's facts.
 */
import type { ByteSource } from '../../src/domain/imaging/byteSource';
import type { ImageFormat } from '../../src/domain/imaging/formats';
import { composeHeifTransforms } from './heifTransforms';
import type { HeifTransform } from './heifTransforms';
import type { EmbeddedPreview, ImageHeader } from '../../src/domain/imaging/imageInfo';
import { Bin, check, corrupt, readExact } from '../common/binary';
import { readExif } from '../common/exif';
import type { HeifMeta } from './isobmffBoxes';
import { parseMeta, propertiesOf } from './isobmffBoxes';
import { topLevelImages } from './heifImages';
import { baseHeader, checkRasterSize } from '../common/result';

const MAX_TOP_BOXES = 1000;
/** Largest meta box read, bytes. */
const MAX_META = 16 * 1024 * 1024;
const MAX_EXIF = 256 * 1024;
const MAX_THUMB_SIDE = 1024;
const MAX_SIDE = 0xffffffff;
const ALPHA_URNS = new Set([
  'urn:mpeg:mpegB:cicp:systems:auxiliary:alpha',
  'urn:mpeg:hevc:2015:auxid:1',
]);

export async function readIsobmffHeader(
  source: ByteSource,
  detected: ImageFormat,
  page = 0,
): Promise<ImageHeader> {
  let offset = 0;
  for (let n = 0; n < MAX_TOP_BOXES && offset + 8 <= source.size; n++) {
    const b = new Bin(await readExact(source, offset, Math.min(16, source.size - offset)));
    let size = b.u32(0);
    const type = b.ascii(4, 4);
    let header = 8;
    if (size === 1) {
      size = b.u64(8);
      header = 16;
    } else if (size === 0) {
      size = source.size - offset;
    }
    check(size >= header, `box ${type} size ${size}`);
    if (type === 'meta') {
      check(size <= MAX_META && offset + size <= source.size, `meta box of ${size} bytes`);
      const bin = new Bin(await readExact(source, offset, size)); // offsets in it are from the box start
      const meta = parseMeta(bin, header, size);
      const images = topLevelImages(meta);
      if (page > 0 && page >= images.length)
        throw corrupt(`no page ${page + 1} of ${images.length} top-level images`);
      const item = page === 0 ? meta.primary : (images[page] ?? null);
      const h = await build(source, detected, meta, bin, offset, item);
      // Pages are shown for HEIC; AVIF (decoded by the browser) shows its primary image only.
      h.pages = h.format === 'heic' ? Math.max(1, images.length) : 1;
      if (h.extra) h.extra.topLevelImages = images.join(',');
      return h;
    }
    offset += size;
  }
  throw corrupt('HEIF without a meta box');
}

async function build(
  source: ByteSource,
  detected: ImageFormat,
  meta: HeifMeta,
  bin: Bin,
  metaOffset: number,
  item: number | null,
): Promise<ImageHeader> {
  // The image described: the primary item, or the top-level image of the page asked for.
  const primary = item;
  if (primary === null || !meta.itemTypes.has(primary))
    throw corrupt('HEIF without a primary item');
  const props = propertiesOf(meta, primary);
  const ispe = props.find((p) => p.type === 'ispe');
  if (!ispe || ispe.type !== 'ispe') throw corrupt('HEIF primary item without ispe');
  checkRasterSize(ispe.width, ispe.height, MAX_SIDE, 'HEIF');

  const itemType = meta.itemTypes.get(primary) ?? '';
  const tiles = meta.refs
    .filter((r) => r.type === 'dimg' && r.from === primary)
    .flatMap((r) => r.to);
  const codingType =
    itemType === 'grid' ? (meta.itemTypes.get(tiles[0] ?? -1) ?? itemType) : itemType;
  const format: ImageFormat =
    codingType === 'av01' ? 'avif' : codingType === 'hvc1' ? 'heic' : detected;

  const ops: HeifTransform[] = [];
  let clap: { width: number; height: number; rotatedBefore: boolean } | null = null;
  for (const p of props) {
    if (p.type === 'irot') ops.push({ irot: p.angle });
    else if (p.type === 'imir') ops.push({ imir: p.axis });
    else if (p.type === 'clap') {
      const turned = composeHeifTransforms(ops).rotate % 180 !== 0;
      clap = { width: p.width, height: p.height, rotatedBefore: turned };
    }
  }
  const h = baseHeader(format, ispe.width, ispe.height);
  if (clap && clap.width > 0 && clap.height > 0) {
    // Stored size is the cropped image, in stored orientation.
    h.width = clap.rotatedBefore ? clap.height : clap.width;
    h.height = clap.rotatedBefore ? clap.width : clap.height;
  }
  h.orientation = composeHeifTransforms(ops);

  const tileProps = tiles.length > 0 ? propertiesOf(meta, tiles[0] ?? -1) : [];
  const pixi = [...props, ...tileProps].find((p) => p.type === 'pixi');
  if (pixi && pixi.type === 'pixi' && pixi.bits.length > 0) {
    h.bitDepth = pixi.bits[0] ?? 8;
    h.colourModel = pixi.bits.length === 1 ? 'gray' : 'rgb';
  }
  const auxItems = meta.refs
    .filter((r) => r.type === 'auxl' && r.to.includes(primary))
    .map((r) => r.from);
  h.hasAlpha = auxItems.some((id) =>
    propertiesOf(meta, id).some((p) => p.type === 'auxC' && ALPHA_URNS.has(p.urn)),
  );

  const extra: NonNullable<ImageHeader['extra']> = {
    primaryItemId: primary,
    itemType,
    codingType,
    isGrid: itemType === 'grid',
    hasClap: clap !== null,
  };
  if (itemType === 'grid') {
    const grid = await itemData(source, meta, bin, primary, 12);
    const tileIspe = tileProps.find((p) => p.type === 'ispe');
    if (grid && grid.length >= 4) {
      extra.rows = (grid[2] ?? 0) + 1;
      extra.columns = (grid[3] ?? 0) + 1;
    }
    extra.tileCount = tiles.length;
    if (tileIspe && tileIspe.type === 'ispe') {
      extra.tileWidth = tileIspe.width;
      extra.tileHeight = tileIspe.height;
    }
  }

  const exifItem = meta.refs.find(
    (r) => r.type === 'cdsc' && r.to.includes(primary) && meta.itemTypes.get(r.from) === 'Exif',
  )?.from;
  extra.hasExifOrientation = false;
  if (exifItem !== undefined) {
    const data = await itemData(source, meta, bin, exifItem, MAX_EXIF);
    if (data && data.length > 4) {
      const tiffAt = 4 + new Bin(data).u32(0);
      if (tiffAt < data.length) {
        const exif = await readExif(data.subarray(tiffAt));
        h.orientationTag = exif.orientationTag;
        h.dpi = exif.dpi;
        extra.hasExifOrientation = exif.orientationTag !== null;
      }
    }
  }
  const thumbs = thumbnails(meta, primary, metaOffset);
  h.preview = thumbs.jpeg ?? thumbs.coded;
  if (thumbs.coded?.itemId !== undefined) extra.thumbnailItemId = thumbs.coded.itemId;
  h.extra = extra;
  return h;
}

/** Bytes of an item (construction method 0 = file, 1 = idat in `bin`), at most `max`; else null. */
async function itemData(
  source: ByteSource,
  meta: HeifMeta,
  bin: Bin,
  item: number,
  max: number,
): Promise<Uint8Array | null> {
  const loc = meta.locations.get(item);
  if (!loc || loc.extents.length === 0) return null;
  const parts: Uint8Array[] = [];
  let total = 0;
  for (const e of loc.extents) {
    const length = Math.min(e.length === 0 ? max : e.length, max - total);
    if (length <= 0) break;
    const start = loc.baseOffset + e.offset;
    if (loc.method === 0) {
      if (start >= source.size) return null;
      parts.push(await readExact(source, start, Math.min(length, source.size - start)));
    } else if (loc.method === 1 && meta.idat) {
      const from = meta.idat.start + start;
      const to = Math.min(meta.idat.end, from + length);
      if (from >= to) return null;
      parts.push(bin.sub(from, to - from));
    } else {
      return null;
    }
    total += parts[parts.length - 1]?.length ?? 0;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * The primary item's thumbnails: a JPEG item (Sony writes one; any browser decodes it) and the
 * largest HEVC/AV1 thumbnail of at most 1024 px (decoded by libheif from its item id). The JPEG
 * one is the preview when present, being the cheaper of the two.
 */
function thumbnails(
  meta: HeifMeta,
  primary: number,
  metaOffset: number,
): { jpeg: EmbeddedPreview | null; coded: EmbeddedPreview | null } {
  const ids = meta.refs
    .filter((r) => r.type === 'thmb' && r.to.includes(primary))
    .map((r) => r.from);
  const fileRange = (id: number) => {
    const loc = meta.locations.get(id);
    const e = loc?.extents[0];
    if (!loc || !e || loc.extents.length !== 1) return null;
    if (loc.method === 0) return { offset: loc.baseOffset + e.offset, length: e.length };
    if (loc.method === 1 && meta.idat) {
      // idat data sits inside the meta box: file offset = meta box offset + idat payload offset.
      return { offset: metaOffset + meta.idat.start + loc.baseOffset + e.offset, length: e.length };
    }
    return null;
  };
  const size = (id: number) => {
    const p = propertiesOf(meta, id).find((q) => q.type === 'ispe');
    return p && p.type === 'ispe' ? { width: p.width, height: p.height } : null;
  };
  let jpeg: EmbeddedPreview | null = null;
  for (const id of ids) {
    const type = meta.itemTypes.get(id);
    const range = fileRange(id);
    if (
      !jpeg &&
      range &&
      (type === 'jpeg' || (type === 'mime' && meta.contentTypes.get(id) === 'image/jpeg'))
    ) {
      jpeg = { kind: 'jpeg', ...range, ...(size(id) ?? {}) };
    }
  }
  let best: EmbeddedPreview | null = null;
  for (const id of ids) {
    const s = size(id);
    const type = meta.itemTypes.get(id);
    if (!s || (type !== 'hvc1' && type !== 'av01' && type !== 'grid')) continue;
    const side = Math.max(s.width, s.height);
    if (side > MAX_THUMB_SIDE || (best && side <= Math.max(best.width ?? 0, best.height ?? 0)))
      continue;
    const range = fileRange(id) ?? { offset: 0, length: 0 };
    best = { kind: 'heif-item', itemId: id, ...range, ...s };
  }
  return { jpeg, coded: best };
}
