/**
 * Encodes a display raster as the `display` rendition the server keeps (WebP, or PNG where the
 * engine cannot write WebP), off the main thread: `OffscreenCanvas.convertToBlob` uses the
 * browser's own encoder, seconds faster than wasm at display size. The raster fits the pixel
 * budget already (the pipeline made it), so the canvas here does too.
 */
import type { EncodeRequest, EncodeResponse } from './protocol';
import { isEncodeRequest } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: EncodeResponse): void;
};

async function encode(request: EncodeRequest): Promise<Blob> {
  const { bitmap } = request;
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.drawImage(bitmap, 0, 0);
    return await canvas.convertToBlob({ type: 'image/webp', quality: request.quality });
  } finally {
    bitmap.close();
  }
}

scope.onmessage = (event) => {
  const request: unknown = event.data;
  if (!isEncodeRequest(request)) return; // postMessage is a trust boundary
  encode(request).then(
    (blob) => scope.postMessage({ id: request.id, blob }),
    (error: unknown) => scope.postMessage({ id: request.id, error: String(error) }),
  );
};
