/**
 * One render of PostScript by Ghostscript (an Emscripten build, the optional part of README "EPS
 * and Ghostscript"): a fresh instance per render — Ghostscript's main runs once per instance, and
 * its heap (the page buffer, up to 4 bytes per output px) is freed with the instance — with the
 * file in its in-memory file system and a PNG read back.
 *
 * No type or code of the package is imported here: the build is loaded at run time from its own
 * URL (loadGhostscript.ts), so the product builds and runs without it.
 */
import { PipelineError, PipelineErrorKey } from '../../../src/domain/imaging/errors';
import type { PostScriptRender } from '../renderPlan';
import { postScriptArguments } from '../renderPlan';

/** The part of an Emscripten Ghostscript module used here. */
export interface GhostscriptModule {
  FS: {
    writeFile(path: string, data: Uint8Array): void;
    readFile(path: string): Uint8Array;
  };
  callMain(args: string[]): number;
}

/** Makes a fresh Ghostscript instance; `printErr` receives its error output, line by line. */
export type GhostscriptFactory = (options: {
  print: (line: string) => void;
  printErr: (line: string) => void;
}) => Promise<GhostscriptModule>;

/** Lines of Ghostscript's error output kept for the failure's detail. */
const KEPT_ERROR_LINES = 6;

/**
 * Renders `postscript` (the EPS's PostScript section) as `plan` says; resolves with PNG bytes of
 * `plan.width × plan.height` px. A file Ghostscript cannot interpret fails with corruptImage.
 */
export async function renderPostScript(
  gs: GhostscriptFactory,
  postscript: Uint8Array,
  plan: PostScriptRender,
): Promise<Uint8Array> {
  const errors: string[] = [];
  const module = await gs({
    print: () => undefined,
    printErr: (line) => {
      errors.push(line);
      if (errors.length > KEPT_ERROR_LINES) errors.shift();
    },
  });
  module.FS.writeFile('/in.eps', postscript);
  let code: number;
  try {
    code = module.callMain(postScriptArguments(plan, '/in.eps', '/out.png'));
  } catch (error) {
    // Emscripten throws ExitStatus when the program calls exit().
    const status = (error as { status?: unknown }).status;
    if (typeof status !== 'number') throw error;
    code = status;
  }
  let png: Uint8Array | null;
  try {
    png = module.FS.readFile('/out.png');
  } catch {
    png = null; // no output written
  }
  if (code !== 0 || !png || png.length === 0) {
    throw new PipelineError(
      PipelineErrorKey.corrupt,
      `Ghostscript exit ${code}: ${errors.join(' | ').slice(0, 500)}`,
    );
  }
  return png;
}
