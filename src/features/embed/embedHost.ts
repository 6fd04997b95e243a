/**
 * What the embed commands act on beyond the canvas: add to cart, the product selection, the
 * parent's uploads and the preview screen live in features and the store, which the editor
 * controller does not know. The embed bridge (useEmbedBridge) binds them while it is mounted;
 * unbound, a command answers `embedNotReady`.
 */
import type { ParentWindowData, UploadedImageData } from '../../domain/embed';

/** A product choice from the parent: parent-window fields or a `productCalculator` request. */
export type ParentProductChoice = Pick<
  ParentWindowData,
  'productId' | 'width' | 'height' | 'selectedOptions'
> & { quantity?: number };

/** The host's operations; each resolves the translation keys of its refusal (none: done). */
export interface EmbedOperations {
  addToCart(): Promise<string[]>;
  setProduct(choice: ParentProductChoice): Promise<string[]>;
  placeUploaded(side: 'front' | 'back', image: UploadedImageData): Promise<string[]>;
  showPreview(open: boolean): Promise<string[]>;
  /** Shows and edits `side` once the product has it (the parent's `isBackSide`). */
  showSide(side: 'front' | 'back'): Promise<string[]>;
  /** Uploads the parent's design file and places it on `side` (`designAsBase64`). */
  loadParentDesign(request: ParentDesignRequest): Promise<string[]>;
}

/** The parent's design file and the side it goes on. */
export interface ParentDesignRequest {
  side: 'front' | 'back';
  designAsBase64: string;
}

const notReady = () => Promise.resolve(['embedNotReady']);
const UNBOUND: EmbedOperations = {
  addToCart: notReady,
  setProduct: notReady,
  placeUploaded: notReady,
  showPreview: notReady,
  showSide: notReady,
  loadParentDesign: notReady,
};

export class EmbedHost implements EmbedOperations {
  private ops: EmbedOperations = UNBOUND;
  /** Images the parent supplied (`frontUploadedData`…): never announced back to it. */
  readonly parentImageIds = new Set<string>();

  /** Binds the operations; returns the unbind function. */
  bind(ops: EmbedOperations): () => void {
    this.ops = ops;
    return () => {
      if (this.ops === ops) this.ops = UNBOUND;
    };
  }

  addToCart = () => this.ops.addToCart();
  setProduct = (choice: ParentProductChoice) => this.ops.setProduct(choice);
  placeUploaded = (side: 'front' | 'back', image: UploadedImageData) =>
    this.ops.placeUploaded(side, image);
  showPreview = (open: boolean) => this.ops.showPreview(open);
  showSide = (side: 'front' | 'back') => this.ops.showSide(side);
  loadParentDesign = (request: ParentDesignRequest) => this.ops.loadParentDesign(request);
}

/** The page's one host (the registry's embed commands act on it). */
export const embedHost = new EmbedHost();
