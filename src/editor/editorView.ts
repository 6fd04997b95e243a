/**
 * The editor's view state and its listeners, with the rules that belong to the view alone:
 * zoom (spec canvas §4: the break points with the fit percent inserted, within the pixel
 * budget) and the Settings panel's switches.
 */
import { clampZoomPercent, zoomIn, zoomOut } from '../domain/canvas/zoom';
import type { EditorSettings, EditorViewState } from './viewState';
import { DEFAULT_SETTINGS, INITIAL_VIEW_STATE } from './viewState';

export class EditorView {
  state: EditorViewState = INITIAL_VIEW_STATE;
  private readonly listeners = new Set<(state: EditorViewState) => void>();

  subscribe(listener: (state: EditorViewState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Applies `patch` and tells the listeners when anything changed. */
  update(patch: Partial<EditorViewState>): void {
    const keys = Object.keys(patch) as (keyof EditorViewState)[];
    if (keys.every((k) => sameValue(this.state[k], patch[k]))) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener(this.state);
  }

  /** New zoom points (product or workspace changed): the view starts again at the fit. */
  setZoomRange(fitPercent: number, points: number[]): void {
    if (points.length === 0) return;
    const same = fitPercent === this.state.fitPercent && sameValue(points, this.state.zoomPoints);
    if (same) return;
    this.update({
      fitPercent,
      zoomPoints: points,
      zoomPercent: clampZoomPercent(fitPercent, points),
    });
  }

  /** Sets a percent, clamped to the zoom points' range; false when nothing changed. */
  zoomTo(percent: number): boolean {
    const { zoomPoints: points, zoomPercent } = this.state;
    if (points.length === 0 || zoomPercent === null) return false;
    const next = Math.min(points[points.length - 1]!, Math.max(points[0]!, percent));
    if (next === zoomPercent) return false;
    this.update({ zoomPercent: next });
    return true;
  }

  zoomIn = () => this.zoomStep(1);
  zoomOut = () => this.zoomStep(-1);
  toggleFullScreen = () => this.update({ fullScreen: !this.state.fullScreen });
  setShortcutHelp = (open: boolean) => this.update({ shortcutHelp: open });
  toggleLayersList = () => this.update({ layersList: !this.state.layersList });

  /** The neighbouring zoom point, up (1) or down (−1). */
  zoomStep(direction: 1 | -1): boolean {
    const { zoomPoints: points, zoomPercent } = this.state;
    if (zoomPercent === null) return false;
    return this.zoomTo(direction > 0 ? zoomIn(zoomPercent, points) : zoomOut(zoomPercent, points));
  }

  /** Sets the switches (null: the defaults) and returns them. */
  setSettings(settings: EditorSettings | null): EditorSettings {
    const next = settings ?? DEFAULT_SETTINGS;
    this.update({ settings: next });
    return next;
  }
}

/** Equal as far as the view is concerned: the same value, or arrays/objects of equal JSON. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}
