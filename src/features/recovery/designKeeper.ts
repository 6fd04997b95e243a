/**
 * Keeps the open design in IndexedDB as it changes (issue 19): after every change the editor
 * controller reports, once no other change came for `keepDelayMs` (1 s), in an idle moment
 * (requestIdleCallback, at most `idleTimeoutMs` = 2 s later), the design is serialised and
 * written with the product selection and the originals of its local images (within
 * `imageBudgetBytes`, 100 MiB). A tab being hidden writes at once (phones kill hidden tabs). A
 * saved design (Save, Add to cart: `design.markSaved`) clears the kept copy. A full storage
 * warns once and never breaks the editor.
 */
import type { CalculatorRequest } from '../../domain/product';
import type { KeptDesign } from '../../domain/editor/keptDesign';
import {
  imagesWithinBudget,
  KEPT_DESIGN_VERSION,
  localImageIds,
  RECOVERY_TUNABLES,
} from '../../domain/editor/keptDesign';
import type { EditorController, EditorViewState } from '../../editor';
import type { KeepResult, KeptImage } from '../../platform/keptDesignStore';

export interface DesignKeeperDeps {
  controller: Pick<EditorController, 'designs' | 'artboard' | 'getState' | 'subscribe'>;
  /** The applied product selection, and a subscription to its changes. */
  applied(): CalculatorRequest | null;
  subscribeApplied(listener: () => void): () => void;
  /** The original of a local image whose upload has not finished, or null. */
  localImage(fileId: string): Promise<KeptImage | null>;
  keep(design: KeptDesign, imageIds: string[], added: KeptImage[]): Promise<KeepResult>;
  clear(): Promise<void>;
  /** Tells the shopper the design can no longer be kept (the storage is full). */
  warnStorageFull(): void;
}

type Idle = (run: () => void) => void;
const whenIdle: Idle = (run) => {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(run, { timeout: RECOVERY_TUNABLES.idleTimeoutMs });
  else setTimeout(run, 0);
};

export class DesignKeeper {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stops: (() => void)[] = [];
  /** The record last written, without its time (an unchanged design is not written again). */
  private lastText = '';
  /** Bytes of the images written by this page, by file id. */
  private readonly keptBytes = new Map<string, number>();
  private writing: Promise<void> = Promise.resolve();
  private warned = false;
  private saved: boolean;

  constructor(private readonly deps: DesignKeeperDeps) {
    this.saved = deps.controller.getState().designSaved;
  }

  /** Starts keeping (after the restore offer was answered, so the kept copy is not replaced). */
  start(): void {
    const { controller } = this.deps;
    this.stops.push(controller.subscribe((state) => this.changed(state)));
    this.stops.push(this.deps.subscribeApplied(() => this.changed(controller.getState())));
    if (typeof document !== 'undefined') {
      const onHidden = () => {
        if (document.visibilityState === 'hidden' && this.timer !== null) this.flush();
      };
      document.addEventListener('visibilitychange', onHidden);
      this.stops.push(() => document.removeEventListener('visibilitychange', onHidden));
    }
    this.changed(controller.getState());
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Resolves once the writes started so far have ended (tests, a page closing). */
  settled = (): Promise<void> => this.writing;

  private changed(state: EditorViewState): void {
    if (state.designSaved && !this.saved) {
      // Saved: the server has it; nothing is kept until the next change.
      this.saved = true;
      if (this.timer !== null) clearTimeout(this.timer);
      this.timer = null;
      this.lastText = '';
      this.keptBytes.clear();
      this.enqueue(() => this.deps.clear());
      return;
    }
    this.saved = state.designSaved;
    if (!state.isModified || state.designSaved) return;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      whenIdle(() => this.flush());
    }, RECOVERY_TUNABLES.keepDelayMs);
  }

  private flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.enqueue(() => this.write());
  }

  private enqueue(step: () => Promise<void>): void {
    this.writing = this.writing.then(step).catch(() => undefined);
  }

  private async write(): Promise<void> {
    const request = this.deps.applied();
    const state = this.deps.controller.getState();
    if (!request || !state.ready || state.designSaved) return;
    const { printSide, front, back } = this.deps.controller.designs();
    const ids = localImageIds([front, back]);
    const body = {
      version: KEPT_DESIGN_VERSION,
      request,
      artboard: this.deps.controller.artboard(),
      printSide,
      side: state.side,
      front,
      back,
      localImages: ids,
    } as const;
    const text = JSON.stringify(body);
    if (text === this.lastText) return;
    const { kept, added } = await this.images(ids);
    const record: KeptDesign = { ...body, keptAt: Date.now(), localImages: [...body.localImages] };
    let result = await this.deps.keep(record, kept, added);
    if (result === 'quota' && added.length > 0) {
      // The design itself is small: keep it without the new images rather than not at all.
      result = await this.deps.keep(
        record,
        kept.filter((id) => this.keptBytes.has(id)),
        [],
      );
      this.warn();
    }
    if (result === 'quota') this.warn();
    if (result !== 'kept') return;
    this.lastText = text;
    for (const image of added) this.keptBytes.set(image.fileId, image.file.size);
    for (const id of this.keptBytes.keys()) if (!kept.includes(id)) this.keptBytes.delete(id);
  }

  /** The local images kept with this write (within the budget) and those to add. */
  private async images(ids: string[]): Promise<{ kept: string[]; added: KeptImage[] }> {
    const candidates: { fileId: string; bytes: number; image: KeptImage | null }[] = [];
    for (const fileId of ids) {
      const known = this.keptBytes.get(fileId);
      if (known !== undefined) candidates.push({ fileId, bytes: known, image: null });
      else {
        const image = await this.deps.localImage(fileId);
        if (image) candidates.push({ fileId, bytes: image.file.size, image });
      }
    }
    const within = imagesWithinBudget(candidates, RECOVERY_TUNABLES.imageBudgetBytes);
    return {
      kept: within.map((c) => c.fileId),
      added: within.flatMap((c) => (c.image ? [c.image] : [])),
    };
  }

  private warn(): void {
    if (this.warned) return;
    this.warned = true;
    this.deps.warnStorageFull();
  }
}
