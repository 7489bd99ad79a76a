import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Db, rowsOf } from '../../src/server/db/client';
import { STORAGE_FULL_MESSAGE } from '../../src/server/errors';
import { english } from '../../src/server/i18n/messages';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

/**
 * Writes refused for want of disk space. The database itself refuses them, with the error a
 * full disk gives (SQLSTATE 53100, "could not extend file …: No space left on device", the
 * shape PGlite and PostgreSQL both answer), raised by a statement trigger on every table, so
 * the error travels the real driver and drizzle like the real one. Reads are untouched.
 */
const json = { 'Content-Type': 'application/json' };

async function tables(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`),
  );
  return rows.map((r) => r.name);
}

/** Every write to every table fails as on a full disk, until `freeDisk`. */
async function fillDisk(db: Db): Promise<void> {
  await db.execute(sql`
    create or replace function test_disk_full() returns trigger language plpgsql as $$
    begin
      raise exception using errcode = '53100', hint = 'Check free disk space.',
        message = 'could not extend file "base/5/16384": No space left on device';
    end $$`);
  for (const name of await tables(db)) {
    await db.execute(
      sql.raw(
        `create trigger test_disk_full before insert or update or delete on "${name}" for each statement execute function test_disk_full()`,
      ),
    );
  }
}

async function freeDisk(db: Db): Promise<void> {
  for (const name of await tables(db))
    await db.execute(sql.raw(`drop trigger if exists test_disk_full on "${name}"`));
}

describe.each(dbKinds)('a full disk (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());
  afterEach(() => freeDisk(t.deps.database.db));

  const addHistory = (auth: Record<string, string>, mediaId: string, lang = 'en') =>
    t
      .http()
      .post('/api/watch-history')
      .set(auth)
      .set(json)
      .set('Accept-Language', lang)
      .send({ media_id: mediaId, media_type: 'movie' });

  it('answers 507 saying the server is out of storage, over REST and tRPC, while reads go on', async () => {
    const user = await insertUser(t.deps);
    expect((await addHistory(user.auth, '550')).status).toBe(200);
    await fillDisk(t.deps.database.db);

    const rest = await addHistory(user.auth, '551');
    expect(rest.status).toBe(507);
    expect(rest.body).toEqual({ success: false, message: english(STORAGE_FULL_MESSAGE) });

    const trpc = await t
      .http()
      .post('/trpc/history.add')
      .set(user.auth)
      .set(json)
      .send({ media_id: '552', media_type: 'movie' });
    expect(trpc.status).toBe(507);
    expect(trpc.body.error.message).toBe(english(STORAGE_FULL_MESSAGE));

    // A sign-in writes a session: refused the same way, not with a 500.
    const login = await t
      .http()
      .post('/api/auth/login')
      .set(json)
      .send({ emailOrUsername: user.user.username, password: user.password });
    expect(login.status).toBe(507);

    const list = await t.http().get('/api/watch-history').set(user.auth);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain('550');
    expect((await t.http().get('/api/auth/verify').set(user.auth)).status).toBe(200);
  });

  it('says it in the reader’s language', async () => {
    const user = await insertUser(t.deps);
    await fillDisk(t.deps.database.db);
    const res = await addHistory(user.auth, '600', 'fr');
    expect(res.status).toBe(507);
    expect(res.body.message).toMatch(/^Le serveur n’a plus d’espace de stockage/);
  });

  it('reports the full disk in the health check without failing it, and writes work again once space is freed', async () => {
    // Its own app: the earlier cases' refused writes are still recent in this one's report.
    const own = await createTestApp(kind);
    try {
      const db = own.deps.database.db;
      const user = await insertUser(own.deps);
      const add = (mediaId: string) =>
        own
          .http()
          .post('/api/watch-history')
          .set(user.auth)
          .set(json)
          .send({ media_id: mediaId, media_type: 'movie' });
      const healthy = await own.http().get('/api/health');
      expect(healthy.body).toMatchObject({ success: true, storage: 'ok', message: 'Marquee API is running' });

      await fillDisk(db);
      expect((await add('700')).status).toBe(507);
      const health = await own.http().get('/api/health');
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({
        success: true,
        database: 'up',
        storage: 'full',
        message: 'Marquee API is running, but the server is out of storage: changes cannot be saved',
      });

      await freeDisk(db);
      expect((await add('700')).status).toBe(200);
    } finally {
      await own.close();
    }
  });
});
