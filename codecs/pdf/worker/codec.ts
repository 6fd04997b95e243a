/**
 * PDF and AI (PDF-compatible): pdf.js renders the page; its size is known once the page is open,
 * so the display step reports the info and draws the thumbnails first (display.ts).
 */
import type { Codec } from '../../worker/codec';
import { pdfHeader } from '../header';
import { decodePdfDisplay } from './display';
import { pdfRegion } from './region';

export const pdfCodec: Codec = {
  id: 'pdf',
  header: pdfHeader,
  infoFromDisplay: true,
  display: async (ctx, header, _target, state) => ({
    kind: 'bitmap',
    bitmap: await decodePdfDisplay(ctx, header, state),
    thumbnailsSent: true,
  }),
  region: pdfRegion,
};
