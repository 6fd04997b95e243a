/**
 * The editor benchmark page (`/harness/editor-bench.html`): the real DesignCanvas on a
 * 4 × 8 ft banner (96 × 48 in, 9216 × 4608 artboard px) with the banner's overlays (grommets
 * every 2–3 ft, hem), and two designs of 300 objects each (front and back: 100 textboxes,
 * 100 shapes, 100 images of 512 × 512 px generated here), placed by a seeded PRNG so every run
 * draws the same thing. `npm run bench:editor` drives it through `window.editorBench`:
 * `setup` (one zoom per page), `run` (render, undo, flip, measured inside the page) and the
 * drag helpers (the drag itself is real mouse input sent by Playwright).
 *
 * Times are main-thread ms from `performance.now()`. A render is Fabric's synchronous
 * `renderAll()` (`DesignCanvas.renderNow`); Chromium records canvas drawing and rasterises it
 * later, so each render is followed by a 1 px `getImageData`, which forces the recorded drawing
 * to be rasterised: "render + raster" is the cost a frame pays.
 */
import { createDesignCanvas, DESIGN_JSON_VERSION } from '../../src/canvas';
import type { DesignCanvas, ShapeKind } from '../../src/canvas';
import { artboardSizePx, displayedSize, fitZoom } from '../../src/domain/artboard';
import type { Region } from '../../src/domain/canvas/renderRegion';
import { renderRegion } from '../../src/domain/canvas/renderRegion';
import { clampZoomPercent, roundFitPercent, zoomPoints } from '../../src/domain/canvas/zoom';
import { compareRenders } from '../common/compareRenders';
import type { RenderComparison } from '../common/compareRenders';
import { overlayPlan } from '../../src/domain/overlays';
import { seededRandom } from '../../src/domain/seededRandom';
import { TUNABLES } from '../../src/domain/tunables';
import { currentPixelBudget } from '../../src/platform/engine';

/** The banner: 4 × 8 ft, grommets every 2–3 feet and a 1 in hem. */
const BANNER = { widthInches: 96, heightInches: 48 } as const;
const HEM_INCHES = 1;
const ARTBOARD = artboardSizePx(BANNER.widthInches, BANNER.heightInches);
/** Objects of each kind per side. */
const PER_KIND = 100;
/** Side of the generated images, px. */
const IMAGE_SIDE = 512;
const FONTS = ['Arial', 'Times New Roman', 'Courier New', 'Georgia', 'Verdana'];
const FONT_SIZES = [36, 48, 64, 96, 128, 192, 256, 384];
const WORDS = (
  'grand opening sale today only fresh local coffee bakery open late free parking ' +
  'summer festival live music family fun kids welcome best prices in town new arrivals ' +
  'call now visit us online order ahead thank you for your support since nineteen ninety'
).split(' ');

export type ZoomName = 'fit' | 'full';
export type ImageSource = 'blob' | 'data';

export interface SetupOptions {
  /** 'fit': the fit zoom of the window; 'full': 100 %, or the nearest lower zoom the app allows. */
  zoom: ZoomName;
  /** How image objects reference their PNG: a blob URL (like a server URL) or a data URL. */
  images?: ImageSource;
}

export interface SetupInfo {
  zoomPercent: number;
  fitPercent: number;
  /** The zoom points the app offers for this artboard, budget and dpr. */
  zoomPoints: number[];
  devicePixelRatio: number;
  /** The canvas element in CSS px and its backing store in device px. */
  canvas: { width: number; height: number };
  backingStore: { width: number; height: number };
  objects: number;
  /** The banner's overlays: grommet rings and whether the hem line is drawn. */
  overlays: { grommets: number; hem: boolean };
  /** Bytes of the generated front design and of the canvas's own serialisation of it. */
  designBytes: number;
  serializedBytes: number;
  imagesMs: number;
  /** The first load of the front design (images fetched and decoded for the first time). */
  firstLoadMs: number;
  firstRenderMs: number;
}

