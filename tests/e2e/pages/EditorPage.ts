/**
 * Page object of the canvas editor: the artboard, the layer toolbar, the bottom bar, rulers and
 * dialogs, plus what a test reads back: the document state (`window.designerState()`) and pixels
 * of the screen. Positions on the artboard are artboard px (96 px per inch at 100 %); `toScreen`
 * maps them through the canvas element's box and the zoom, as the user sees them.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { DesignerPage } from './DesignerPage';

/** The spec's zoom break points, percent (canvas §4). */
export const ZOOM_BREAK_POINTS = [15, 25, 35, 50, 65, 80, 100, 125, 150, 200, 250];

/** Fabric object JSON as it sits in a history entry (only what the tests read). */
export interface DesignObject {
  id?: string;
  type: string;
  left: number;
  top: number;
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
  strokeWidth: number;
  originX: string;
  originY: string;
  text?: string;
  fontSize?: number;
  fontWeight?: number | string;
  fontFamily?: string;
  autoFit?: boolean;
  authoredFontSize?: number;
  fitHeight?: number;
  curve?: number;
  fontStyle?: string;
  underline?: boolean;
  linethrough?: boolean;
  textAlign?: string;
  lineHeight?: number;
  charSpacing?: number;
  uppercase?: boolean;
  stroke?: string | null;
  outlineCategory?: string;
  opacity?: number;
  fill?: string | null;
}

export interface DesignJson {
  designVersion: number;
  objects: DesignObject[];
  background: string;
}

interface HistorySnapshot {
  entries: string[];
  index: number;
}

export interface GuideSnapshot {
  id: string;
  orientation: 'vertical' | 'horizontal';
  position: number;
}

/** The parts of the editor state (Redux `editor`) the tests read. */
export interface EditorSnapshot {
  zoomPercent: number | null;
  fitPercent: number | null;
  sides: {
    printSide: string;
    active: 'front' | 'back';
    front: HistorySnapshot;
    back: HistorySnapshot;
  };
  loading: boolean;
  isModified: boolean;
  designSaved: boolean;
  unsavedAction: number | null;
  settings: { surface: boolean; grid: boolean; ruler: boolean; guides: boolean };
  guides: { front: GuideSnapshot[]; back: GuideSnapshot[] };
  selection: { count: number; types: string[]; ids: string[]; editingText: boolean };
  fullScreen: boolean;
}

export interface Point {
  x: number;
  y: number;
}

export type Rgb = [number, number, number];

/** Colour of new shapes (#1f6feb). */
export const SHAPE_FILL: Rgb = [0x1f, 0x6f, 0xeb];

/** The current design of a side (null: the side has no history yet). */
export function currentDesign(history: HistorySnapshot): DesignJson | null {
  const json = history.entries[history.index];
  return json ? (JSON.parse(json) as DesignJson) : null;
}

/** The centre of an object's box, artboard px, whatever its origin. */
export function centreOf(o: DesignObject): Point {
  const w = o.width * o.scaleX;
  const h = o.height * o.scaleY;
  const dx = o.originX === 'left' ? w / 2 : o.originX === 'right' ? -w / 2 : 0;
  const dy = o.originY === 'top' ? h / 2 : o.originY === 'bottom' ? -h / 2 : 0;
  return { x: o.left + dx, y: o.top + dy };
}

/** The bounding box of an object, artboard px, stroke width included (as Fabric measures it). */
export function boxOf(o: DesignObject): {
  left: number;
  top: number;
  width: number;
  height: number;
} {
  const c = centreOf(o);
  const width = o.width * o.scaleX + (o.strokeWidth ?? 0);
  const height = o.height * o.scaleY + (o.strokeWidth ?? 0);
  return { left: c.x - width / 2, top: c.y - height / 2, width, height };
}

/** Whether two colours are the same within `tolerance` per channel. */
export function sameColour(a: Rgb, b: Rgb, tolerance = 3): boolean {
  return a.every((v, i) => Math.abs(v - b[i]!) <= tolerance);
}

