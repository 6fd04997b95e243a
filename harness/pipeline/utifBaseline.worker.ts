/** Baseline: utif's whole-image TIFF decode in a worker, then a 960 px thumbnail. */
import UTIF from 'utif';

self.onmessage = async (e: MessageEvent<File>) => {
  try {
    const buffer = await e.data.arrayBuffer();
    const ifds = UTIF.decode(buffer);
    const first = ifds[0];
    if (!first) throw new Error('no image');
    UTIF.decodeImage(buffer, first);
    const rgba = UTIF.toRGBA8(first);
    const width = first.width;
    const height = first.height;
    const bitmap = await createImageBitmap(
      new ImageData(new Uint8ClampedArray(rgba), width, height),
    );
    const scale = Math.min(1, 960 / Math.max(width, height));
    const small = await createImageBitmap(bitmap, {
      resizeWidth: Math.max(1, Math.round(width * scale)),
      resizeHeight: Math.max(1, Math.round(height * scale)),
      resizeQuality: 'high',
    });
    bitmap.close();
    small.close();
    self.postMessage({ ok: true });
  } catch (error) {
    self.postMessage({ ok: false, error: String(error) });
  }
};