export interface RenderSample {
  /** `renderAll()` alone. */
  jsMs: number;
  /** The 1 px readback after it (the recorded drawing rasterised). */
  rasterMs: number;
  totalMs: number;
}

export interface UndoSample {
  /** A change: add a shape (insert, select, and serialise the design for onChange). */
  changeMs: number;
  /** `serialize()` of the changed design alone. */
  serializeMs: number;
  /** Undo: `load(previous snapshot)`, then the first render + raster. */
  loadMs: number;
  renderMs: number;
  undoMs: number;
}

export interface FlipSample {
  /** Flip: the current side serialised (saved on its side), the other side loaded and drawn. */
  serializeMs: number;
  loadMs: number;
  renderMs: number;
  flipMs: number;
}

export interface FidelityResult extends RenderComparison {
  width: number;
  height: number;
  /** Device px held by object pictures when drawn (0: none was used). */
  pictureArea: number;
  /** Of the canvas as Fabric draws it: tells whether the scene changed between two checks. */
  checksum: number;
}

export interface RunOptions {
  renders?: number;
  undos?: number;
  flips?: number;
  /** Renders per subset (images, text, shapes only, overlays only); 0 skips the breakdown. */
  breakdown?: number;
}

export interface RunResult {
  /** Renders of the unchanged scene (the layer pictures copied). */
  render: RenderSample[];
  /** Renders drawing every object again (as after a change outside the selection). */
  redraw: RenderSample[];
  /** Every object drawn again as Fabric draws it (no pictures), as after a load. */
  fresh: RenderSample[];
  /** Render of one kind of object at a time (same positions), and of the overlays alone. */
  breakdown: Record<string, RenderSample[]>;
  undo: UndoSample[];
  flipToFull: FlipSample[];
  flipToEmpty: FlipSample[];
  /** Flip back from the empty side to the 300-object side. */
  flipFromEmpty: FlipSample[];
}

export interface DragSample {
  /** The mousemove handlers (Fabric's transform, snapping against the other objects). */
  handlerMs: number;
  /** Fabric's render in the next animation frame (rAF callbacks around it). */
  renderMs: number;
  /** From that frame's first rAF callback to the end of the frame's task (raster, paint). */
  frameMs: number;
  /** handler + frame: the main-thread work one pointer step costs. */
  stepMs: number;
}

type Json = Record<string, unknown>;

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
const colour = (rng: Rng) =>
  `hsl(${Math.round(rng() * 360)}, ${Math.round(between(rng, 40, 90))}%, ${Math.round(between(rng, 25, 70))}%)`;
/** Some objects are rotated, most are not. */
const angle = (rng: Rng) => (rng() < 0.2 ? Math.round(between(rng, -30, 30)) : 0);

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(blob);
  });
}

/** A 512 × 512 PNG: gradient, translucent discs and a number, different for every index. */
async function makeImage(rng: Rng, label: string, source: ImageSource): Promise<string> {
  const canvas = new OffscreenCanvas(IMAGE_SIDE, IMAGE_SIDE);
  const ctx = canvas.getContext('2d')!;
  const gradient = ctx.createLinearGradient(0, 0, IMAGE_SIDE, IMAGE_SIDE);
  gradient.addColorStop(0, colour(rng));
  gradient.addColorStop(1, colour(rng));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, IMAGE_SIDE, IMAGE_SIDE);
  for (let i = 0; i < 14; i++) {
    ctx.globalAlpha = between(rng, 0.3, 0.8);
    ctx.fillStyle = colour(rng);
    ctx.beginPath();
    ctx.arc(rng() * IMAGE_SIDE, rng() * IMAGE_SIDE, between(rng, 16, 140), 0, 2 * Math.PI);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
  ctx.fillStyle = '#fff';
  ctx.font = 'bold 72px sans-serif';
  ctx.fillText(label, 28, 96);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return source === 'blob' ? URL.createObjectURL(blob) : blobToDataUrl(blob);
}

