/**
 * A JPEG decoded straight to thumbnail size through WebCodecs' ImageDecoder: with
 * `desiredWidth`/`desiredHeight`, Chromium's libjpeg-turbo decodes at a DCT scale (1/2, 1/4,
 * 1/8), so a 24 MP photo's 960 px thumbnail needs a 1500 × 1000 decode: measured 114 ms against
 * 225–312 ms for `createImageBitmap` with resize options, which decodes the full image first.
 * The frame carries the EXIF orientation (`rotation`, `flip`), which drawImage applies.
 * Returns null where ImageDecoder or frame orientation is missing, so the caller falls back to
 * `createImageBitmap`.
 */
import type { Orientation } from '../../../src/domain/imaging/imageInfo';
import type { Size } from '../../../src/domain/imaging/pixelBudget';
import { isIdentity } from '../../../workers/pipeline/orientation';

interface DecodedFrame {
  displayWidth: number;
  displayHeight: number;
  rotation?: number;
  close(): void;
}

interface ImageDecoderLike {
  decode(): Promise<{ image: DecodedFrame }>;
  close(): void;
}

type ImageDecoderCtor = new (init: {
  data: ReadableStream<Uint8Array>;
  type: string;
  desiredWidth?: number;
  desiredHeight?: number;
}) => ImageDecoderLike;

function imageDecoder(): ImageDecoderCtor | null {
  const ctor = (globalThis as { ImageDecoder?: ImageDecoderCtor }).ImageDecoder;
  return typeof ctor === 'function' ? ctor : null;
}

/**
 * `file` (a JPEG) decoded to `target` px in display orientation, or null when this browser
 * cannot do it this way. Throws only if the decoder rejects the data (the caller's fallback then
 * reports the error it gets).
 */
export async function decodeScaledJpeg(
  file: Blob,
  orientation: Orientation,
  target: Size,
): Promise<ImageBitmap | null> {
  const Decoder = imageDecoder();
  if (!Decoder) return null;
  const stored =
    orientation.rotate % 180 === 0 ? target : { width: target.height, height: target.width };
  const decoder = new Decoder({
    data: file.stream(),
    type: 'image/jpeg',
    desiredWidth: stored.width,
    desiredHeight: stored.height,
  });
  try {
    const { image } = await decoder.decode();
    try {
      // Without frame orientation (older engines) drawImage would show the stored pixels.
      if (!isIdentity(orientation) && typeof image.rotation !== 'number') return null;
      const canvas = new OffscreenCanvas(target.width, target.height);
      const ctx = canvas.getContext('2d');
      if (!ctx) return null;
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(image as unknown as CanvasImageSource, 0, 0, target.width, target.height);
      return canvas.transferToImageBitmap();
    } finally {
      image.close();
    }
  } finally {
    decoder.close();
  }
}
