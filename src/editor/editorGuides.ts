/**
 * The ruler guides of each side (spec canvas §4): dropped from a ruler, moved on the canvas,
 * discarded outside the print area or within 1 px of another (domain/canvas/guides). The canvas
 * shows the guides of the side it shows.
 */
import type { DesignCanvas } from '../canvas';
import type { Guide, GuideOrientation } from '../domain/canvas/guides';
import { addGuide, moveGuide } from '../domain/canvas/guides';
import type { Side } from '../domain/editor/sides';
import type { Size } from '../domain/artboard';

export class EditorGuides {
  private bySide: Record<Side, Guide[]> = { front: [], back: [] };

  of(side: Side): Guide[] {
    return this.bySide[side];
  }

  all(): Record<Side, Guide[]> {
    return this.bySide;
  }

  clear(side: Side): void {
    this.bySide = { ...this.bySide, [side]: [] };
  }

  /** Shows `side`'s guides on `canvas` (visible or not, as Settings says). */
  show(canvas: DesignCanvas | null, side: Side, visible: boolean): void {
    canvas?.setGuides(this.bySide[side]);
    canvas?.setGuidesVisible(visible);
  }

  add(side: Side, orientation: GuideOrientation, position: number, canvas: DesignCanvas): void {
    const result = addGuide(this.bySide[side], orientation, position, canvas.artboard(), {
      zoom: canvas.zoom(),
    });
    if (result.ok) this.set(side, result.guides, canvas);
  }

  move(side: Side, id: string, position: number, canvas: DesignCanvas): void {
    const { guides } = moveGuide(this.bySide[side], id, position, canvas.artboard(), {
      zoom: canvas.zoom(),
    });
    this.set(side, guides, canvas);
  }

  /**
   * The artboard changed size: every guide keeps its place relative to it (a guide a third of
   * the way across stays a third of the way across).
   */
  rescale(from: Size, to: Size, canvas: DesignCanvas | null, shown: Side): void {
    if (from.width <= 0 || from.height <= 0) return;
    const move = (g: Guide): Guide => ({
      ...g,
      position:
        g.orientation === 'vertical'
          ? (g.position / from.width) * to.width
          : (g.position / from.height) * to.height,
    });
    this.bySide = { front: this.bySide.front.map(move), back: this.bySide.back.map(move) };
    canvas?.setGuides(this.bySide[shown]);
  }

  private set(side: Side, guides: Guide[], canvas: DesignCanvas): void {
    this.bySide = { ...this.bySide, [side]: guides };
    canvas.setGuides(guides);
  }
}
