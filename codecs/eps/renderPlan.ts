/**
 * Rendering EPS with a PostScript interpreter (Ghostscript, an optional part: README "EPS and
 * Ghostscript"): where the interpreter is served, and the arguments that draw one rectangle of an
 * EPS page at a chosen pixel size. Pure: the pipeline worker renders with it, the server serves
 * the interpreter at the path named here.
 */
import type { Size } from '../../src/domain/imaging/pixelBudget';
import type { Rect } from '../../src/domain/imaging/region';

/**
 * URL path (same origin as the app) of the optional Ghostscript build: `gs.js` (its Emscripten
 * glue, an ES module), `gs.wasm` and `LICENSE`. Fetched only when an EPS needs it; a 404 means
 * the deployment left it out, and such EPS files fail with `epsNeedsRenderer`.
 */
export const EPS_RENDERER_PATH = '/designer/vendor/ghostscript/';

/** The files served under EPS_RENDERER_PATH, by name. */
export const EPS_RENDERER_FILES = ['gs.js', 'gs.wasm', 'LICENSE'] as const;

/** An EPS page: its %%BoundingBox, PostScript points (1/72 in), y up. */
export interface EpsPageBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** How Ghostscript draws one rectangle of a page. */
export interface PostScriptRender {
  /** Output size, whole px (`-g`). */
  width: number;
  height: number;
  /** Resolution, px per inch on each axis (`-r`): the region's points onto the output. */
  dpiX: number;
  dpiY: number;
  /** PostScript translation, points, run before the file: the region's lower-left corner to 0,0. */
  translateX: number;
  translateY: number;
  /**
   * The page's ground: transparent (PostScript paints only its ink: a logo keeps its transparent
   * ground), or white, for an EPS whose display raster is its embedded preview (opaque, on white),
   * so that the print shows what the canvas showed.
   */
  ground: 'transparent' | 'white';
}

/**
 * The render of `region` (points from the page's top-left corner, y down, as the pipeline's pixel
 * space is) at `output` px. The device's page is the output; PostScript's origin is its
 * lower-left corner, so the page is moved by the box origin and the region's offset.
 */
export function postScriptRenderPlan(
  box: EpsPageBox,
  region: Rect,
  output: Size,
  ground: PostScriptRender['ground'] = 'transparent',
): PostScriptRender {
  return {
    ground,
    width: output.width,
    height: output.height,
    dpiX: (output.width * 72) / region.width,
    dpiY: (output.height * 72) / region.height,
    translateX: -(box.x0 + region.x),
    translateY: -(box.y1 - region.y - region.height),
  };
}

/**
 * Ghostscript's command line for a plan: PNG with alpha (`pngalpha`: a logo keeps its transparent
 * ground) or opaque on white (`png16m`), anti-aliased text and graphics, the page fixed to the
 * output, SAFER (no file access beyond its own), the translation, then the file.
 */
export function postScriptArguments(
  plan: PostScriptRender,
  input: string,
  output: string,
): string[] {
  const number = (n: number) => String(Math.round(n * 1e6) / 1e6);
  return [
    '-dSAFER',
    '-dBATCH',
    '-dNOPAUSE',
    '-dQUIET',
    plan.ground === 'white' ? '-sDEVICE=png16m' : '-sDEVICE=pngalpha',
    '-dTextAlphaBits=4',
    '-dGraphicsAlphaBits=4',
    `-g${plan.width}x${plan.height}`,
    `-r${number(plan.dpiX)}x${number(plan.dpiY)}`,
    '-dFIXEDMEDIA',
    `-sOutputFile=${output}`,
    '-c',
    `${number(plan.translateX)} ${number(plan.translateY)} translate`,
    '-f',
    input,
  ];
}
