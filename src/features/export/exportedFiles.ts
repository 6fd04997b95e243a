/**
 * The print files handed to the storefront with `exportedCanvasData`: the PNG and SVG of each
 * side as Blobs (structured-cloned by postMessage). The payload's paths are served to the
 * shopper's session only, so the storefront gets the bytes themselves.
 */
import type { ExportedFiles } from '../../domain/embed';
import type { SideOutput } from './renderSide';

const svgBlob = (svg: string) => new Blob([svg], { type: 'image/svg+xml' });

export function exportedFiles(sides: readonly SideOutput[]): ExportedFiles {
  const front = sides.find((s) => s.side === 'front') ?? sides[0];
  if (!front) throw new Error('an export without sides');
  const back = sides.find((s) => s.side === 'back');
  return {
    designPng: front.png,
    designSvg: svgBlob(front.svg),
    ...(back ? { backSideDesignPng: back.png, backSideDesignSvg: svgBlob(back.svg) } : {}),
  };
}
