/**
 * One side's design as a picture (the 3D preview's faces): drawn by the export's scene
 * (exportScene.ts), so a preview shows exactly what prints — no overlays, guides, shape image or
 * placeholder text — at a size that fits the engine's pixel budget.
 */
import type { Size } from '../domain/artboard';
import { fitArea } from '../domain/imaging/pixelBudget';
import { currentPixelBudget } from '../platform/engine';
import { parseDesign } from './designDocument';
import { createExportScene } from './exportScene';

/**
 * Renders the design `sideJson` (a history entry; null or unreadable: an empty design) of an
 * artboard of `artboard` px (96 per inch) into a PNG whose longer side is `longSide` px, capped
 * by the engine's pixel budget. The background is the design's own ('' stays transparent).
 */
export async function renderSideImage(
  sideJson: string | null,
  artboard: Size,
  longSide: number,
): Promise<Blob> {
  const budget = currentPixelBudget();
  const scale = longSide / Math.max(artboard.width, artboard.height, 1);
  const size = fitArea(
    {
      width: Math.max(1, Math.round(artboard.width * scale)),
      height: Math.max(1, Math.round(artboard.height * scale)),
    },
    budget.maxArea,
    budget.maxSide,
  );
  const scene = await createExportScene(parseDesign(sideJson), artboard);
  try {
    const canvas = scene.renderTile({ x: 0, y: 0, ...size }, size);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('side picture not encoded'))),
        'image/png',
      ),
    );
  } finally {
    scene.dispose();
  }
}
