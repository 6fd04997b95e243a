/**
 * ESLint rule `arrows/import-arrows`: enforces the import arrows of DESIGN.md (README,
 * "Architecture"). Every relative import is resolved to the folder ("zone") it lands in and
 * checked against what the importing zone may reach; package imports are checked against the
 * packages a zone may not use (fabric outside src/canvas and the harness's naive baseline,
 * React/Redux/Fabric in workers, any package in src/domain and wasm/). The product (src,
 * workers, wasm, server) never imports the harness; only tests and scripts drive it.
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The zone of an absolute file path, e.g. 'src/domain', 'src/features/product', 'workers'. */
export function zoneOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  if (rel.startsWith('src/features/')) return rel.split('/').slice(0, 3).join('/');
  const m = /^src\/(domain|app|api|canvas|editor|imaging|ui|platform|embed-sdk)(\/|$)/.exec(rel);
  if (m) return `src/${m[1]}`;
  if (rel === 'src/main.tsx' || rel.startsWith('src/')) return 'src/app';
  const top = rel.split('/')[0];
  // A codec's pure part (sniffing, header reading) is `codecs`; what runs only in workers
  // (decoders, region and preview routes, the codec records, the registry) sits in a `worker/`
  // folder: `codecs/worker` (README, "Codec registry").
  if (top === 'codecs')
    return /^codecs\/([^/]+\/)?worker(\/|$)/.test(rel) ? 'codecs/worker' : 'codecs';
  if (['workers', 'wasm', 'server', 'tests', 'scripts', 'harness'].includes(top)) return top;
  return 'root';
}

/** Whether `rel` (path from the repo root) is a module's public index (the folder or index.ts). */
function isIndex(rel, folder) {
  return (
    rel === folder ||
    rel === `${folder}/index` ||
    rel === `${folder}/index.ts` ||
    rel === `${folder}/index.tsx`
  );
}

/**
 * What the harness's pages may use of the product: its leaf modules (pure rules, browser I/O,
 * wasm), the public index of canvas, editor, imaging and each feature, and the workers' allocation
 * guard and protocol (installed and read in the page), and the product's Vite settings (its
 * build config shares them). Never the app's shell or other internals.
 */
function harnessArrow(to, rel) {
  if (['src/domain', 'src/platform', 'wasm', 'codecs'].includes(to)) return true;
  if (to === 'root') return rel === 'vite.config';
  if (['src/canvas', 'src/editor', 'src/imaging'].includes(to) || to.startsWith('src/features/'))
    return isIndex(rel, to);
  return to === 'workers' && /^workers\/(allocationGuard|[a-z]+\/protocol)$/.test(rel);
}

/** May a file of zone `from` import the repo path `rel` (zone `to`)? Returns an error or null. */
export function checkArrow(from, to, rel) {
  if (from === to) return null;
  const any = () => null;
  const deny = () => `${from} may not import ${to} (see README, Architecture)`;
  switch (from) {
    case 'tests':
    case 'scripts':
    case 'root':
    case 'src/app':
      return to.startsWith('src/') || from !== 'src/app' ? any() : deny();
    case 'src/domain':
    case 'wasm':
      return deny();
    case 'harness':
      return harnessArrow(to, rel) ? null : deny();
    case 'codecs':
      // Pure: the server and the main thread import it, so it reaches only pure rules.
      return to === 'src/domain' ? null : deny();
    case 'codecs/worker':
      return ['src/domain', 'wasm', 'codecs', 'workers'].includes(to) ? null : deny();
    case 'src/api':
      return ['src/domain', 'src/platform'].includes(to) ? null : deny();
    case 'src/canvas':
      return ['src/domain', 'src/platform'].includes(to) ? null : deny();
    case 'src/editor':
      if (['src/domain', 'src/platform'].includes(to)) return null;
      if (to === 'src/canvas')
        return isIndex(rel, 'src/canvas')
          ? null
          : 'src/editor imports src/canvas through its index';
      return deny();
    case 'src/imaging':
      if (['src/domain', 'codecs'].includes(to)) return null;
      // Each worker's protocol sits beside its entry (workers/<worker>/protocol.ts).
      if (to === 'workers' && /^workers\/[a-z]+\/protocol$/.test(rel)) return null;
      return deny();
    case 'src/ui':
    case 'src/platform':
      return to === 'src/domain' ? null : deny();
    case 'src/embed-sdk':
      // The storefront's script: dependency-free, the protocol's pure rules only.
      return to === 'src/domain' ? null : deny();
    case 'workers':
      return ['src/domain', 'wasm', 'codecs', 'codecs/worker'].includes(to) ? null : deny();
    case 'server':
      return ['src/domain', 'codecs'].includes(to) ? null : deny();
    default:
      if (from.startsWith('src/features/')) {
        if (
          ['src/domain', 'codecs', 'src/api', 'src/imaging', 'src/ui', 'src/platform'].includes(to)
        )
          return null;
        if (to === 'src/canvas' || to === 'src/editor')
          return isIndex(rel, to) ? null : `features import ${to} through its index only`;
        if (to.startsWith('src/features/'))
          return isIndex(rel, to) ? null : `import another feature through its index (${to})`;
        return deny();
      }
      return null;
  }
}

const WORKER_BANNED = [/^react($|-dom|-redux|\/)/, /^@reduxjs\//, /^fabric($|\/)/];
/** Zones whose code must run without packages anywhere (browser, worker, server). */
const PURE_ZONES = ['src/domain', 'wasm', 'codecs', 'src/embed-sdk'];
const BANNED_PACKAGES = {
  workers: WORKER_BANNED,
  'codecs/worker': WORKER_BANNED,
  // The controller is plain TypeScript: views and the store depend on it, never the reverse.
  'src/editor': [/^react($|-dom|-redux|\/)/, /^@reduxjs\//],
};

function packageError(zone, source, isTest) {
  if (isTest) return null;
  // The harness's naive export baseline draws with Fabric alone (harness/export/naiveExport.ts).
  if (/^fabric($|\/)/.test(source) && !['src/canvas', 'tests', 'scripts', 'harness'].includes(zone))
    return 'only src/canvas imports fabric';
  if (PURE_ZONES.includes(zone)) return `${zone} imports no packages`;
  for (const re of BANNED_PACKAGES[zone] ?? [])
    if (re.test(source)) return `${zone} may not import ${source}`;
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the folder import arrows of the architecture' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const zone = zoneOf(file);
    const isTest = /\.test\.tsx?$/.test(file);
    function check(node, source) {
      if (typeof source !== 'string') return;
      if (source.startsWith('.')) {
        const target = path.resolve(path.dirname(file), source);
        const rel = path
          .relative(ROOT, target)
          .split(path.sep)
          .join('/')
          .replace(/\.(ts|tsx|js|mjs)$/, '');
        const error =
          isTest && zone !== 'src/domain' && zone !== 'codecs'
            ? null
            : checkArrow(zone, zoneOf(target), rel);
        if (error) context.report({ node, message: error });
      } else if (!source.startsWith('node:') && !source.startsWith('virtual:')) {
        const error = packageError(zone, source, isTest);
        if (error) context.report({ node, message: error });
      } else if (
        source.startsWith('node:') &&
        ['src/domain', 'workers', 'wasm', 'codecs', 'codecs/worker'].includes(zone) &&
        !isTest
      ) {
        context.report({ node, message: `${zone} runs in browsers: no node: modules` });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'import-arrows': rule } };