/** The next zoom point above `percent` (the spec's break points with the fit inserted). */
export function nextZoomPoint(percent: number, fit: number): number | undefined {
  return [...ZOOM_BREAK_POINTS, fit].sort((a, b) => a - b).find((p) => p > percent);
}

/** The next zoom point below `percent`. */
export function previousZoomPoint(percent: number, fit: number): number | undefined {
  return [...ZOOM_BREAK_POINTS, fit].sort((a, b) => b - a).find((p) => p < percent);
}

export class EditorPage extends DesignerPage {
  readonly workspace: Locator;
  readonly layerToolbar: Locator;
  readonly editorBar: Locator;
  readonly zoomReadout: Locator;
  readonly zoomIn: Locator;
  readonly zoomOut: Locator;
  readonly fullScreenButton: Locator;
  readonly undo: Locator;
  readonly redo: Locator;
  readonly startOver: Locator;
  readonly activeSide: Locator;
  readonly flipToBack: Locator;
  readonly flipToFront: Locator;
  readonly duplicateDesign: Locator;
  readonly dragBanner: Locator;
  readonly rulerTop: Locator;
  readonly rulerLeft: Locator;
  readonly resetDialog: Locator;
  readonly duplicateDialog: Locator;
  readonly fullScreenPreview: Locator;

  constructor(page: Page) {
    super(page);
    this.workspace = page.getByTestId('workspace');
    this.layerToolbar = page.getByRole('toolbar', { name: 'Layer tools' });
    this.editorBar = page.getByTestId('editor-bar');
    this.zoomReadout = page.getByTestId('zoom-readout');
    this.zoomIn = this.editorBar.getByRole('button', { name: 'Zoom in' });
    this.zoomOut = this.editorBar.getByRole('button', { name: 'Zoom out' });
    this.fullScreenButton = this.editorBar.getByRole('button', { name: 'Full-screen preview' });
    // Undo/redo and the double-sided tools are in the header on desktop, under the canvas on
    // the mobile layout (src/domain/layout/headerLayout); Start over in the header or its More.
    const tools = page.locator('[data-testid="app-header"], [data-testid="editor-bar"]');
    this.undo = tools.getByRole('button', { name: 'Undo', exact: true });
    this.redo = tools.getByRole('button', { name: 'Redo', exact: true });
    this.startOver = tools.getByRole('button', { name: 'Start over' });
    this.activeSide = page.getByTestId('active-side');
    this.flipToBack = tools.getByRole('button', { name: 'Flip to back' });
    this.flipToFront = tools.getByRole('button', { name: 'Flip to front' });
    this.duplicateDesign = tools.getByRole('button', { name: 'Duplicate design' });
    this.dragBanner = page.getByTestId('drag-banner');
    this.rulerTop = page.getByTestId('ruler-top');
    this.rulerLeft = page.getByTestId('ruler-left');
    this.resetDialog = page.getByTestId('confirm-history.reset');
    this.duplicateDialog = page.getByTestId('confirm-sides.duplicateDesign');
    this.fullScreenPreview = page.getByTestId('full-screen-preview');
  }

  /** Opens the designer for a product and waits until its artboard is laid out at the fit. */
  async openProduct(productId: number): Promise<void> {
    await this.open(`?pId=${productId}`);
    await expect(this.zoomReadout).toHaveText(/%$/);
    await this.settle();
  }

