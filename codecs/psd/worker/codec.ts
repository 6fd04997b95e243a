/** PSD / PSB: the composite image read channel rows at a time (psd.ts). */
import { streamDisplay } from '../../../workers/pipeline/streamDisplay';
import type { Codec } from '../../worker/codec';
import { psdHeader } from '../header';
import { psdRegion } from './region';

export const psdCodec: Codec = {
  id: 'psd',
  header: psdHeader,
  display: async (ctx, header, target, state) =>
    streamDisplay((await import('./psd')).decodePsd, ctx, header, target, state),
  region: psdRegion,
};
