/**
 * Starts the real server on a free port with a throwaway data folder, serving the app and the
 * harness's pages (/harness/, from dist-harness/); resolves with its URL.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bin, HARNESS_DIST, ROOT } from './build';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Default: a free port. */
  port?: number;
  /** More environment for the server (e.g. raised upload limits). */
  env?: Record<string, string>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'designer-tool-'));
  const child = spawn(bin('tsx'), [path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: path.join(ROOT, 'dist'),
      HARNESS_DIST_DIR: HARNESS_DIST,
      // Benchmarks and tools send as fast as they can from one address: no per-address limits.
      ADDRESS_REQUEST_BURST: '1000000',
      ADDRESS_REQUESTS_PER_SECOND: '1000000',
      ADDRESS_GUEST_SESSIONS_PER_HOUR: '1000000',
      ADDRESS_GUEST_UPLOAD_BYTES_PER_DAY: String(1024 ** 4),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const r = await fetch(`${url}/api/v1/System/MaxRequestBodySize`);
      if (r.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise<void>((r) =>
        child.exitCode !== null ? r() : child.once('exit', () => r()),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
