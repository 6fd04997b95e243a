/**
 * SVG: sanitised in the worker, rasterised on the main thread for the thumbnails only; it stays
 * vector on the canvas, so there is no region to decode.
 */
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import type { Codec } from '../../worker/codec';
import { svgHeader } from '../header';
import { decodeSvg } from './display';

export const svgCodec: Codec = {
  id: 'svg',
  header: svgHeader,
  display: async (ctx, header) => ({ kind: 'svg', rendered: await decodeSvg(ctx, header) }),
  region: async () => {
    throw new PipelineError(
      PipelineErrorKey.unsupportedType,
      'SVG stays vector: draw the sanitised SVG instead of a region',
    );
  },
};
