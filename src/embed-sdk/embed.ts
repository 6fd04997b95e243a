/**
 * The embed SDK for storefront developers (README "Embedded in a storefront"), served at
 * `/designer/embed.js` as a dependency-free ES module with its types (`embed.d.ts`):
 *
 *   import { createDesigner } from 'https://designer.example/designer/embed.js';
 *   const designer = createDesigner({ container, origin: 'https://designer.example', productId: 101 });
 *   designer.on('priceChanged', (p) => showPrice(p.totalDiscountedPrice));
 *   designer.on('exported', (e) => upload(e.files.designPng));
 *   await designer.addToCart();
 *
 * It creates the iframe, answers the editor's 'component mounted' with a versioned handshake
 * (carrying the single-use code that resumes the shopper's session: sessions never need
 * third-party cookies), passes the page's visual viewport in (an iOS iframe cannot read it),
 * and turns commands into messages whose replies (by message id) settle their promises. It
 * accepts messages only from the designer's origin and its own iframe, and posts only to that
 * origin.
 */
import { EMBED_PROTOCOL_VERSION } from '../domain/embed/protocol';

export const SDK_VERSION = '1.0.0';

export interface DesignerOptions {
  /** Element the iframe is appended to. */
  container: HTMLElement;
  /** The designer's origin, e.g. 'https://designer.example' (the only one talked to). */
  origin: string;
  /** Product to start with. */
  productId?: number;
  /** Size, inches. */
  width?: number;
  height?: number;
  /** Accessory key → option keys. */
  selectedOptions?: Record<string, string[]>;
  /** Path of the designer on its origin (default '/designer/'). */
  path?: string;
  /** Opens the preview-only screen. */
  openDesignPreview?: boolean;
  /** How long a command waits for its reply, ms (default 120000: an add to cart exports). */
  timeoutMs?: number;
  /** Where the session's resume code is kept (default sessionStorage of this page). */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

export interface PriceChanged {
  productId: number;
  quantity: number;
  eachPrice: number;
  totalPrice: number;
  totalDiscountedPrice: number;
  currency: 'USD';
}

export interface UploadedImage {
  imageId: string;
  fileId?: string;
  originalMIMEType?: string;
  mimeType?: string;
  isTemporary?: boolean;
  preview?: string;
}

/**
 * The parent-window fields that steer the design (spec canvas §3): `isBackSide` shows and edits
 * the back (double-sided, a design per side), `isBackSideSameDesign` and `isReverse` choose those
 * print modes, `designAsBase64` is a design file (PNG, JPEG, WebP, GIF, TIFF, PDF or SVG, bare
 * base64 or a data URL) uploaded and placed on the side shown.
 */
export interface DesignData {
  isBackSide?: boolean;
  isBackSideSameDesign?: boolean;
  isReverse?: boolean;
  designAsBase64?: string;
}

export interface Exported {
  exportedCanvasData: {
    designPng: string;
    designSvg: string;
    backSideDesignPng: string | null;
    backSideDesignSvg: string | null;
    imageId: string;
    backSideImageId: string | null;
    designId: string;
    backSideDesignId: string | null;
  };
  errors: { key: string; detail?: string }[];
  files: { designPng: Blob; designSvg: Blob; backSideDesignPng?: Blob; backSideDesignSvg?: Blob };
}

export interface DesignerEvents {
  ready: { protocol: number };
  priceChanged: PriceChanged;
  exported: Exported;
  uploaded: { side: 'front' | 'back'; image: UploadedImage };
  uploadRemoved: { side: 'front' | 'back' };
  error: { key: string };
}

export interface Designer {
  readonly iframe: HTMLIFrameElement;
  /** Settles when the handshake is answered. */
  readonly connected: Promise<void>;
  on<K extends keyof DesignerEvents>(
    type: K,
    listener: (detail: DesignerEvents[K]) => void,
  ): () => void;
  addToCart(): Promise<void>;
  setProduct(product: { productId: number; width?: number; height?: number }): Promise<void>;
  setOptions(selectedOptions: Record<string, string[]>): Promise<void>;
  setUploadedData(side: 'front' | 'back', image: UploadedImage): Promise<void>;
  setDesignData(data: DesignData): Promise<void>;
  showPreview(open?: boolean): Promise<void>;
  destroy(): void;
}

/** An error the designer answered a command with (its translation keys). */
export class DesignerError extends Error {
  constructor(readonly keys: string[]) {
    super(`designer refused: ${keys.join(', ')}`);
  }
}

type Msg = Record<string, unknown>;
const isObject = (v: unknown): v is Msg => typeof v === 'object' && v !== null;

export function createDesigner(options: DesignerOptions): Designer {
  const origin = new URL(options.origin).origin;
  const storage = options.storage === undefined ? safeSessionStorage() : options.storage;
  const resumeKey = `designer-resume:${origin}`;
  const iframe = document.createElement('iframe');
  const query = new URLSearchParams();
  if (options.productId !== undefined) query.set('pId', String(options.productId));
  if (options.openDesignPreview) query.set('openDesignPreview', '1');
  iframe.src = `${origin}${options.path ?? '/designer/'}${query.size ? `?${query}` : ''}`;
  iframe.title = 'Designer';
  // Passkeys need the frame to be allowed WebAuthn (a cross-origin frame is not by default).
  iframe.allow =
    'clipboard-write; fullscreen; publickey-credentials-get; publickey-credentials-create';
  iframe.style.cssText = 'border:0;width:100%;height:100%';
  options.container.append(iframe);

  const listeners = new Map<string, Set<(detail: never) => void>>();
  const pending = new Map<string, { resolve(): void; reject(e: Error): void; timer: number }>();
  let nextId = 0;
  let settleConnected: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (settleConnected = resolve));
  let handshakeId: string | null = null;

