/**
 * The optional PostScript renderer, loaded at run time from its own URL (EPS_RENDERER_PATH, same
 * origin): Ghostscript's Emscripten glue `gs.js` with `import()`, and `gs.wasm` (15 MB) compiled
 * once per worker. It is never part of the build (Vite does not see the URL), is fetched only
 * when an EPS needs it, and may be absent: a deployment that leaves it out answers 404 and EPS
 * files without a preview fail with epsNeedsRenderer, as before (README "EPS and Ghostscript").
 */
import { EPS_RENDERER_PATH } from '../renderPlan';
import type { GhostscriptFactory, GhostscriptModule } from './ghostscript';

interface EmscriptenOptions {
  print: (line: string) => void;
  printErr: (line: string) => void;
  instantiateWasm: (
    imports: WebAssembly.Imports,
    done: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
  ) => object;
}

type EmscriptenFactory = (options: EmscriptenOptions) => Promise<GhostscriptModule>;

let loading: Promise<GhostscriptFactory | null> | null = null;

async function compile(url: URL): Promise<WebAssembly.Module> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`gs.wasm answered ${response.status}`);
  // compileStreaming needs the application/wasm type; a server without it gets the slow path.
  if (response.headers.get('Content-Type')?.startsWith('application/wasm'))
    return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
}

async function load(): Promise<GhostscriptFactory> {
  const base = new URL(EPS_RENDERER_PATH, self.location.origin);
  const [glue, wasm] = await Promise.all([
    import(/* @vite-ignore */ new URL('gs.js', base).href) as Promise<{
      default: EmscriptenFactory;
    }>,
    compile(new URL('gs.wasm', base)),
  ]);
  return (options) =>
    glue.default({
      ...options,
      // Every instance shares this worker's compiled module: no second 15 MB compile.
      instantiateWasm(imports, done) {
        void WebAssembly.instantiate(wasm, imports).then((instance) => done(instance, wasm));
        return {};
      },
    });
}

/**
 * This worker's Ghostscript, or null when the deployment does not serve it (or it fails to
 * load). Loaded on the first call; later calls share it.
 */
export function ghostscript(): Promise<GhostscriptFactory | null> {
  loading ??= load().catch(() => null);
  return loading;
}
