/**
 * Ruler guides drawn on the canvas from the editor state (domain/canvas/guides): one thin line
 * per guide with the spec's `guide-` id, movable along its axis only, yellow while it crosses
 * another, never in history or exports. Dropping one reports its new position; the state decides
 * whether it stays (outside the print area or on top of another it is removed).
 */
import type { Canvas, FabricObject } from 'fabric';
import { Line } from 'fabric';
import type { Guide } from '../domain/canvas/guides';
import { isCrossing } from '../domain/canvas/guides';
import { idOf, setId } from './customProperties';

const GUIDE_COLOUR = '#00a2ff';
/** Shown while the guide crosses another (spec canvas §4). */
const CROSSING_COLOUR = '#ffd400';
/** Screen px. */
const GUIDE_WIDTH = 1;
/** How far beyond the artboard a guide line reaches, artboard px (it spans the whole canvas). */
const REACH = 100_000;

type GuideLine = Line & { guide: Guide };

function lineFor(guide: Guide): [number, number, number, number] {
  return guide.orientation === 'vertical'
    ? [guide.position, -REACH, guide.position, REACH]
    : [-REACH, guide.position, REACH, guide.position];
}

export class GuideLayer {
  private lines = new Map<string, GuideLine>();
  private guides: Guide[] = [];
  visible = true;

  constructor(
    private readonly canvas: Canvas,
    private readonly onMoved: (id: string, position: number) => void,
  ) {
    canvas.on('object:moving', ({ target }) => {
      const line = this.lineOf(target);
      if (!line) return;
      const moved = { ...line.guide, position: this.positionOf(line) };
      line.set(
        'stroke',
        isCrossing(moved, this.guides, canvas.getZoom()) ? CROSSING_COLOUR : GUIDE_COLOUR,
      );
    });
    canvas.on('object:modified', ({ target }) => {
      const line = this.lineOf(target);
      if (line) this.onMoved(line.guide.id, this.positionOf(line));
    });
  }

  private lineOf(target: FabricObject | undefined): GuideLine | null {
    if (!target) return null;
    const line = this.lines.get(idOf(target));
    return line === target ? line : null;
  }

  private positionOf(line: GuideLine): number {
    const c = line.getCenterPoint();
    return line.guide.orientation === 'vertical' ? c.x : c.y;
  }

  /** Draws exactly `guides` (added, moved and removed by id), above everything else. */
  sync(guides: Guide[], zoom: number): void {
    this.guides = guides;
    const wanted = new Set(guides.map((g) => g.id));
    for (const [id, line] of this.lines) {
      if (!wanted.has(id)) {
        this.canvas.remove(line);
        this.lines.delete(id);
      }
    }
    for (const guide of guides) {
      const existing = this.lines.get(guide.id);
      if (existing) this.canvas.remove(existing);
      const line = new Line(lineFor(guide), {
        stroke: GUIDE_COLOUR,
        strokeWidth: GUIDE_WIDTH / zoom,
        selectable: true,
        hasControls: false,
        hasBorders: false,
        lockMovementX: guide.orientation === 'horizontal',
        lockMovementY: guide.orientation === 'vertical',
        hoverCursor: guide.orientation === 'vertical' ? 'ew-resize' : 'ns-resize',
        moveCursor: guide.orientation === 'vertical' ? 'ew-resize' : 'ns-resize',
        excludeFromExport: true,
        objectCaching: false,
        padding: 4 / zoom,
        visible: this.visible,
      }) as GuideLine;
      line.guide = guide;
      setId(line, guide.id);
      this.lines.set(guide.id, line);
      this.canvas.add(line);
    }
  }

  /** Keeps the lines 1 screen px wide at any zoom. */
  setZoom(zoom: number): void {
    for (const line of this.lines.values())
      line.set({ strokeWidth: GUIDE_WIDTH / zoom, padding: 4 / zoom });
  }

  setVisible(visible: boolean): void {
    this.visible = visible;
    for (const line of this.lines.values()) line.set('visible', visible);
  }

  bringToFront(): void {
    for (const line of this.lines.values()) this.canvas.bringObjectToFront(line);
  }
}