  const emit = <K extends keyof DesignerEvents>(type: K, detail: DesignerEvents[K]) => {
    for (const l of listeners.get(type) ?? []) (l as (d: DesignerEvents[K]) => void)(detail);
  };
  const post = (message: Msg) =>
    iframe.contentWindow?.postMessage({ designToolMessaging: true, ...message }, origin);
  const request = (message: Msg): Promise<void> => {
    const id = `m${++nextId}`;
    return new Promise<void>((resolve, reject) => {
      const timer = window.setTimeout(() => {
        pending.delete(id);
        reject(new DesignerError(['timeout']));
      }, options.timeoutMs ?? 120_000);
      pending.set(id, { resolve, reject, timer });
      post({ ...message, id });
    });
  };
  const command = (message: Msg) => connected.then(() => request(message));

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return;
    const data: unknown = event.data;
    if (!isObject(data) || data.designToolMessaging !== true) return;
    if (data.message === 'component mounted') {
      // Each (re)load of the frame: a new handshake with the code that resumes the session.
      handshakeId = `m${++nextId}`;
      const resumeCode = storage?.getItem(resumeKey) ?? undefined;
      post({
        id: handshakeId,
        handshake: { protocol: EMBED_PROTOCOL_VERSION, sdkVersion: SDK_VERSION, resumeCode },
      });
    } else if (typeof data.replyTo === 'string') {
      if (data.replyTo === handshakeId) {
        handshakeId = null;
        if (data.ok === true) {
          settleConnected();
          sendViewport();
          const { productId, width, height, selectedOptions } = options;
          if (width !== undefined || selectedOptions)
            post({ payload: { productId, width, height, selectedOptions } });
        } else emit('error', { key: String((data.errorKeys as string[] | undefined)?.[0]) });
        return;
      }
      const waiting = pending.get(data.replyTo);
      if (!waiting) return;
      pending.delete(data.replyTo);
      window.clearTimeout(waiting.timer);
      if (data.ok === true) waiting.resolve();
      else waiting.reject(new DesignerError((data.errorKeys as string[] | undefined) ?? []));
    } else if (isObject(data.session) && typeof data.session.resumeCode === 'string') {
      storage?.setItem(resumeKey, data.session.resumeCode);
    } else if (data.ready === true) emit('ready', { protocol: Number(data.protocol) });
    else if (isObject(data.priceChanged)) emit('priceChanged', data.priceChanged as never);
    else if (isObject(data.exportedCanvasData)) emit('exported', data as never);
    else if (isObject(data.frontUploadedData))
      emit('uploaded', { side: 'front', image: data.frontUploadedData as never });
    else if (isObject(data.backUploadedData))
      emit('uploaded', { side: 'back', image: data.backUploadedData as never });
    else if (data.removeFrontUploadedData === true) emit('uploadRemoved', { side: 'front' });
    else if (data.removeBackUploadedData === true) emit('uploadRemoved', { side: 'back' });
    else if (isObject(data.error)) emit('error', { key: String(data.error.key) });
  };

  // The visible part of the page, for the editor's layers (at most once per frame).
  let frame = 0;
  const sendViewport = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const v = window.visualViewport;
      const rect = iframe.getBoundingClientRect();
      post({
        viewport: {
          width: v?.width ?? window.innerWidth,
          height: v?.height ?? window.innerHeight,
          offsetTop: v?.offsetTop ?? 0,
          offsetLeft: v?.offsetLeft ?? 0,
          scale: v?.scale ?? 1,
          frameTop: rect.top - (v?.offsetTop ?? 0),
        },
      });
    });
  };

  window.addEventListener('message', onMessage);
  window.addEventListener('scroll', sendViewport, { passive: true });
  window.visualViewport?.addEventListener('resize', sendViewport);
  window.visualViewport?.addEventListener('scroll', sendViewport);

  return {
    iframe,
    connected,
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener as (detail: never) => void);
      return () => set.delete(listener as (detail: never) => void);
    },
    addToCart: () => command({ addToCart: true }),
    setProduct: (p) => command({ productCalculator: p }),
    setOptions: (selectedOptions) => command({ payload: { selectedOptions } }),
    setUploadedData: (side, image) =>
      command(side === 'front' ? { frontUploadedData: image } : { backUploadedData: image }),
    setDesignData: (data) => command({ payload: data }),
    showPreview: (open = true) => command({ showPreview: open }),
    destroy() {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('scroll', sendViewport);
      window.visualViewport?.removeEventListener('resize', sendViewport);
      window.visualViewport?.removeEventListener('scroll', sendViewport);
      for (const [, p] of pending) {
        window.clearTimeout(p.timer);
        p.reject(new DesignerError(['destroyed']));
      }
      pending.clear();
      iframe.remove();
    },
  };
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
