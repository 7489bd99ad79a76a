import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/ports';

/**
 * `WORKERS=2` without Redis: each worker caches sessions, and a sign-out answered by one
 * worker reaches the other through the primary's relay, within a second (their caches would
 * otherwise answer for 30 s). Needs PostgreSQL (several processes).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const TEST_DB = process.env.TEST_DATABASE_URL;
const EVICTION_DEADLINE_MS = 1_000;
/** Fresh connections in a row: the primary hands them to the two workers in turn. */
const SPREAD = 8;

describe.skipIf(!TEST_DB)('session cache in cluster workers without Redis (needs TEST_DATABASE_URL)', () => {
  const dbName = `marquee_sessions_${randomBytes(5).toString('hex')}`;
  let admin: import('postgres').Sql;
  let child: ChildProcess;
  let output = '';
  let base: string;

  beforeAll(async () => {
    const { default: postgres } = await import('postgres');
    admin = postgres(TEST_DB!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${dbName}`);
    const url = new URL(TEST_DB!);
    url.pathname = `/${dbName}`;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        CATALOGUE_SOURCE: 'demo',
        LOG_LEVEL: 'warn',
        WORKERS: '2',
        DATABASE_URL: url.toString(),
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => {
      output += String(d);
    });
    child.stderr?.on('data', (d) => {
      output += String(d);
    });
    // Ready when both workers have answered.
    const pids = new Set<number>();
    const deadline = Date.now() + 90_000;
    while (pids.size < 2) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`cluster did not start:\n${output}`);
      const r = await fetch(`${base}/health`, { headers: { connection: 'close' } }).catch(() => null);
      if (r?.ok) pids.add(((await r.json()) as { pid: number }).pid);
      else await new Promise((r) => setTimeout(r, 200));
    }
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await admin?.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin?.end();
  });

  /** The token's answer from SPREAD fresh connections, so both workers answer some. */
  const statuses = async (token: string) => {
    const out: number[] = [];
    for (let i = 0; i < SPREAD; i++) {
      const r = await fetch(`${base}/api/auth/verify`, {
        headers: { authorization: `Bearer ${token}`, connection: 'close' },
      });
      out.push(r.status);
    }
    return out;
  };

  it('a sign-out on one worker is refused by both within a second', async () => {
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({
        username: 'cluster_user',
        email: 'cluster@example.com',
        password: 'Passw0rd!x',
      }),
    });
    expect(reg.status).toBe(201);
    const token = ((await reg.json()) as { data: { token: string } }).data.token;
    // Both workers now hold the session in their cache.
    expect(await statuses(token)).toEqual(Array(SPREAD).fill(200));

    const out = await fetch(`${base}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, connection: 'close' },
    });
    expect(out.status).toBe(200);
    const deadline = Date.now() + EVICTION_DEADLINE_MS;
    let last = await statuses(token);
    while (last.some((s) => s !== 401)) {
      if (Date.now() > deadline)
        throw new Error(`still answered ${last.join(', ')} after ${EVICTION_DEADLINE_MS} ms`);
      last = await statuses(token);
    }
    expect(last).toEqual(Array(SPREAD).fill(401));
  });
});
