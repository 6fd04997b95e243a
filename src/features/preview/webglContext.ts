/**
 * The WebGL 2 context of the 3D preview, asked for before three.js is downloaded: a browser or
 * device without WebGL 2 (three.js needs it since r163; blocked by policy, a blacklisted GPU, a
 * headless browser without software rendering) gets its message without the download.
 */
import { isSoftwareRenderer } from '../../domain/preview';

/** A canvas with its WebGL 2 context, for three.js's renderer. */
export interface GlSurface {
  canvas: HTMLCanvasElement;
  context: WebGL2RenderingContext;
  /** Whether the context multisamples (three.js's `antialias` must say the same). */
  antialias: boolean;
}

/**
 * Context attributes: opaque (the scene paints its own background), so the page never shows
 * through; no preserved drawing buffer (it costs a copy per frame on phones).
 */
const ATTRIBUTES: WebGLContextAttributes = {
  alpha: false,
  depth: true,
  stencil: false,
  premultipliedAlpha: true,
  preserveDrawingBuffer: false,
  powerPreference: 'default',
};

function open(antialias: boolean): GlSurface | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('webgl2', { ...ATTRIBUTES, antialias });
  return context ? { canvas, context, antialias } : null;
}

/** The renderer's name (unmasked where the browser allows it). */
function rendererName(gl: WebGL2RenderingContext): string {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
  return typeof name === 'string' ? name : '';
}

/**
 * A fresh canvas with a WebGL 2 context, antialiased unless the GPU is a software rasteriser
 * (see isSoftwareRenderer); null when the browser cannot give one.
 */
export function createGlSurface(): GlSurface | null {
  if (typeof WebGL2RenderingContext === 'undefined') return null;
  try {
    const first = open(true);
    if (!first || !isSoftwareRenderer(rendererName(first.context))) return first;
    releaseGlSurface(first);
    return open(false);
  } catch {
    return null;
  }
}

/** Gives the context back to the browser at once (browsers keep only a few alive). */
export function releaseGlSurface(surface: GlSurface): void {
  surface.context.getExtension('WEBGL_lose_context')?.loseContext();
  surface.canvas.width = 0;
  surface.canvas.height = 0;
}
