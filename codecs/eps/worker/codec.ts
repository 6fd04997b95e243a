/** EPS: the DSC bounding box gives the size; the embedded TIFF preview is the picture. */
import type { Codec } from '../../worker/codec';
import { epsHeader } from '../header';
import { decodeEps } from './display';
import { epsRegion } from './region';

export const epsCodec: Codec = {
  id: 'eps',
  header: epsHeader,
  display: async (ctx, header, target, state) => ({
    kind: 'bitmap',
    bitmap: await decodeEps(ctx, header, target, state),
  }),
  region: epsRegion,
};
