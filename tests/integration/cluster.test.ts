import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/ports';

/**
 * `WORKERS=N npm start` (src/server/cluster.ts), as a real process tree: the primary forks
 * workers that share one port, restarts one that crashes, and stops them all on SIGTERM.
 * Several processes need PostgreSQL (TEST_DATABASE_URL); the refusal without it does not.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const TEST_DB = process.env.TEST_DATABASE_URL;

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      CATALOGUE_SOURCE: 'demo',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    out += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function healthPid(baseUrl: string): Promise<number | null> {
  try {
    // A new connection per request, so the primary's round-robin spreads them.
    const r = await fetch(`${baseUrl}/health`, {
      headers: { connection: 'close' },
      signal: AbortSignal.timeout(3000),
    });
    if (!r.ok) return null;
    return ((await r.json()) as { pid: number }).pid;
  } catch {
    return null;
  }
}

/** Polls /health until `done(pids seen)` holds; returns the pids seen. */
async function pidsUntil(baseUrl: string, done: (pids: Set<number>) => boolean, timeoutMs = 30_000) {
  const pids = new Set<number>();
  const deadline = Date.now() + timeoutMs;
  while (!done(pids)) {
    if (Date.now() > deadline) throw new Error(`timed out; saw pids ${[...pids].join(', ')}`);
    const pid = await healthPid(baseUrl);
    if (pid === null) await new Promise((r) => setTimeout(r, 100));
    else pids.add(pid);
  }
  return pids;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('several processes (WORKERS)', () => {
  it('refuses WORKERS>1 on the embedded database with one line and exit 1', async () => {
    const s = startServer({ WORKERS: '2', DATABASE_URL: '', PORT: String(await freePort()) });
    expect(await s.exited).toBe(1);
    expect(s.output().trim().split('\n')).toEqual([
      'WORKERS=2 needs DATABASE_URL: the embedded database (PGlite) can be opened by one process only; ' +
        'set DATABASE_URL to a PostgreSQL server or use WORKERS=1',
    ]);
  });

  it('refuses an invalid WORKERS value with one line and exit 1', async () => {
    const s = startServer({ WORKERS: '0', DATABASE_URL: '', PORT: String(await freePort()) });
    expect(await s.exited).toBe(1);
    expect(s.output().trim()).toBe('Invalid environment variable WORKERS: must be between 1 and 64');
  });
});

describe.skipIf(!TEST_DB)('WORKERS=2 on PostgreSQL', () => {
  const dbName = `marquee_cluster_${randomBytes(5).toString('hex')}`;
  let admin: import('postgres').Sql;
  let server: Started;
  let baseUrl: string;
  const workerPids = new Set<number>();

  beforeAll(async () => {
    const { default: postgres } = await import('postgres');
    admin = postgres(TEST_DB!, { max: 1, onnotice: () => {} });
    // A fresh, unmigrated database: the primary migrates it before forking.
    await admin.unsafe(`create database ${dbName}`);
    const url = new URL(TEST_DB!);
    url.pathname = `/${dbName}`;
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = startServer({ WORKERS: '2', DATABASE_URL: url.toString(), PORT: String(port) });
  });

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGKILL');
      for (const pid of workerPids) if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
    await admin?.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin?.end();
  });

  it('answers from two worker processes on one port, on a database the primary migrated', async () => {
    const pids = await pidsUntil(baseUrl, (p) => p.size >= 2);
    expect(pids.size).toBe(2);
    expect(pids.has(server.child.pid!)).toBe(false);
    for (const pid of pids) workerPids.add(pid);
    // Every committed migration applied, each once (the primary ran them before forking).
    const journal = JSON.parse(readFileSync(path.join(ROOT, 'drizzle/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const url = new URL(TEST_DB!);
    url.pathname = `/${dbName}`;
    const { default: postgres } = await import('postgres');
    const db = postgres(url.toString(), { max: 1, onnotice: () => {} });
    try {
      const rows = await db<{ n: number }[]>`select count(*)::int as n from drizzle.__drizzle_migrations`;
      expect(rows[0]?.n).toBe(journal.entries.length);
      const tables = await db`select to_regclass('public.users') as users`;
      expect(tables[0]?.users).toBe('users');
    } finally {
      await db.end();
    }
  });

  it('restarts a worker that crashes', { timeout: 45_000 }, async () => {
    const [victim] = [...workerPids];
    process.kill(victim!, 'SIGKILL');
    const seen = await pidsUntil(baseUrl, (p) => [...p].some((pid) => !workerPids.has(pid)), 20_000);
    const replacement = [...seen].find((pid) => !workerPids.has(pid))!;
    expect(alive(victim!)).toBe(false);
    expect(alive(replacement)).toBe(true);
    workerPids.delete(victim!);
    workerPids.add(replacement);
    expect(server.output()).toMatch(/worker died; restarting/);
  });

  it('stops every process with exit 0 on SIGTERM', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const pid of workerPids) expect(alive(pid)).toBe(false);
    expect(await healthPid(baseUrl)).toBeNull();
  });
});
