/**
 * `npm run bench:accounts -- [--runs 30]`
 *
 * Password hashing and sign-in timing on this machine, through the real app (`buildApp` on a
 * temporary SQLite file, Fastify `inject`), interleaved so load changes hit every case alike:
 *
 * 1. one scrypt hash with today's parameters (server/accounts/passwordHash.ts);
 * 2. `POST Account/SignIn` answered for a known address with a wrong password, an unknown
 *    address (the dummy hash), and the right password (sign-in and session rotation).
 *
 * The first two must match: a gap would tell an attacker which addresses have accounts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { hashPassword } from '../server/accounts/passwordHash';
import { TestClient } from '../server/testing/testApp';
import { GOOD_PASSWORD, signedUpUser } from '../server/testing/accountClient';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '30' } } });
const RUNS = Math.max(3, Number(values.runs) || 30);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-accounts-'));
const app = await buildApp({
  dataDir,
  distDir: path.join(dataDir, 'no-dist'),
  accounts: { signInAttemptsPerAccount: 1e6, signInAttemptsPerAddress: 1e6 },
  addressLimits: { requestBurst: 1e6, requestsPerSecond: 1e6 },
});

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const line = (name: string, xs: number[]) =>
  `| ${name} | ${quantile(xs, 0.5).toFixed(1)} | ${quantile(xs, 0.9).toFixed(1)} |`;

try {
  await signedUpUser(app.db, await new TestClient(app).start(), 'bench@example.com');
  const times = {
    hash: [] as number[],
    wrong: [] as number[],
    unknown: [] as number[],
    right: [] as number[],
  };
  const signIn = async (username: string, password: string) => {
    const client = await new TestClient(app).start();
    const start = performance.now();
    await client.postJson('/api/v1/Account/SignIn', { username, password });
    return performance.now() - start;
  };
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await hashPassword('a password of average length');
    times.hash.push(performance.now() - start);
    times.wrong.push(await signIn('bench@example.com', 'not-the-password'));
    times.unknown.push(await signIn(`nobody${i}@example.com`, 'not-the-password'));
    times.right.push(await signIn('bench@example.com', GOOD_PASSWORD));
  }
  console.log(`${RUNS} runs, ${os.cpus().length} cores, Node ${process.version}\n`);
  console.log('| case | median ms | p90 ms |\n|---|---|---|');
  console.log(line('scrypt hash (ln=15, r=8, p=1)', times.hash));
  console.log(line('SignIn, known address, wrong password', times.wrong));
  console.log(line('SignIn, unknown address', times.unknown));
  console.log(line('SignIn, right password', times.right));
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