function textbox(rng: Rng, i: number, side: string): Json {
  const fontSize = pick(rng, FONT_SIZES);
  const maxWords = fontSize >= 192 ? 4 : fontSize >= 96 ? 16 : 48;
  const words = Array.from({ length: 1 + Math.floor(rng() * maxWords) }, () => pick(rng, WORDS));
  return {
    type: 'Textbox',
    id: `changeable-text-${side}${i}`,
    left: between(rng, 0.05, 0.95) * ARTBOARD.width,
    top: between(rng, 0.05, 0.95) * ARTBOARD.height,
    originX: 'center',
    originY: 'center',
    width: Math.min(ARTBOARD.width * 0.8, fontSize * between(rng, 4, 16)),
    angle: angle(rng),
    text: words.join(' '),
    fontSize,
    fontFamily: pick(rng, FONTS),
    fontWeight: rng() < 0.3 ? 'bold' : 'normal',
    fontStyle: rng() < 0.15 ? 'italic' : 'normal',
    textAlign: pick(rng, ['left', 'center', 'right'] as const),
    fill: colour(rng),
  };
}

/** A star or a wave: Fabric path commands, in the path's own coordinates. */
function pathCommands(rng: Rng, size: number): (string | number)[][] {
  if (rng() < 0.5) {
    const points = 5 + Math.floor(rng() * 4);
    const commands: (string | number)[][] = [];
    for (let k = 0; k < points * 2; k++) {
      const r = k % 2 === 0 ? size / 2 : size / 5;
      const a = (Math.PI * k) / points - Math.PI / 2;
      commands.push([k === 0 ? 'M' : 'L', size / 2 + r * Math.cos(a), size / 2 + r * Math.sin(a)]);
    }
    commands.push(['Z']);
    return commands;
  }
  const waves = 3 + Math.floor(rng() * 4);
  const step = size / waves;
  const commands: (string | number)[][] = [['M', 0, size / 2]];
  for (let k = 0; k < waves; k++) {
    commands.push(['Q', k * step + step / 2, k % 2 === 0 ? 0 : size, (k + 1) * step, size / 2]);
  }
  commands.push(['L', size, size], ['L', 0, size], ['Z']);
  return commands;
}

function shape(rng: Rng, i: number, side: string): Json {
  const size = between(rng, 100, 1400);
  const common = {
    id: `changeable-color-${side}${i}`,
    left: between(rng, 0.05, 0.95) * ARTBOARD.width,
    top: between(rng, 0.05, 0.95) * ARTBOARD.height,
    originX: 'center',
    originY: 'center',
    angle: angle(rng),
    fill: colour(rng),
    opacity: rng() < 0.2 ? 0.7 : 1,
    ...(rng() < 0.3 ? { stroke: colour(rng), strokeWidth: Math.round(between(rng, 4, 24)) } : {}),
  };
  switch (i % 4) {
    case 0:
      return {
        type: 'Rect',
        ...common,
        width: size,
        height: size * between(rng, 0.3, 1.5),
        ...(rng() < 0.3 ? { rx: size / 10, ry: size / 10 } : {}),
      };
    case 1:
      return { type: 'Circle', ...common, radius: size / 2 };
    case 2:
      return { type: 'Triangle', ...common, width: size, height: size * between(rng, 0.6, 1.2) };
    default:
      return { type: 'Path', ...common, path: pathCommands(rng, size) };
  }
}

function image(rng: Rng, i: number, side: string, src: string): Json {
  const scale = between(rng, 0.5, 4);
  return {
    type: 'Image',
    id: `changeable-image-${side}${i}`,
    src,
    crossOrigin: null,
    left: between(rng, 0.05, 0.95) * ARTBOARD.width,
    top: between(rng, 0.05, 0.95) * ARTBOARD.height,
    originX: 'center',
    originY: 'center',
    width: IMAGE_SIDE,
    height: IMAGE_SIDE,
    scaleX: scale,
    scaleY: scale,
    angle: angle(rng),
  };
}

/** Where the dragged object (the topmost, an image) sits: the artboard's centre. */
const DRAGGED_CENTRE = { x: ARTBOARD.width / 2, y: ARTBOARD.height / 2 };

