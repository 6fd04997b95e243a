/**
 * Canvas and filter factories that let pdf.js render inside a worker: canvases are
 * OffscreenCanvases (the default factory calls document.createElement), and SVG filters (which
 * need a document) are replaced by "none" — they only serve high-contrast display modes.
 */

interface CanvasAndContext {
  canvas: OffscreenCanvas | null;
  context: OffscreenCanvasRenderingContext2D | null;
}

export class OffscreenCanvasFactory {
  constructor(_options?: { enableHWA?: boolean }) {}

  create(width: number, height: number): CanvasAndContext {
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
  }

  reset(cc: CanvasAndContext, width: number, height: number): void {
    if (!cc.canvas) throw new Error('Canvas is not specified');
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    cc.canvas.width = width;
    cc.canvas.height = height;
  }

  destroy(cc: CanvasAndContext): void {
    if (!cc.canvas) throw new Error('Canvas is not specified');
    cc.canvas.width = 0;
    cc.canvas.height = 0;
    cc.canvas = null;
    cc.context = null;
  }

  /**
   * pdf.js asks for an opaque context for the page canvas; we keep alpha so a logo page renders
   * on transparency (the `background` render option then paints it, or not).
   */
  getNoAlphaContext(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D | null {
    return canvas.getContext('2d', { alpha: true, willReadFrequently: true });
  }
}

export class NoFilterFactory {
  constructor(_options?: unknown) {}
  addFilter(): string {
    return 'none';
  }
  addHCMFilter(): string {
    return 'none';
  }
  addAlphaFilter(): string {
    return 'none';
  }
  addLuminosityFilter(): string {
    return 'none';
  }
  addKnockoutFilter(): string {
    return 'none';
  }
  addHighlightHCMFilter(): string {
    return 'none';
  }
  addSelectionHCMFilter(): string {
    return 'none';
  }
  addSelectionFilter(): string {
    return 'none';
  }
  createSelectionStyle(): null {
    return null;
  }
  destroy(): void {}
}
