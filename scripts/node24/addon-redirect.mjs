/**
 * Preloaded (NODE_OPTIONS=--import) by scripts/test-node24.sh into every Node 24 process: when
 * better-sqlite3 loads its addon (build/Release/better_sqlite3.node, the Node 20 build that
 * `npm ci` made), load the Node 24 build named by BETTER_SQLITE3_ADDON instead. node_modules is
 * never written (its files may be hardlinks shared with other checkouts), so Node 20 processes
 * running beside this one keep working and nothing has to be restored afterwards.
 */
import Module from 'node:module';
import path from 'node:path';

const addon = process.env.BETTER_SQLITE3_ADDON;
if (!addon) throw new Error('addon-redirect.mjs: BETTER_SQLITE3_ADDON is not set');
const target = path.join('better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
const load = Module._load;
Module._load = function loadRedirected(request, parent, isMain) {
  const redirected = typeof request === 'string' && request.endsWith(target) ? addon : request;
  return load.call(this, redirected, parent, isMain);
};