/**
 * The objects of one side, bottom to top: 100 textboxes, 100 shapes and 100 images shuffled;
 * the topmost is an image at the artboard's centre (the one the drag moves).
 */
function designObjects(seed: number, side: string, images: string[]): Json[] {
  const rng = seededRandom(seed);
  const objects: Json[] = [];
  for (let i = 0; i < PER_KIND; i++) {
    objects.push(textbox(rng, i, side), shape(rng, i, side), image(rng, i, side, images[i]!));
  }
  for (let i = objects.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [objects[i], objects[j]] = [objects[j]!, objects[i]!];
  }
  const topImage = objects.findLastIndex((o) => o.type === 'Image');
  const [dragged] = objects.splice(topImage, 1) as [Json];
  objects.push({
    ...dragged,
    left: DRAGGED_CENTRE.x,
    top: DRAGGED_CENTRE.y,
    angle: 0,
    scaleX: 1.5,
    scaleY: 1.5,
  });
  return objects;
}

const designJson = (objects: Json[]) =>
  JSON.stringify({ designVersion: DESIGN_JSON_VERSION, objects, background: '' });

const element = document.querySelector<HTMLCanvasElement>('#canvas')!;
const board = document.querySelector<HTMLDivElement>('#artboard')!;
let region: Region | null = null;

/** As in the app: the canvas covers the part of the artboard in the window, plus a margin. */
function placeRegion(design: DesignCanvas, zoom: number, fresh: boolean): void {
  const displayed = displayedSize(ARTBOARD, zoom);
  board.style.width = `${displayed.width}px`;
  board.style.height = `${displayed.height}px`;
  const rect = board.getBoundingClientRect();
  const visible = { x: -rect.left, y: -rect.top, width: innerWidth, height: innerHeight };
  const next = renderRegion(displayed, visible, fresh ? null : region);
  if (next === region) return;
  region = next;
  design.setArtboard(ARTBOARD, zoom, next);
}
const status = document.querySelector<HTMLElement>('#status')!;

interface State {
  design: DesignCanvas;
  /** The context Fabric draws into (the element it was given is its lower canvas). */
  ctx: CanvasRenderingContext2D;
  zoom: number;
  front: string;
  back: string;
  frontObjects: Json[];
}
let state: State | null = null;
/** Sizes of the snapshots the canvas reported (the app keeps them as history entries). */
const changes: number[] = [];

function current(): State {
  if (!state) throw new Error('call editorBench.setup() first');
  return state;
}

/** After the next frame has been produced (so measurements do not pile up inside one task). */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Forces the recorded drawing to be rasterised; returns the ms it took. */
function raster(ctx: CanvasRenderingContext2D): number {
  const start = performance.now();
  ctx.getImageData(0, 0, 1, 1);
  return performance.now() - start;
}

/** `redraw`: every object drawn again (from its picture); `fresh`: as Fabric draws it. */
type Redraw = 'none' | 'redraw' | 'fresh';

function renderSample(s: State, redraw: Redraw = 'none'): RenderSample {
  const jsMs = s.design.renderNow({ redraw: redraw === 'redraw', fresh: redraw === 'fresh' });
  const rasterMs = raster(s.ctx);
  return { jsMs, rasterMs, totalMs: jsMs + rasterMs };
}

function zoomFor(name: ZoomName) {
  const dpr = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const viewport = { width: innerWidth, height: innerHeight };
  const fitPercent = roundFitPercent(
    fitZoom(viewport, ARTBOARD, TUNABLES.layout.artboardMarginPx) * 100,
  );
  const points = zoomPoints(fitPercent, ARTBOARD, currentPixelBudget(), dpr);
  const percent = clampZoomPercent(name === 'fit' ? fitPercent : 100, points);
  return { percent, fitPercent, points, dpr };
}

