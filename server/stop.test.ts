/**
 * `npm start` stops everything it started (issue #15, item 10): the real `npm start` on a free
 * port and a temporary DATA_DIR (DIST_DIR set, so nothing is built), signalled once it answers
 * the way a service manager or `kill` does — TERM, or INT, to npm alone. Every process it
 * started must be gone and the port closed.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from './testing/testApp';

const ROOT = path.resolve(import.meta.dirname, '..');

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Every process below `root` (children, grandchildren…), from `ps`. */
function descendantsOf(root: number): number[] {
  const table = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  const children = new Map<number, number[]>();
  for (const line of table.trim().split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    if (pid === undefined || ppid === undefined) continue;
    children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether something accepts connections on the port. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops everything it started on %s',
    async (signal) => {
      const port = await freePort();
      const dataDir = tempDir('designer-start-');
      const npm = spawn('npm', ['start'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DIST_DIR: path.join(dataDir, 'no-dist'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      npm.stdout.on('data', (c: Buffer) => (output += c.toString()));
      npm.stderr.on('data', (c: Buffer) => (output += c.toString()));
      let started: number[] = [];
      try {
        const up = await until(() => answers(port), 45_000);
        expect(up, `npm start did not answer on ${port}:\n${output}`).toBe(true);
        started = descendantsOf(npm.pid!);
        // npm, and under it the server's node (and esbuild's service, which tsx starts).
        expect(started.length).toBeGreaterThan(0);

        npm.kill(signal);
        const npmExited = await until(
          () => npm.exitCode !== null || npm.signalCode !== null,
          15_000,
        );
        expect(npmExited, `npm still running after ${signal}\n${output}`).toBe(true);
        const gone = await until(() => started.every((pid) => !isAlive(pid)), 15_000);
        const left = started.filter(isAlive);
        expect(gone, `still running after ${signal}: ${left.join(', ')}\n${output}`).toBe(true);
        expect(await answers(port)).toBe(false);
        expect(output).toContain('shutting down');
      } finally {
        // Whatever this test started and is still there (a failure above): ended by its id.
        for (const pid of [npm.pid!, ...started].filter(isAlive)) process.kill(pid, 'SIGKILL');
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});
