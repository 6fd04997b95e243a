/**
 * Streaming decoder of the composite ("merged") image of PSD and PSB files: the section lengths
 * lead to the Image Data section (layers are never read); each strip of rows is read channel by
 * channel at its own offsets (raw, PackBits RLE or ZIP), reduced to 8-bit samples, converted to
 * RGBA8 and handed to the sink. Memory is one strip of each channel read plus its RGBA.
 *
 * Region decoding (ctx.region): the rows above the region are skipped (raw data is read at the
 * region's rows, RLE reads only the skipped rows' byte counts, ZIP inflates and drops them) and
 * decoding stops after the region's last row; whole rows are converted.
 *
 * Refused: layered files saved without "Maximize Compatibility" (VersionInfo hasRealMergedData = 0:
 * the composite is white or a placeholder) → PipelineError(psdNoComposite), before any pixel;
 * impossible headers and lengths → corrupt, before any allocation; mode/depth pairs Photoshop
 * does not write → unsupportedType.
 */
import type { ByteSource } from '../../../src/domain/imaging/byteSource';
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import { planStrips } from '../../worker/stripPlan';
import type { DecodeContext, RasterSink, StreamDecoder } from '../../worker/types';
import type { ChannelGeometry, ChannelRows } from './channelRows';
import { rawChannelRows } from './channelRows';
import { channelTo8 } from './channelSamples';
import { createCompositeConverter } from './compositeColour';
import { planComposite } from './psdComposite';
import { readLayerSummary } from './psdLayerSummary';
import type { PsdLayout } from './psdLayout';
import { PsdColourMode, corrupt, readPsdBytes, readPsdLayout } from './psdLayout';
import { readPsdResources } from './psdResources';
import { rleChannelRows } from './rleChannelRows';
import { zipChannelRows } from './zipChannelRows';

/** Decodes the composite of a PSD (version 1) or PSB (version 2) file. */
export const decodePsd: StreamDecoder = async (source, _header, sink, ctx) => {
  throwIfAborted(ctx.signal);
  const layout = await readPsdLayout(source);
  const resources = await readPsdResources(source, layout);
  if (resources.hasRealMergedData === false) {
    throw new PipelineError(
      PipelineErrorKey.psdNoComposite,
      'saved without Maximize Compatibility',
    );
  }
  const layers =
    layout.channels > 1
      ? await readLayerSummary(source, layout)
      : { layerCount: null, mergedTransparencyBlock: false };
  const plan = planComposite(layout, resources, layers);
  const channels = [
    ...Array.from({ length: plan.colourChannels }, (_, c) => c),
    ...(plan.alphaChannel === null ? [] : [plan.alphaChannel]),
  ];
  const palette = layout.mode === PsdColourMode.indexed ? await readPalette(source, layout) : null;

  const { width, height, depth } = layout;
  const rowBytes = Math.ceil((width * depth) / 8);
  const geometry: ChannelGeometry = { height, rowBytes, channelsRead: Math.max(...channels) + 1 };
  const rows = await openChannelRows(source, layout, geometry, ctx);
  const top = ctx.region?.y ?? 0;
  const bottom = ctx.region ? ctx.region.y + ctx.region.height : height;
  try {
    if (top > 0) for (const channel of channels) await rows.skip(channel, top);
    const strips = planStrips(width, height, ctx.maxPiecePixels);
    const convert = createCompositeConverter({
      mode: layout.mode,
      plan,
      palette,
      transparencyIndex: resources.transparencyIndex,
      kernels: ctx.kernels,
      maxPixels: strips.rows * strips.segment,
    });
    const raw = channels.map(() => new Uint8Array(strips.rows * rowBytes));
    const eight = channels.map(() =>
      depth === 8 ? new Uint8Array(0) : new Uint8Array(strips.rows * width),
    );
    const rgba = new Uint8Array(strips.rows * strips.segment * 4);
    for (let y = top; y < bottom; y += strips.rows) {
      throwIfAborted(ctx.signal);
      await ctx.between?.();
      const n = Math.min(strips.rows, bottom - y);
      const planes: Uint8Array[] = [];
      for (let i = 0; i < channels.length; i++) {
        await rows.read(channels[i]!, y, n, raw[i]!.subarray(0, n * rowBytes));
        const role = channels[i] === plan.alphaChannel ? 'alpha' : 'colour';
        planes.push(channelTo8(raw[i]!, depth, width, n, rowBytes, role, ctx.kernels, eight[i]!));
      }
      emit(planes, y, n, width, strips.segment, rgba, convert, sink);
      sink.rowsDone(y + n);
      ctx.progress?.((y + n) / height);
    }
  } finally {
    await rows.close();
  }
};

/** Hands a strip to the sink: whole rows, or segments of a single row too wide for the budget. */
function emit(
  planes: Uint8Array[],
  y: number,
  rows: number,
  width: number,
  segment: number,
  rgba: Uint8Array,
  convert: ReturnType<typeof createCompositeConverter>,
  sink: RasterSink,
): void {
  if (segment >= width) {
    convert(planes, rows * width, rgba);
    sink.rect(rgba.subarray(0, rows * width * 4), 0, y, width, rows);
    return;
  }
  for (let x0 = 0; x0 < width; x0 += segment) {
    const n = Math.min(segment, width - x0);
    convert(
      planes.map((p) => p.subarray(x0, x0 + n)),
      n,
      rgba,
    );
    sink.rect(rgba.subarray(0, n * 4), x0, y, n, 1);
  }
}

async function openChannelRows(
  source: ByteSource,
  layout: PsdLayout,
  geometry: ChannelGeometry,
  ctx: DecodeContext,
): Promise<ChannelRows> {
  const compression = (
    await readPsdBytes(source, layout.imageData, 2, 'the compression field')
  ).getUint16(0);
  const dataStart = layout.imageData + 2;
  switch (compression) {
    case 0:
      return rawChannelRows(source, dataStart, geometry);
    case 1:
      return rleChannelRows(
        source,
        dataStart,
        layout.channels,
        layout.version === 2 ? 4 : 2,
        geometry,
        ctx.kernels,
      );
    case 2:
    case 3:
      return zipChannelRows(
        source,
        dataStart,
        geometry,
        compression === 3,
        layout.depth,
        layout.width,
      );
    default:
      throw corrupt(`image data compression ${compression}`);
  }
}

/** Indexed mode's palette: the first 768 bytes of Color Mode Data. */
async function readPalette(source: ByteSource, layout: PsdLayout): Promise<Uint8Array> {
  if (layout.colourModeData.length < 768)
    throw corrupt(`indexed palette of ${layout.colourModeData.length} bytes`);
  const view = await readPsdBytes(source, layout.colourModeData.offset, 768, 'the palette');
  return new Uint8Array(view.buffer, view.byteOffset, 768).slice();
}

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new PipelineError(PipelineErrorKey.aborted, 'aborted');
}
