/**
 * Messages from the embedded editor to its storefront page (spec canvas §7), always posted to
 * the origin that made the handshake (never '*'). Every one carries `designToolMessaging: true`.
 * The SDK (src/embed-sdk) reads them by the field that names their type.
 */
import type { UploadedImageData } from './inboundMessages';
import { EMBED_PROTOCOL_VERSION } from './protocol';

const flag = { designToolMessaging: true } as const;

/** A problem of the export (the parent's drawing errors are among them). */
export interface ExportedError {
  key: string;
  detail?: string;
}

/** The export's paths and ids (spec canvas §3 "Design save/export payload"). */
export interface ExportedCanvasData {
  designPng: string;
  designSvg: string;
  backSideDesignPng: string | null;
  backSideDesignSvg: string | null;
  imageId: string;
  backSideImageId: string | null;
  designId: string;
  backSideDesignId: string | null;
}

/** The print files themselves (the paths above are the shopper's session's own). */
export interface ExportedFiles {
  designPng: Blob;
  designSvg: Blob;
  backSideDesignPng?: Blob;
  backSideDesignSvg?: Blob;
}

/** The price the editor shows (USD, as the calculator answers it). */
export interface PriceChanged {
  productId: number;
  quantity: number;
  eachPrice: number;
  totalPrice: number;
  totalDiscountedPrice: number;
  currency: 'USD';
}

export type OutboundMessage =
  | { designToolMessaging: true; message: 'component mounted'; protocol: number }
  | { designToolMessaging: true; replyTo: string; ok: boolean; errorKeys?: string[] }
  | { designToolMessaging: true; ready: true; protocol: number }
  | { designToolMessaging: true; session: { resumeCode: string } }
  | {
      designToolMessaging: true;
      exportedCanvasData: ExportedCanvasData;
      errors: ExportedError[];
      files: ExportedFiles;
    }
  | { designToolMessaging: true; frontUploadedData: UploadedImageData }
  | { designToolMessaging: true; backUploadedData: UploadedImageData }
  | { designToolMessaging: true; removeFrontUploadedData: true }
  | { designToolMessaging: true; removeBackUploadedData: true }
  | { designToolMessaging: true; priceChanged: PriceChanged }
  | { designToolMessaging: true; error: { key: string } };

export const outbound = {
  mounted: (): OutboundMessage => ({
    ...flag,
    message: 'component mounted',
    protocol: EMBED_PROTOCOL_VERSION,
  }),
  reply: (replyTo: string, errorKeys: string[] = []): OutboundMessage =>
    errorKeys.length === 0
      ? { ...flag, replyTo, ok: true }
      : { ...flag, replyTo, ok: false, errorKeys },
  ready: (): OutboundMessage => ({ ...flag, ready: true, protocol: EMBED_PROTOCOL_VERSION }),
  session: (resumeCode: string): OutboundMessage => ({ ...flag, session: { resumeCode } }),
  exported: (
    exportedCanvasData: ExportedCanvasData,
    errors: ExportedError[],
    files: ExportedFiles,
  ): OutboundMessage => ({ ...flag, exportedCanvasData, errors, files }),
  uploaded: (side: 'front' | 'back', data: UploadedImageData): OutboundMessage =>
    side === 'front' ? { ...flag, frontUploadedData: data } : { ...flag, backUploadedData: data },
  removeUploaded: (side: 'front' | 'back'): OutboundMessage =>
    side === 'front'
      ? { ...flag, removeFrontUploadedData: true }
      : { ...flag, removeBackUploadedData: true },
  priceChanged: (price: PriceChanged): OutboundMessage => ({ ...flag, priceChanged: price }),
  error: (key: string): OutboundMessage => ({ ...flag, error: { key } }),
};

/** Whether two prices differ (the editor posts `priceChanged` only on a change). */
export function samePrice(a: PriceChanged | null, b: PriceChanged): boolean {
  return (
    a !== null &&
    a.productId === b.productId &&
    a.quantity === b.quantity &&
    a.eachPrice === b.eachPrice &&
    a.totalPrice === b.totalPrice &&
    a.totalDiscountedPrice === b.totalDiscountedPrice
  );
}
