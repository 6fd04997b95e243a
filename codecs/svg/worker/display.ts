/**
 * SVG: sanitised here (no scripts, event attributes, foreignObject or external references); its
 * thumbnails drawn here when it is shapes with flat paint (rasterSvg.ts), else handed to the main
 * thread, the only place a browser rasterises any SVG. The canvas places the sanitised SVG
 * itself: it stays vector.
 */
import type { ImageHeader } from '../../../src/domain/imaging/imageInfo';
import { fitLongSide } from '../../../src/domain/imaging/pixelBudget';
import { sanitizeSvg } from '../svgSanitize';
import { rasterSvgInWorker } from './rasterSvg';
import type { JobContext } from '../../../workers/pipeline/context';

export async function decodeSvg(
  ctx: JobContext,
  header: ImageHeader,
): Promise<Map<number, ImageBitmap>> {
  const text = new TextDecoder('utf-8').decode(await ctx.file.arrayBuffer());
  const { svg, removed } = sanitizeSvg(text);
  ctx.emit({ type: 'svg', jobId: ctx.jobId, svg, removed, at: ctx.elapsed() });
  const sizes = ctx.options.thumbnailSides.map((side) => ({
    side,
    ...fitLongSide({ width: header.width, height: header.height }, side),
  }));
  return (await rasterSvgInWorker(svg, sizes)) ?? ctx.renderSvg(svg, sizes);
}