  /**
   * Options → picks the option labelled `name` (a radio of a short list, or an entry of a
   * dropdown for accessories of more than 3 options) and waits for the product to be
   * recalculated.
   */
  async chooseOption(name: string): Promise<void> {
    await this.openPanel('Options');
    await expect(this.panel.getByTestId('options-list')).toBeVisible();
    // The accessible name is the option's name, then its price difference if any.
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const option = this.panel.getByRole('radio', { name: new RegExp(`^${escaped}( [+−]\\$|$)`) });
    if ((await option.count()) > 0) {
      await option.check();
      await expect(this.panel.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(option).toBeChecked();
    } else {
      // A dropdown entry reads "name · +$x each · …".
      const entry = this.page.locator('option', { hasText: new RegExp(`^${escaped}( ·|$)`) });
      // `has` is matched inside each select: the entry locator is relative, not the panel's.
      const select = this.panel.locator('select', { has: entry });
      const value = await select.locator(entry).getAttribute('value');
      await select.selectOption(value ?? '');
      await expect(this.panel.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(select).toHaveValue(value ?? '');
    }
    await this.closePanel('Options');
  }

  // ---- state ----------------------------------------------------------------------------------

  /** The editor's view state (Redux) with the controller's histories and guides. */
  async state(): Promise<EditorSnapshot> {
    return this.page.evaluate(() => {
      type Document = Pick<EditorSnapshot, 'sides' | 'guides'>;
      const { editor, document } = (
        window as unknown as {
          designerState: () => {
            editor: Omit<EditorSnapshot, 'sides' | 'guides'>;
            document: Document;
          };
        }
      ).designerState();
      return { ...editor, sides: document.sides, guides: document.guides };
    });
  }

  /** The design of the side being edited, as its current history entry holds it. */
  async design(): Promise<DesignJson> {
    const s = await this.state();
    return (
      currentDesign(s.sides[s.sides.active]) ?? { designVersion: 0, objects: [], background: '' }
    );
  }

  async objects(): Promise<DesignObject[]> {
    return (await this.design()).objects;
  }

  async object(id: string): Promise<DesignObject> {
    const found = (await this.objects()).find((o) => o.id === id);
    if (!found) throw new Error(`no object ${id} in the design`);
    return found;
  }

  async objectIds(): Promise<string[]> {
    return (await this.objects()).map((o) => o.id ?? '');
  }

  /** Number of entries of the active side's history. */
  async historyLength(): Promise<number> {
    const s = await this.state();
    return s.sides[s.sides.active].entries.length;
  }

  async selectionIds(): Promise<string[]> {
    return (await this.state()).selection.ids;
  }

  // ---- geometry -------------------------------------------------------------------------------

  /** Fabric zoom (1 = 100 %) as the artboard reports it. */
  async zoom(): Promise<number> {
    return Number(await this.artboard.getAttribute('data-zoom'));
  }

  /** Artboard size at 100 %, px (96 per inch of the product size). */
  async artboardPx(): Promise<{ width: number; height: number }> {
    const w = Number(await this.artboard.getAttribute('data-width-in'));
    const h = Number(await this.artboard.getAttribute('data-height-in'));
    return { width: w * 96, height: h * 96 };
  }

  /**
   * The displayed artboard on screen. (The canvas element covers only the part of it in view,
   * plus a margin, when zoomed in.)
   */
  async canvasBox(): Promise<{ x: number; y: number; width: number; height: number }> {
    const box = await this.artboard.boundingBox();
    if (!box) throw new Error('canvas not laid out');
    return box;
  }

  /** Screen position of an artboard point. */
  async toScreen(p: Point): Promise<Point> {
    const [box, zoom] = await Promise.all([this.canvasBox(), this.zoom()]);
    return { x: box.x + p.x * zoom, y: box.y + p.y * zoom };
  }

  /** Screen position of an object's centre. */
  async screenCentre(id: string): Promise<Point> {
    return this.toScreen(centreOf(await this.object(id)));
  }

  /**
   * Waits until the layout is still: the artboard has its size at the zoom shown and the zoom no
   * longer changes (panels, toolbars and rulers re-fit the workspace).
   */
  async settle(): Promise<void> {
    let previous = '';
    await expect
      .poll(
        async () => {
          const [box, zoom, size, readout] = await Promise.all([
            this.artboard.boundingBox(),
            this.artboard.getAttribute('data-zoom'),
            this.artboardPx(),
            this.zoomReadout.textContent(),
          ]);
          if (!box || !zoom) return false;
          const z = Number(zoom);
          const sized =
            Math.abs(box.width - Math.round(size.width * z)) <= 1 &&
            Math.abs(box.height - Math.round(size.height * z)) <= 1;
          const key = `${zoom}|${readout}|${box.x}|${box.y}|${box.width}`;
          const still = key === previous;
          previous = key;
          return sized && still;
        },
        { intervals: [100] },
      )
      .toBe(true);
  }

  // ---- side menu ------------------------------------------------------------------------------

  async openPanel(title: string): Promise<void> {
    const item = this.menuItem(title);
    if ((await item.getAttribute('aria-pressed')) !== 'true') await item.click();
    await expect(this.panel.getByRole('heading', { name: title })).toBeVisible();
  }

  async closePanel(title: string): Promise<void> {
    const item = this.menuItem(title);
    if ((await item.getAttribute('aria-pressed')) === 'true') await item.click();
    await expect(this.panel).toBeHidden();
    await this.settle();
  }

  /** Elements → Rectangle / Circle / Triangle; returns the new object's id. */
  async addShape(name: 'Rectangle' | 'Circle' | 'Triangle'): Promise<string> {
    // By its command: the catalogue below lists elements of the same names.
    return this.addWith('Elements', `insert.${name.toLowerCase()}`);
  }

  /** Text → Add a text box; returns the new object's id. */
  async addTextBox(): Promise<string> {
    return this.addWith('Text', 'Add a text box');
  }

  /**
   * Text → Add a text box, `typed` over its placeholder (the new box is in editing with it
   * selected), the panel closed, and the box selected by a click; returns its id.
   */
  async writeText(typed: string): Promise<string> {
    const id = await this.addFromPanel('Text', 'Add a text box');
    await this.page.keyboard.type(typed);
    await this.page.keyboard.press('Escape');
    await expect.poll(async () => (await this.object(id)).text).toBe(typed);
    await this.closePanel('Text');
    await this.deselect();
    await this.select(id);
    return id;
  }

  private async addWith(panel: string, button: string): Promise<string> {
    const id = await this.addFromPanel(panel, button);
    await this.closePanel(panel);
    return id;
  }

  /**
   * Opens `panel`, clicks `button` (its name, or `insert.…`: the command's button) and waits
   * for the object it adds; the panel stays open.
   */
  private async addFromPanel(panel: string, button: string): Promise<string> {
    const before = new Set(await this.objectIds());
    await this.openPanel(panel);
    await (
      button.startsWith('insert.')
        ? this.panel.locator(`[data-command="${button}"]`)
        : this.panel.getByRole('button', { name: button })
    ).click();
    let id = '';
    await expect
      .poll(async () => {
        id = (await this.objectIds()).find((i) => !before.has(i)) ?? '';
        return id;
      })
      .not.toBe('');
    return id;
  }

  // ---- pointer --------------------------------------------------------------------------------

  /** Clicks an object at its centre (shift-click adds it to the selection). */
  async clickObject(id: string, modifiers: ('Shift' | 'Control')[] = []): Promise<void> {
    const p = await this.screenCentre(id);
    for (const key of modifiers) await this.page.keyboard.down(key);
    await this.page.mouse.click(p.x, p.y);
    for (const key of modifiers) await this.page.keyboard.up(key);
  }

  /** Selects an object by clicking it, and waits until the state says it is selected. */
  async select(id: string): Promise<void> {
    await this.clickObject(id);
    await expect.poll(() => this.selectionIds()).toEqual([id]);
    await this.settle();
  }

  /**
   * Clicks (or taps, on a touch screen) an empty spot of the artboard (a corner no object
   * covers): nothing stays selected.
   */
  async deselect(how: 'click' | 'tap' = 'click'): Promise<void> {
    const [board, zoom, objects] = await Promise.all([
      this.artboardPx(),
      this.zoom(),
      this.objects(),
    ]);
    const inset = 4 / zoom;
    const spots = [
      { x: inset, y: inset },
      { x: board.width - inset, y: inset },
      { x: inset, y: board.height - inset },
      { x: board.width - inset, y: board.height - inset },
    ];
    const free = spots.find((p) =>
      objects.every((o) => {
        const b = boxOf(o);
        return p.x < b.left || p.x > b.left + b.width || p.y < b.top || p.y > b.top + b.height;
      }),
    );
    if (!free) throw new Error('no empty corner to click');
    const at = await this.toScreen(free);
    if (how === 'tap') await this.page.touchscreen.tap(at.x, at.y);
    else await this.page.mouse.click(at.x, at.y);
    await expect.poll(async () => (await this.state()).selection.count).toBe(0);
    await this.settle();
  }

  /** Drags from one screen point to another in small steps, with optional keys held. */
  async drag(from: Point, to: Point, hold: string[] = []): Promise<void> {
    const mouse = this.page.mouse;
    await mouse.move(from.x, from.y);
    for (const key of hold) await this.page.keyboard.down(key);
    await mouse.down();
    await mouse.move(to.x, to.y, { steps: 12 });
    await mouse.up();
    for (const key of hold.reverse()) await this.page.keyboard.up(key);
  }

  /** Drags an object by its centre by `by` artboard px. */
  async dragObject(id: string, by: Point, hold: string[] = []): Promise<void> {
    const from = await this.screenCentre(id);
    const zoom = await this.zoom();
    await this.drag(from, { x: from.x + by.x * zoom, y: from.y + by.y * zoom }, hold);
  }

  /** A drag marquee between two artboard points. */
  async marquee(from: Point, to: Point): Promise<void> {
    await this.drag(await this.toScreen(from), await this.toScreen(to));
  }

  /** Moves the keyboard focus off buttons (a click on the zoom readout, which takes no focus). */
  async blurControls(): Promise<void> {
    await this.zoomReadout.click();
  }

  // ---- screen ---------------------------------------------------------------------------------

  /** The colour of the screen pixel at a page point (a 1 × 1 screenshot, decoded in the page). */
  async pixel(p: Point): Promise<Rgb> {
    const png = await this.page.screenshot({
      clip: { x: Math.floor(p.x), y: Math.floor(p.y), width: 1, height: 1 },
      animations: 'disabled',
    });
    return this.page.evaluate(async (b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const ctx = new OffscreenCanvas(1, 1).getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      ctx.drawImage(bitmap, 0, 0);
      const d = ctx.getImageData(0, 0, 1, 1).data;
      return [d[0] ?? 0, d[1] ?? 0, d[2] ?? 0] as Rgb;
    }, png.toString('base64'));
  }

  /** The colour on screen at an artboard point. */
  async pixelAt(p: Point): Promise<Rgb> {
    return this.pixel(await this.toScreen(p));
  }

  /** The zoom percent the readout shows (NaN for '-'). */
  async readoutPercent(): Promise<number> {
    return Number.parseFloat((await this.zoomReadout.textContent()) ?? '');
  }

  /** Whether the workspace scrolls (the artboard is larger than it). */
  async workspaceScrollable(): Promise<boolean> {
    return this.workspace.evaluate(
      (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
    );
  }

  async workspaceScroll(): Promise<Point> {
    return this.workspace.evaluate((el) => ({ x: el.scrollLeft, y: el.scrollTop }));
  }

  /** Clicks Zoom in until the artboard is larger than the workspace. */
  async zoomInUntilScrollable(): Promise<void> {
    for (let i = 0; i < 12 && !(await this.canvasExceedsWorkspace()); i++) {
      const before = await this.readoutPercent();
      await this.zoomIn.click();
      await expect.poll(() => this.readoutPercent()).not.toBe(before);
      await this.settle();
    }
    expect(await this.canvasExceedsWorkspace()).toBe(true);
  }

  /** Whether the canvas, as laid out, is wider or taller than the workspace. */
  async canvasExceedsWorkspace(): Promise<boolean> {
    const [box, ws] = await Promise.all([this.canvasBox(), this.workspace.boundingBox()]);
    if (!ws) return false;
    return box.width > ws.width || box.height > ws.height;
  }

  /** Layer toolbar button by its label. */
  tool(name: string): Locator {
    return this.layerToolbar.getByRole('button', { name, exact: true });
  }

  settingSwitch(name: string): Locator {
    return this.panel.getByRole('switch', { name });
  }
}