async function setup(options: SetupOptions): Promise<SetupInfo> {
  if (state) throw new Error('one setup per page');
  const source = options.images ?? 'blob';
  status.textContent = 'Generating images…';
  const imagesStart = performance.now();
  const rng = seededRandom(7);
  const frontImages: string[] = [];
  const backImages: string[] = [];
  for (let i = 0; i < PER_KIND; i++) frontImages.push(await makeImage(rng, `F${i}`, source));
  for (let i = 0; i < PER_KIND; i++) backImages.push(await makeImage(rng, `B${i}`, source));
  const imagesMs = performance.now() - imagesStart;
  const frontObjects = designObjects(1, 'front', frontImages);
  const front = designJson(frontObjects);
  const back = designJson(designObjects(2, 'back', backImages));

  const zoom = zoomFor(options.zoom);
  // Like the app, every change is serialised for the history (onChange).
  const design = createDesignCanvas(element, {
    onChange: (json) => {
      changes.push(json.length);
    },
  });
  placeRegion(design, zoom.percent / 100, true);
  addEventListener('scroll', () => placeRegion(design, zoom.percent / 100, false), {
    passive: true,
  });
  const plan = overlayPlan({ grommet: 'every-2-3-feet', hem: HEM_INCHES }, BANNER);
  design.setOverlays(plan);
  const ctx = element.getContext('2d')!;
  state = { design, ctx, zoom: zoom.percent / 100, front, back, frontObjects };

  status.textContent = 'Loading the design…';
  const loadStart = performance.now();
  await design.load(front);
  const firstLoadMs = performance.now() - loadStart;
  const first = renderSample(state);
  status.textContent = `Ready at ${zoom.percent} %`;
  return {
    zoomPercent: zoom.percent,
    fitPercent: zoom.fitPercent,
    zoomPoints: zoom.points,
    devicePixelRatio: zoom.dpr,
    canvas: design.displayed(),
    backingStore: { width: element.width, height: element.height },
    objects: design.objectCount(),
    overlays: { grommets: plan.grommets?.rings.length ?? 0, hem: plan.hem !== null },
    designBytes: front.length,
    serializedBytes: design.serialize().length,
    imagesMs,
    firstLoadMs,
    firstRenderMs: first.totalMs,
  };
}

/** Renders of the unchanged scene, or with every object drawn again. */
async function measureRenders(
  s: State,
  count: number,
  redraw: Redraw = 'none',
): Promise<RenderSample[]> {
  s.design.deselect();
  const samples: RenderSample[] = [];
  for (let i = 0; i < count; i++) {
    await nextFrame();
    samples.push(renderSample(s, redraw));
  }
  return samples;
}

/** Each kind of object alone (same positions and stacking), and the overlays alone. */
async function measureBreakdown(s: State, count: number): Promise<Record<string, RenderSample[]>> {
  const subsets: Record<string, (o: Json) => boolean> = {
    images: (o) => o.type === 'Image',
    text: (o) => o.type === 'Textbox',
    shapes: (o) => o.type !== 'Image' && o.type !== 'Textbox',
    overlays: () => false,
  };
  const out: Record<string, RenderSample[]> = {};
  for (const [name, keep] of Object.entries(subsets)) {
    await s.design.load(designJson(s.frontObjects.filter(keep)));
    await measureRenders(s, 3, 'redraw'); // caches, decodes and pictures
    out[name] = await measureRenders(s, count, 'redraw');
  }
  await s.design.load(s.front);
  await measureRenders(s, 2);
  return out;
}

const SHAPES: ShapeKind[] = ['rectangle', 'circle', 'triangle'];

async function measureUndo(s: State, count: number): Promise<UndoSample[]> {
  s.design.deselect();
  // The history's current entry: what the canvas showed before the change.
  const before = s.design.serialize();
  const objects = s.design.objectCount();
  const samples: UndoSample[] = [];
  for (let i = 0; i < count; i++) {
    await nextFrame();
    const t0 = performance.now();
    const reported = changes.length;
    s.design.addShape(SHAPES[i % SHAPES.length]!);
    const t1 = performance.now();
    if (changes.length !== reported + 1) throw new Error('the change was not reported');
    s.design.serialize();
    const t2 = performance.now();
    await nextFrame();
    const t3 = performance.now();
    await s.design.load(before);
    const t4 = performance.now();
    const render = renderSample(s);
    if (s.design.objectCount() !== objects) throw new Error('undo did not restore the design');
    samples.push({
      changeMs: t1 - t0,
      serializeMs: t2 - t1,
      loadMs: t4 - t3,
      renderMs: render.totalMs,
      undoMs: t4 - t3 + render.totalMs,
    });
  }
  return samples;
}

