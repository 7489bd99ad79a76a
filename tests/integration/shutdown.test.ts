import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../../src/server/db/client';
import { apiRegister, type RunningServer, startServer } from '../e2e/helpers';
import { dbKinds, pgCloneName, pgTemplateName } from '../helpers/db';
import { type FaultyTmdb, startFaultyTmdb } from '../helpers/faulty-tmdb';
import { type RawResponse, rawClientFor } from '../helpers/raw-http';
import { until } from '../helpers/until';

/**
 * The real server process (`src/server/index.ts`) stopped by SIGTERM while it takes writes:
 * it stops accepting connections, lets the requests in flight finish (one of them waiting
 * 1.5 s on a slow upstream), closes the database, exits 0, and every write it acknowledged
 * is in the database afterwards.
 */
const WRITERS = 8;

interface Write {
  mediaId: string;
  startedAt: number;
  res: RawResponse;
}

describe.each(dbKinds)('graceful shutdown (%s)', (kind) => {
  let upstream: FaultyTmdb;
  let admin: postgres.Sql | undefined;
  let dbName = '';
  let srv: RunningServer | undefined;

  beforeAll(async () => {
    upstream = await startFaultyTmdb();
    if (kind === 'postgres') {
      admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      dbName = pgCloneName();
      await admin.unsafe(`create database ${dbName} template ${pgTemplateName()}`);
    }
  });
  afterAll(async () => {
    await srv?.stop();
    await upstream?.close();
    if (admin) {
      await admin.unsafe(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  });

  async function storedMediaIds(userId: string, dataDir: string): Promise<Set<string>> {
    if (kind === 'postgres') {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${dbName}`;
      const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
      const rows = await sql<
        { media_id: string }[]
      >`select media_id from watch_history where profile_id = ${userId}`;
      await sql.end();
      return new Set(rows.map((r) => r.media_id));
    }
    // The embedded database, reopened from disk after the process is gone.
    const pg = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: PGLITE_EXTENSIONS });
    const { rows } = await pg.query<{ media_id: string }>(
      'select media_id from watch_history where profile_id = $1',
      [userId],
    );
    await pg.close();
    return new Set(rows.map((r) => r.media_id));
  }

  it('SIGTERM under write load: exit 0, in-flight requests finished, every acknowledged write kept', async () => {
    let dbUrl = '';
    if (kind === 'postgres') {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${dbName}`;
      dbUrl = url.toString();
    }
    srv = await startServer({
      ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
      CATALOGUE_SOURCE: 'tmdb',
      TMDB_API_KEY: upstream.key,
      TMDB_BASE_URL: upstream.baseUrl,
    });
    const child = srv.process;
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.once('exit', (code) => resolve({ code, at: performance.now() })),
    );
    const { token, user } = await apiRegister(srv.baseUrl, `shutdown_${kind}`);
    const client = rawClientFor(srv.baseUrl, { sockets: WRITERS + 2, timeoutMs: 15_000 });

    let seq = 0;
    let gone = false;
    const writes: Write[] = [];
    const writers = Array.from({ length: WRITERS }, async () => {
      while (!gone) {
        const mediaId = String(500_000 + seq++);
        const startedAt = performance.now();
        const res = await client.send({
          method: 'POST',
          path: '/api/watch-history',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ media_id: mediaId, media_type: 'movie' }),
        });
        writes.push({ mediaId, startedAt, res });
        if (res.status === 0) await new Promise((r) => setTimeout(r, 20));
      }
    });

    // The writers are going: acknowledged writes are coming back.
    await until(
      'the first acknowledged writes',
      () => writes.filter((w) => w.res.status === 200).length >= 10,
      30_000,
    );
    // A request that takes a while (the upstream answers after 1.5 s) is in flight at SIGTERM:
    // the server has asked the upstream and waits for its answer.
    await upstream.setMode('ok', { delayMs: 1_500 });
    const upstreamCalls = upstream.calls;
    const slow = client
      .send({ method: 'GET', path: '/api/tmdb/movie/550' })
      .then((res) => ({ res, at: performance.now() }));
    await until('the slow request to reach the upstream', () => upstream.calls > upstreamCalls, 30_000);
    const sigtermAt = performance.now();
    child.kill('SIGTERM');

    // It stops accepting new connections while that request is still being answered.
    let refusedAt = 0;
    let late: RawResponse | undefined;
    while (!refusedAt && child.exitCode === null) {
      const fresh = rawClientFor(srv.baseUrl, { sockets: 1, timeoutMs: 5_000 });
      late = await fresh.send({ method: 'GET', path: '/health' });
      await fresh.close();
      if (late.status === 0) refusedAt = performance.now();
      else await new Promise((r) => setTimeout(r, 50));
    }

    const exit = await exited;
    gone = true;
    await Promise.all(writers);
    await client.close();
    const { res: slowRes, at: slowDoneAt } = await slow;

    const inFlight = writes.filter((w) => w.startedAt < sigtermAt);
    const acked = writes.filter((w) => w.res.status === 200);
    const stored = await storedMediaIds(user.id, srv.dataDir);
    const lost = acked.filter((w) => !stored.has(w.mediaId));
    console.info(
      `[shutdown ${kind}] exit ${exit.code} ${((exit.at - sigtermAt) / 1000).toFixed(1)} s after SIGTERM; ` +
        `writes sent ${writes.length}, acknowledged ${acked.length}, found ${acked.length - lost.length}, ` +
        `acknowledged after SIGTERM ${acked.filter((w) => w.startedAt >= sigtermAt).length}; ` +
        `started before SIGTERM answered ${inFlight.filter((w) => w.res.status === 200).length}/${inFlight.length}`,
    );

    // 0, not the 1 of the forced exit that ends a shutdown taking too long.
    expect(exit.code).toBe(0);
    expect(slowRes.status).toBe(200);
    expect(late?.error).toMatch(/ECONNREFUSED|ECONNRESET|socket hang up/);
    expect(refusedAt).toBeGreaterThan(0);
    expect(refusedAt).toBeLessThan(slowDoneAt);
    for (const w of inFlight) expect(w.res.status, w.res.error ?? w.res.body).toBe(200);
    expect(acked.length).toBeGreaterThan(10);
    expect(lost).toEqual([]);
    // Nothing answered with a server error while stopping.
    expect(writes.filter((w) => w.res.status >= 500)).toEqual([]);
  }, 120_000);
});
