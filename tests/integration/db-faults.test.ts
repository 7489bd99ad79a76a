import { inArray } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { type Database, openDatabase } from '../../src/server/db/client';
import { watchHistory } from '../../src/server/db/schema';
import type { AppDeps } from '../../src/server/deps';
import { buildDeps, disposeDeps } from '../../src/server/deps';
import { parseEnv } from '../../src/server/env';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/errors';
import { english } from '../../src/server/i18n/messages';
import { insertUser } from '../factories/user';
import { pgCloneName, pgTemplateName } from '../helpers/db';
import { listen, type RawClient, type RawResponse, rawClientFor } from '../helpers/raw-http';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';

/**
 * PostgreSQL failing under write load (only with TEST_DATABASE_URL): backends killed with
 * pg_terminate_backend, then the server unreachable for a while (a TCP proxy in front of
 * it is cut). Requests during the fault get 503 with a message, /api/health says the
 * database is down, the app recovers by itself, and every write answered with success is
 * in the database afterwards.
 */
const URL_ = process.env.TEST_DATABASE_URL;
const WRITERS = 8;

interface Write {
  userId: string;
  mediaId: string;
  via: 'rest' | 'trpc';
  startedAt: number;
  endedAt: number;
  res: RawResponse;
}

describe.skipIf(!URL_)('database faults (postgres)', () => {
  let admin: postgres.Sql;
  let dbName: string;
  let proxy: TcpProxy;
  let database: Database;
  let deps: AppDeps;
  let server: Awaited<ReturnType<typeof listen>>;
  let client: RawClient;
  let users: Array<{ id: string; token: string }>;
  let seq = 0;

  beforeAll(async () => {
    admin = postgres(URL_!, { max: 1, onnotice: () => {} });
    dbName = pgCloneName();
    await admin.unsafe(`create database ${dbName} template ${pgTemplateName()}`);
    const target = new URL(URL_!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(URL_!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${dbName}`;
    database = await openDatabase({ url: viaProxy.toString(), maxConnections: 5 });
    deps = await buildDeps(parseEnv({ NODE_ENV: 'test', CATALOGUE_SOURCE: 'demo' }), {
      database: { ...database, migrate: async () => {} },
    });
    server = await listen(createApp(deps), deps);
    client = rawClientFor(server.baseUrl, { sockets: WRITERS + 4, timeoutMs: 20_000 });
    users = [];
    for (let i = 0; i < 4; i++) {
      const u = await insertUser(deps);
      users.push({ id: u.user.id, token: u.token });
    }
  });
  afterAll(async () => {
    await client?.close();
    await server?.close();
    await proxy?.restore();
    if (deps) await disposeDeps(deps).catch(() => {});
    await proxy?.close();
    await admin?.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin?.end();
  });

  const write = async (i: number): Promise<Write> => {
    const user = users[i % users.length]!;
    const mediaId = String(100_000 + seq++);
    const via = i % 3 === 0 ? 'trpc' : 'rest';
    const startedAt = performance.now();
    const res = await client.send({
      method: 'POST',
      path: via === 'rest' ? '/api/watch-history' : '/trpc/history.add',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ media_id: mediaId, media_type: 'movie' }),
    });
    return { userId: user.id, mediaId, via, startedAt, endedAt: performance.now(), res };
  };

  /** Write load from WRITERS concurrent clients while `fault` runs, and a little after. */
  async function underLoad(fault: () => Promise<void>, afterMs = 1_000): Promise<Write[]> {
    const out: Write[] = [];
    let stop = false;
    const workers = Array.from({ length: WRITERS }, async (_, w) => {
      for (let i = w; !stop; i += WRITERS) out.push(await write(i));
    });
    await fault();
    await new Promise((r) => setTimeout(r, afterMs));
    stop = true;
    await Promise.all(workers);
    return out;
  }

  const messageOf = (w: Write) => {
    const body = JSON.parse(w.res.body || '{}');
    return w.via === 'rest' ? body.message : body.error?.message;
  };

  async function missingAcknowledged(writes: Write[]): Promise<Write[]> {
    const acked = writes.filter((w) => w.res.status === 200);
    const rows = await deps.database.db
      .select({ userId: watchHistory.profileId, mediaId: watchHistory.mediaId })
      .from(watchHistory)
      .where(inArray(watchHistory.mediaId, acked.map((w) => w.mediaId).concat('-')));
    const found = new Set(rows.map((r) => `${r.userId}/${r.mediaId}`));
    return acked.filter((w) => !found.has(`${w.userId}/${w.mediaId}`));
  }

  async function recovered(): Promise<void> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const [h, w] = [await client.send({ method: 'GET', path: '/api/health' }), await write(0)];
      if (h.status === 200 && w.res.status === 200) return;
      if (Date.now() > deadline)
        throw new Error(`no recovery: health ${h.status}, write ${w.res.status} ${w.res.body}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('killed backends: refused writes are 503 with a message, acknowledged writes all kept', async () => {
    let killed = 0;
    const writes = await underLoad(async () => {
      for (let i = 0; i < 12; i++) {
        await new Promise((r) => setTimeout(r, 200));
        const rows = await admin`select pg_terminate_backend(pid) as ok from pg_stat_activity
          where datname = ${dbName} and pid <> pg_backend_pid()`;
        killed += rows.filter((r) => r.ok).length;
      }
    });
    await recovered();
    const refused = writes.filter((w) => w.res.status !== 200);
    const missing = await missingAcknowledged(writes);
    console.info(
      `[db-faults terminate] ${killed} backends killed; writes sent ${writes.length}, ` +
        `acknowledged ${writes.length - refused.length}, found ${writes.length - refused.length - missing.length}, ` +
        `refused ${refused.length} (${[...new Set(refused.map((w) => w.res.status))].join(',') || 'none'})`,
    );
    expect(killed).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const w of refused) {
      expect(w.res.status, w.res.body).toBe(503);
      expect(messageOf(w)).toBe(english(DATABASE_UNAVAILABLE_MESSAGE));
    }
    expect(missing).toEqual([]);
  }, 90_000);

  it('database unreachable: 503s and health down during, recovery by itself after, nothing acknowledged lost', async () => {
    const probes: Array<{ startedAt: number; endedAt: number; res: RawResponse }> = [];
    let cutAt = 0;
    let restoredAt = 0;
    const writes = await underLoad(async () => {
      await new Promise((r) => setTimeout(r, 500));
      await proxy.cut();
      cutAt = performance.now();
      while (performance.now() - cutAt < 2_500) {
        const startedAt = performance.now();
        const res = await client.send({ method: 'GET', path: '/api/health' });
        probes.push({ startedAt, endedAt: performance.now(), res });
        await new Promise((r) => setTimeout(r, 150));
      }
      await proxy.restore();
      restoredAt = performance.now();
    }, 1_500);
    await recovered();

    const during = (x: { startedAt: number; endedAt: number }) =>
      x.startedAt > cutAt && x.endedAt < restoredAt;
    const writesDuring = writes.filter(during);
    const probesDuring = probes.filter(during);
    const acked = writes.filter((w) => w.res.status === 200);
    const missing = await missingAcknowledged(writes);
    console.info(
      `[db-faults outage] ${((restoredAt - cutAt) / 1000).toFixed(1)} s down; writes sent ${writes.length}, ` +
        `acknowledged ${acked.length}, found ${acked.length - missing.length}, during outage ${writesDuring.length} ` +
        `(all ${[...new Set(writesDuring.map((w) => w.res.status))].join(',')}); health probes ${probesDuring.length}`,
    );
    expect(writesDuring.length).toBeGreaterThan(0);
    for (const w of writesDuring) {
      expect(w.res.status, w.res.body).toBe(503);
      expect(messageOf(w)).toBe(english(DATABASE_UNAVAILABLE_MESSAGE));
    }
    expect(probesDuring.length).toBeGreaterThan(0);
    for (const p of probesDuring) {
      expect(p.res.status).toBe(503);
      expect(JSON.parse(p.res.body)).toMatchObject({ success: false, database: 'down' });
    }
    for (const w of writes.filter((x) => x.res.status !== 200)) expect(w.res.status, w.res.body).toBe(503);
    expect(acked.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  }, 90_000);
});