async function flipTo(
  s: State,
  json: string | null,
): Promise<{ sample: FlipSample; saved: string }> {
  await nextFrame();
  const t0 = performance.now();
  const saved = s.design.serialize();
  const t1 = performance.now();
  await s.design.load(json);
  const t2 = performance.now();
  const render = renderSample(s);
  return {
    saved,
    sample: {
      serializeMs: t1 - t0,
      loadMs: t2 - t1,
      renderMs: render.totalMs,
      flipMs: t2 - t0 + render.totalMs,
    },
  };
}

/**
 * Flips between the two 300-object sides (ending on the front), then from the front to an empty
 * side and back, `count` times each.
 */
async function measureFlips(s: State, count: number) {
  s.design.deselect();
  const toFull: FlipSample[] = [];
  const toEmpty: FlipSample[] = [];
  const fromEmpty: FlipSample[] = [];
  let other = s.back;
  for (let i = 0; i < count; i++) {
    const { sample, saved } = await flipTo(s, other);
    toFull.push(sample);
    other = saved;
  }
  if (count % 2 === 1) await flipTo(s, other); // back to the front
  for (let i = 0; i < count; i++) {
    const away = await flipTo(s, null);
    toEmpty.push(away.sample);
    const back = await flipTo(s, away.saved);
    fromEmpty.push(back.sample);
  }
  return { toFull, toEmpty, fromEmpty };
}

async function run(options: RunOptions = {}): Promise<RunResult> {
  const s = current();
  status.textContent = 'Measuring…';
  const render = await measureRenders(s, options.renders ?? 50);
  const redraw = await measureRenders(s, options.renders ?? 50, 'redraw');
  const fresh = await measureRenders(s, options.renders ?? 50, 'fresh');
  const breakdown = options.breakdown ? await measureBreakdown(s, options.breakdown) : {};
  const undo = await measureUndo(s, options.undos ?? 10);
  const flips = await measureFlips(s, options.flips ?? 10);
  status.textContent = 'Done';
  return {
    render,
    redraw,
    fresh,
    breakdown,
    undo,
    flipToFull: flips.toFull,
    flipToEmpty: flips.toEmpty,
    flipFromEmpty: flips.fromEmpty,
  };
}

/* The drag: Playwright presses the mouse on the dragged object and moves it step by step. */

let dragSamples: DragSample[] = [];
let dropSample: DragSample | null = null;
let armed = false;
let waiters: (() => void)[] = [];

/**
 * Times one input event: its handlers (a window capture listener runs first, a window bubble
 * listener last), then the frame it causes. Fabric asks for its render with requestAnimationFrame
 * inside the handler, so a rAF callback registered before it (capture) and one after it (bubble)
 * bracket the render; a message posted from the second arrives once the frame's task (raster
 * of the recorded drawing, paint) is over.
 */
function timeEvent(record: (sample: DragSample) => void) {
  let t0 = 0;
  let frameStart = 0;
  const capture = () => {
    if (!armed) return;
    t0 = performance.now();
    requestAnimationFrame(() => {
      frameStart = performance.now();
    });
  };
  const bubble = () => {
    if (!armed) return;
    const handlerMs = performance.now() - t0;
    requestAnimationFrame(() => {
      const renderMs = performance.now() - frameStart;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const frameMs = performance.now() - frameStart;
        record({ handlerMs, renderMs, frameMs, stepMs: handlerMs + frameMs });
        channel.port1.close();
        const ready = waiters;
        waiters = [];
        for (const w of ready) w();
      };
      channel.port2.postMessage(0);
    });
  };
  return { capture, bubble };
}

