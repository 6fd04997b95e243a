/**
 * The optional PostScript renderer for EPS files without a preview (README "EPS and
 * Ghostscript"): Ghostscript compiled to wasm, AGPL-3.0, from the optional dependency
 * `@okathira/ghostpdl-wasm`. It is never bundled into the app: this route serves the package's
 * own files under EPS_RENDERER_PATH, and the pipeline worker fetches them only when an EPS
 * needs them. `EPS_RENDERER=off`, or a deployment without the package, answers 404 there; the
 * editor then refuses such EPS files with `epsNeedsRenderer`, as before.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { EPS_RENDERER_FILES, EPS_RENDERER_PATH } from '../../codecs/eps/renderPlan';

/** The npm package of the renderer (an optionalDependency). */
export const EPS_RENDERER_PACKAGE = '@okathira/ghostpdl-wasm';

export interface EpsRendererOptions {
  /** Folder holding gs.js and gs.wasm (LICENSE one level up, as the package has it); null: none. */
  dir: string | null;
}

/** The installed package's dist folder, or null when it is not installed. */
export function installedEpsRenderer(): string | null {
  try {
    const wasm = createRequire(import.meta.url).resolve(`${EPS_RENDERER_PACKAGE}/gs.wasm`);
    return path.dirname(wasm);
  } catch {
    return null;
  }
}

const TYPES: Record<(typeof EPS_RENDERER_FILES)[number], string> = {
  'gs.js': 'text/javascript; charset=utf-8',
  // compileStreaming needs this type.
  'gs.wasm': 'application/wasm',
  LICENSE: 'text/plain; charset=utf-8',
};

const epsRenderer: FastifyPluginAsync<EpsRendererOptions> = async (app, options) => {
  const dir = options.dir;
  app.get<{ Params: { file: string } }>(`${EPS_RENDERER_PATH}:file`, async (request, reply) => {
    const name = EPS_RENDERER_FILES.find((f) => f === request.params.file);
    if (!dir || !name) return reply.callNotFound();
    const file = name === 'LICENSE' ? path.join(dir, '..', name) : path.join(dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) return reply.callNotFound();
    return (
      reply
        .type(TYPES[name])
        .header('content-length', stat.size)
        // Unhashed names: revalidated (a new package version shows at once), cheap with the ETag.
        .header('cache-control', 'no-cache')
        .header('etag', `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`)
        .send(fs.createReadStream(file))
    );
  });
};

/** Serves the optional EPS renderer's files (gs.js, gs.wasm, LICENSE) when it is installed. */
export default epsRenderer;
