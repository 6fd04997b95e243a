/**
 * A side's design as it will print (the export scene: no safe-zone line, guides, grid or
 * overlays), as a PNG data URL at about the screen's size in device px, capped at 2048 px on its
 * longer side (a picture to look at, not a print file). Null while it renders, '' when it could
 * not be rendered.
 */
import { useEffect, useState } from 'react';
import { renderSideImage } from '../../canvas';
import type { Size } from '../../domain/artboard';

/** The longest side rendered, device px: sharp on a 4K screen's half, small enough to be quick. */
const MAX_LONG_SIDE_PX = 2048;

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('picture not read'));
    reader.readAsDataURL(blob);
  });
}

export function usePrintPicture(design: string | null, artboard: Size | null): string | null {
  const [picture, setPicture] = useState<string | null>(null);
  useEffect(() => {
    if (!artboard) return;
    let live = true;
    setPicture(null);
    const screenPx = Math.max(window.innerWidth, window.innerHeight) * (devicePixelRatio || 1);
    const longSide = Math.min(MAX_LONG_SIDE_PX, Math.ceil(screenPx));
    void renderSideImage(design, artboard, longSide)
      .then(toDataUrl)
      .then(
        (url) => live && setPicture(url),
        () => live && setPicture(''),
      );
    return () => {
      live = false;
    };
  }, [design, artboard]);
  return picture;
}