const move = timeEvent((sample) => dragSamples.push(sample));
const up = timeEvent((sample) => {
  dropSample = sample;
});
window.addEventListener('mousemove', move.capture, true);
window.addEventListener('mousemove', move.bubble);
window.addEventListener('mouseup', up.capture, true);
window.addEventListener('mouseup', up.bubble);

/** Scrolls the dragged object into view; returns its centre in viewport (CSS) px. */
/** Scrolls the artboard point (px at 100 %) to the window's centre; where it is in the window. */
function scrollToPoint(point: { x: number; y: number }): { x: number; y: number } {
  const s = current();
  const rect = () => board.getBoundingClientRect();
  const x = point.x * s.zoom;
  const y = point.y * s.zoom;
  const r0 = rect();
  window.scrollTo(
    Math.max(0, r0.left + scrollX + x - innerWidth / 2),
    Math.max(0, r0.top + scrollY + y - innerHeight / 2),
  );
  placeRegion(s.design, s.zoom, false); // the scroll event would come a frame later
  const r = rect();
  return { x: r.left + x, y: r.top + y };
}

function dragTarget(): { x: number; y: number } {
  current().design.deselect();
  return scrollToPoint(DRAGGED_CENTRE);
}

function dragArm(): void {
  dragSamples = [];
  dropSample = null;
  armed = true;
}

/** Resolves once `count` steps (or the drop, count 0) have been timed. */
function dragWait(count: number): Promise<void> {
  const done = () => (count === 0 ? dropSample !== null : dragSamples.length >= count);
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => (done() ? resolve() : waiters.push(check));
    waiters.push(check);
  });
}

function dragResult(): { steps: DragSample[]; drop: DragSample | null; objects: number } {
  armed = false;
  return { steps: dragSamples, drop: dropSample, objects: current().design.objectCount() };
}

declare global {
  interface Window {
    editorBench: {
      setup: typeof setup;
      run: typeof run;
      dragTarget: typeof dragTarget;
      dragArm: typeof dragArm;
      dragWait: typeof dragWait;
      dragResult: typeof dragResult;
      fidelity: typeof fidelity;
      addTextOnTop: typeof addTextOnTop;
    };
  }
}

/**
 * The canvas as drawn now, from the objects' device pictures, compared with the same scene drawn
 * as Fabric draws it. `warm`: first draw it unchanged twice (the second makes the pictures).
 */
async function fidelity(warm = true): Promise<FidelityResult> {
  const s = current();
  s.design.deselect();
  for (let i = 0; i < (warm ? 3 : 1); i++) {
    await nextFrame();
    s.design.renderNow({ redraw: true });
  }
  const { width, height } = element;
  const pictureArea = s.design.pictureArea();
  const fromPictures = s.ctx.getImageData(0, 0, width, height).data;
  s.design.renderNow({ fresh: true });
  const asFabricDraws = s.ctx.getImageData(0, 0, width, height).data;
  let checksum = 0;
  for (let i = 0; i < asFabricDraws.length; i++)
    checksum = (checksum * 31 + asFabricDraws[i]!) % 2_147_483_647;
  const seams = { rows: [], columns: [] };
  const comparison = compareRenders(asFabricDraws, fromPictures, width, height, seams);
  return { width, height, pictureArea, checksum, ...comparison };
}

/**
 * The app's "Add text" at the artboard's centre, on top of everything; deselected and drawn
 * until it has its picture. Returns where it is in the window.
 */
async function addTextOnTop(): Promise<{ x: number; y: number }> {
  const s = current();
  s.design.addText();
  const at = scrollToPoint({ x: ARTBOARD.width / 2, y: ARTBOARD.height / 2 });
  await fidelity(true);
  return at;
}

window.editorBench = {
  setup,
  run,
  dragTarget,
  dragArm,
  dragWait,
  dragResult,
  fidelity,
  addTextOnTop,
};
