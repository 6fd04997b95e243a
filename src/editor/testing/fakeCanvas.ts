/**
 * A stand-in for the Fabric adapter in the controller's unit tests: it holds the design as the
 * JSON it was last given and lets a test play the user (`change`, `select`). The real adapter
 * is exercised by the end-to-end tests in Chromium.
 */
import type { DesignCanvas, DesignCanvasEvents, SelectionSummary } from '../../canvas';
import type { Guide } from '../../domain/canvas/guides';
import { EMPTY_SELECTION } from '../viewState';

export interface FakeCanvas extends DesignCanvas {
  /** The user changed the design to `json`. */
  change(json: string, gesture?: string): void;
  select(selection: Partial<SelectionSummary>): void;
  loads: (string | null)[];
  guides: Guide[];
  resolved: string[];
}

export const design = (n: number) =>
  JSON.stringify({ designVersion: 1, objects: Array(n).fill({}), background: '' });
export const EMPTY = design(0);

export function fakeCanvas(events: DesignCanvasEvents): FakeCanvas {
  let json = EMPTY;
  const artboard = { width: 960, height: 480 };
  const noop = () => undefined;
  const canvas: FakeCanvas = {
    loads: [],
    guides: [],
    resolved: [],
    change(next, gesture) {
      json = next;
      events.onChange?.(next, gesture);
    },
    select(selection) {
      events.onSelection?.({ ...EMPTY_SELECTION, ...selection });
    },
    setArtboard: noop,
    setView: noop,
    artboard: () => artboard,
    displayed: () => artboard,
    zoom: () => 1,
    setOverlays: noop,
    setGuides: (guides) => void (canvas.guides = guides),
    setGuidesVisible: noop,
    setGrid: noop,
    async load(next) {
      canvas.loads.push(next);
      json = next ?? EMPTY;
      await Promise.resolve();
    },
    serialize: () => json,
    isEmpty: () => json === EMPTY,
    objectCount: () => (JSON.parse(json) as { objects: unknown[] }).objects.length,
    addText: async () => undefined,
    editText: noop,
    setTextStyle: noop,
    addShape: noop,
    addNew: async () => undefined,
    editSelection: noop,
    setBackground: noop,
    addImage: async () => true,
    resolveUpload: (fileId) => void canvas.resolved.push(fileId),
    deleteSelection: noop,
    duplicateSelection: async () => undefined,
    copy: noop,
    paste: async () => undefined,
    nudge: noop,
    align: noop,
    distribute: noop,
    layer: noop,
    deselect: noop,
    selectAt: noop,
    snapshot: () => '',
    renderNow: () => 0,
    pictureArea: () => 0,
    dispose: async () => undefined,
  };
  return canvas;
}
