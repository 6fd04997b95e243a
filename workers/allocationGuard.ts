/**
 * The allocation guard: wraps the constructors and setters that allocate pixels (OffscreenCanvas,
 * HTMLCanvasElement sizes, ImageData, createImageBitmap results) in a global scope — a worker's or
 * the page's — and refuses any allocation above `maxArea` px, reporting it. Tests and the tool
 * pages install it; it proves that no canvas, bitmap or ImageData above the budget is created.
 */
export interface GuardViolation {
  what: string;
  width: number;
  height: number;
}

type Report = (v: GuardViolation) => void;

const INSTALLED = Symbol.for('print-designer.allocationGuard');

function checker(maxArea: number, report: Report) {
  return (what: string, width: number, height: number) => {
    const w = Math.floor(Number(width));
    const h = Math.floor(Number(height));
    if (w > 0 && h > 0 && w * h > maxArea) {
      report({ what, width: w, height: h });
      throw new RangeError(`allocation guard: ${what} ${w}×${h} exceeds ${maxArea} px`);
    }
  };
}

function guardSizeSetters(proto: object, what: string, check: ReturnType<typeof checker>): void {
  for (const prop of ['width', 'height'] as const) {
    const desc = Object.getOwnPropertyDescriptor(proto, prop);
    if (!desc?.set || !desc.get) continue;
    const { get, set } = desc;
    Object.defineProperty(proto, prop, {
      ...desc,
      set(this: { width: number; height: number }, value: number) {
        const other = prop === 'width' ? get.call(this) : undefined;
        if (prop === 'width') check(what, value, this.height);
        else check(what, other ?? this.width, value);
        set.call(this, value);
      },
    });
  }
}

/** Installs the guard once per scope (a second call only changes nothing). */
export function installAllocationGuard(
  scope: typeof globalThis,
  maxArea: number,
  report: Report,
): void {
  const s = scope as typeof globalThis & { [INSTALLED]?: boolean };
  if (s[INSTALLED]) return;
  s[INSTALLED] = true;
  const check = checker(maxArea, report);

  if (typeof s.OffscreenCanvas === 'function') {
    const Original = s.OffscreenCanvas;
    const Guarded = function OffscreenCanvas(width: number, height: number) {
      check('OffscreenCanvas', width, height);
      return new Original(width, height);
    } as unknown as typeof OffscreenCanvas;
    Guarded.prototype = Original.prototype;
    s.OffscreenCanvas = Guarded;
    guardSizeSetters(Original.prototype, 'OffscreenCanvas', check);
  }
  if (typeof s.HTMLCanvasElement === 'function') {
    guardSizeSetters(s.HTMLCanvasElement.prototype, 'HTMLCanvasElement', check);
  }
  if (typeof s.ImageData === 'function') {
    const Original = s.ImageData;
    const Guarded = function ImageData(this: unknown, a: unknown, b: number, c?: number) {
      const width = typeof a === 'number' ? a : b;
      const height = typeof a === 'number' ? b : (c ?? (a as Uint8ClampedArray).length / 4 / b);
      check('ImageData', width, height);
      return c === undefined
        ? new Original(a as never, b)
        : new Original(a as Uint8ClampedArray<ArrayBuffer>, b, c as number);
    } as unknown as typeof ImageData;
    Guarded.prototype = Original.prototype;
    s.ImageData = Guarded;
  }
  if (typeof s.createImageBitmap === 'function') {
    const original = s.createImageBitmap.bind(s);
    s.createImageBitmap = (async (...args: unknown[]) => {
      const options = args.find(
        (a): a is ImageBitmapOptions => typeof a === 'object' && a !== null && 'resizeWidth' in a,
      );
      if (options?.resizeWidth && options.resizeHeight)
        check('ImageBitmap', options.resizeWidth, options.resizeHeight);
      const bitmap = await (original as (...a: unknown[]) => Promise<ImageBitmap>)(...args);
      try {
        check('ImageBitmap', bitmap.width, bitmap.height);
      } catch (error) {
        bitmap.close();
        throw error;
      }
      return bitmap;
    }) as typeof createImageBitmap;
  }
}
