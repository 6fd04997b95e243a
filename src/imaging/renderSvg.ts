/**
 * Rasterises a sanitised SVG at the requested sizes on the main thread (workers cannot decode
 * SVG). The root gets explicit width/height so viewBox-only documents scale predictably. Each
 * size is one short decode; the results are bitmaps the worker encodes.
 */
export async function renderSvgBitmaps(
  svg: string,
  sizes: readonly { side: number; width: number; height: number }[],
): Promise<{ side: number; bitmap: ImageBitmap }[]> {
  const out: { side: number; bitmap: ImageBitmap }[] = [];
  for (const size of sizes) {
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const root = doc.documentElement;
    if (root.nodeName.toLowerCase() !== 'svg') throw new Error('not an SVG document');
    root.setAttribute('width', String(size.width));
    root.setAttribute('height', String(size.height));
    if (!root.hasAttribute('preserveAspectRatio'))
      root.setAttribute('preserveAspectRatio', 'xMidYMid meet');
    const text = new XMLSerializer().serializeToString(doc);
    const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
    try {
      const img = new Image(size.width, size.height);
      img.src = url;
      await img.decode();
      out.push({
        side: size.side,
        bitmap: await createImageBitmap(img, {
          resizeWidth: size.width,
          resizeHeight: size.height,
        }),
      });
    } finally {
      URL.revokeObjectURL(url);
    }
  }
  return out;
}
