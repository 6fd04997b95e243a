/**
 * HEIC / HEIF: libheif (wasm) decodes grids tile by tile into the downscaler; the file is opened
 * once per job for the thumbnail item and the decode; grids above HEIF_HELPER_MIN_PIXELS share
 * their tile rows with a helper worker.
 */
import type { Codec } from '../../worker/codec';
import { heicHeader } from '../header';
import { readIsobmffHeader } from '../isobmff';
import { decodeJpegBytes } from '../../jpeg/worker/decodeJpegBytes';
import { orientBitmap } from '../../../workers/pipeline/orientation';
import { embeddedPreview } from '../../../workers/pipeline/preview';
import { streamDisplay } from '../../../workers/pipeline/streamDisplay';
import { heifDecoder, openJobHeif } from './loadHeif';
import { heifRegion } from './region';
import { spawnHeifHelper } from './spawnHelper';

/**
 * HEIC grids above this area decode every other tile row on a second worker, which instantiates
 * this worker's compiled libheif (no compile of its own). Measured on 2 cores, cold, Safari
 * budget: 12 MP iPhone grids give their 960 px thumbnail 120–190 ms sooner (e.g. 1,041 → 845 ms);
 * the 200 MP Samsung file 3.0 → 2.85 s (preview 410 → 231 ms, the helper now waiting for it).
 * Smaller images have too few tiles to pay for a worker's start. px.
 */
const HEIF_HELPER_MIN_PIXELS = 8_000_000;

export const heicCodec: Codec = {
  id: 'heic',
  header: heicHeader,
  // libheif's wasm compiles while the header is parsed and the preview read from the file.
  warmUp: () => void heifDecoder(),
  beforePreview(ctx, header, state, afterPreview) {
    // The helper's script loads now; it decodes once the preview is out. It decodes the
    // primary image: another page (a HEIF's other top-level image) is decoded here alone.
    if (header.width * header.height > HEIF_HELPER_MIN_PIXELS && !(ctx.options.page ?? 0))
      state.tileHelper = spawnHeifHelper(ctx.file, ctx.signal, afterPreview) ?? undefined;
  },
  async preview(ctx, header, state) {
    if (header.preview?.kind !== 'heif-item') return embeddedPreview(ctx, header);
    const { decodeHeifFilePreview } = await heifDecoder();
    // Pixels come back in coded orientation, like the full decode, which reuses the open file.
    const decoded = await decodeHeifFilePreview(await openJobHeif(ctx, state, header), header, {
      decodeJpeg: decodeJpegBytes,
      signal: ctx.signal,
    });
    if (!decoded) return null;
    const image = new ImageData(new Uint8ClampedArray(decoded.rgba), decoded.width, decoded.height);
    return orientBitmap(await createImageBitmap(image), header.orientation);
  },
  async display(ctx, header, target, state) {
    const { decodeHeifFile } = await heifDecoder();
    // The file the preview opened (or opened now); closed when the job ends.
    return streamDisplay(
      async (_source, h, sink, decodeCtx) =>
        decodeHeifFile(await openJobHeif(ctx, state, header), h, sink, decodeCtx),
      ctx,
      header,
      target,
      state,
    );
  },
  region: heifRegion,
  // Pages are the file's top-level images (codecs/heic/heifImages.ts).
  selectPage: (source, _header, page) => readIsobmffHeader(source, 'heic', page),
};
