import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { newSessionToken, sessionIdFromToken } from '../../src/server/auth/lucia';
import {
  type Database,
  MIGRATIONS_FOLDER,
  openDatabase,
  PGLITE_EXTENSIONS,
} from '../../src/server/db/client';
import { createContextFor } from '../../src/server/trpc/init';
import { createCaller } from '../../src/server/trpc/root';
import { createTestApp, type TestApp } from '../helpers/app';
import { type DbKind, dbKinds, pgCloneName } from '../helpers/db';

/**
 * Migration 0005 (profiles) on a copy of a populated database: a database migrated only up to
 * 0004 gets accounts with history, My List, marks, follows, Upcoming visits, calendar feeds,
 * preferences and live sessions; then the remaining migrations run as at a server's start-up.
 * Every account must come out with exactly one profile (its own id, its name, Adult, its
 * preferences), every personal row must belong to that profile, no row may be lost, and the
 * sessions must still sign their browsers in.
 */
const BEFORE = '0004_episode_tracking';
const PERSONAL = [
  'watch_history',
  'watch_later',
  'watched_marks',
  'show_follows',
  'upcoming_visits',
  'calendar_feeds',
];

/** A migrations folder holding 0000 to 0004 only, with the journal cut there. */
function foldersUpTo(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-mig-'));
  mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  expect(last).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, last + 1);
  for (const e of entries)
    copyFileSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

interface OldDatabase {
  /** Runs SQL and answers its rows. */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** The database, opened the way the server opens it (its migrate() runs every migration). */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

async function databaseAt(kind: DbKind, folder: string): Promise<OldDatabase> {
  if (kind === 'pglite') {
    const pg = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(drizzle(pg), { migrationsFolder: folder });
    return {
      query: async <T>(text: string, params?: unknown[]) => (await pg.query<T>(text, params)).rows,
      open: () => openDatabase({ pglite: pg }),
      dispose: async () => {
        if (!pg.closed) await pg.close();
      },
    };
  }
  const { default: postgres } = await import('postgres');
  const url = process.env.TEST_DATABASE_URL!;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const name = pgCloneName();
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = postgres(target.toString(), { max: 1, onnotice: () => {} });
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  await migrate(drizzle(client), { migrationsFolder: folder });
  return {
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.unsafe(text, (params ?? []) as never[])) as unknown as T[],
    open: () => openDatabase({ url: target.toString(), maxConnections: 2 }),
    dispose: async () => {
      await client.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

interface Account {
  id: string;
  username: string;
  preferences: object | null;
  token: string;
  /** Rows per personal table. */
  rows: Record<string, number>;
}

/** Accounts as an older build stored them: personal rows keyed by the user. */
async function populate(db: OldDatabase): Promise<Account[]> {
  const accounts: Account[] = [];
  const shapes = [
    {
      history: 4,
      later: 3,
      marks: 5,
      follows: 2,
      visit: true,
      feed: true,
      preferences: { autoplay: false, quality: 'high' },
    },
    { history: 1, later: 1, marks: 0, follows: 1, visit: false, feed: false, preferences: null },
    { history: 0, later: 0, marks: 0, follows: 0, visit: false, feed: false, preferences: null },
    { history: 2, later: 0, marks: 3, follows: 0, visit: true, feed: true, preferences: { subtitles: 'fr' } },
  ];
  for (const [i, s] of shapes.entries()) {
    const id = `olduser${i}x${Date.now().toString(36)}`;
    const username = `old_user_${i}`;
    await db.query(
      `insert into users (id, username, email, password_hash, role, preferences, created_at)
       values ($1, $2, $3, 'not-a-hash', $4, $5, now() - interval '1 year')`,
      [
        id,
        username,
        `${username}@example.com`,
        i === 0 ? 'owner' : 'user',
        s.preferences === null ? null : JSON.stringify(s.preferences),
      ],
    );
    for (let h = 0; h < s.history; h++)
      await db.query(
        `insert into watch_history (user_id, media_id, media_type, season, episode, position_seconds, duration_seconds)
         values ($1, $2, 'tv', 1, $3, 120, 3000)`,
        [id, String(1399 + h), h + 1],
      );
    for (let l = 0; l < s.later; l++)
      await db.query(
        `insert into watch_later (user_id, media_type, media_id, title) values ($1, 'movie', $2, $3)`,
        [id, String(550 + l), `Film ${l}`],
      );
    for (let k = 0; k < s.marks; k++)
      await db.query(
        `insert into watched_marks (user_id, media_type, media_id, season, episode) values ($1, 'tv', '1399', 1, $2)`,
        [id, k + 1],
      );
    for (let f = 0; f < s.follows; f++)
      await db.query(`insert into show_follows (user_id, media_id, followed) values ($1, $2, $3)`, [
        id,
        String(1400 + f),
        f % 2 === 0,
      ]);
    if (s.visit) await db.query(`insert into upcoming_visits (user_id) values ($1)`, [id]);
    if (s.feed)
      await db.query(`insert into calendar_feeds (user_id, token) values ($1, $2)`, [id, `feed-${id}`]);
    const token = newSessionToken();
    await db.query(
      `insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '20 days')`,
      [sessionIdFromToken(token), id],
    );
    accounts.push({
      id,
      username,
      preferences: s.preferences,
      token,
      rows: {
        watch_history: s.history,
        watch_later: s.later,
        watched_marks: s.marks,
        show_follows: s.follows,
        upcoming_visits: s.visit ? 1 : 0,
        calendar_feeds: s.feed ? 1 : 0,
      },
    });
  }
  return accounts;
}

/** Rows per owner of each personal table, by the owner column's name. */
async function countsBy(db: { query: OldDatabase['query'] }, column: 'user_id' | 'profile_id') {
  const out: Record<string, Record<string, number>> = {};
  for (const table of PERSONAL) {
    const rows = await db.query<{ owner: string; n: number | string }>(
      `select ${column} as owner, count(*) as n from ${table} group by ${column}`,
    );
    out[table] = Object.fromEntries(rows.map((r) => [r.owner, Number(r.n)]));
  }
  return out;
}

describe.each(dbKinds)('migration 0005 on a populated database (%s)', (kind) => {
  const folder = foldersUpTo(BEFORE);
  let old: OldDatabase | undefined;
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    await old?.dispose();
    rmSync(folder, { recursive: true, force: true });
  });

  it('gives every account one Adult profile with its id, name and preferences, and moves its rows there', async () => {
    old = await databaseAt(kind, folder);
    // Up to 0004: no profiles yet, personal rows keyed by the user.
    expect(await old.query(`select 1 from information_schema.tables where table_name = 'profiles'`)).toEqual(
      [],
    );
    const accounts = await populate(old);
    const before = await countsBy(old, 'user_id');
    const sessionsBefore = await old.query<{ id: string; user_id: string }>(
      `select id, user_id from sessions order by id`,
    );

    // The server's start-up: the remaining migrations (0005) run on the copy.
    const database = await old.open();
    await database.migrate();

    const profileRows = await old.query<{
      id: string;
      user_id: string;
      name: string;
      maturity: string;
      position: number;
      pin_hash: string | null;
      preferences: unknown;
      avatar: string;
    }>(
      `select id, user_id, name, maturity, position, pin_hash, preferences, avatar from profiles order by id`,
    );
    expect(profileRows).toHaveLength(accounts.length);
    for (const a of accounts) {
      const mine = profileRows.filter((p) => p.user_id === a.id);
      expect(mine).toHaveLength(1);
      const p = mine[0]!;
      expect(p).toMatchObject({ id: a.id, name: a.username, maturity: 'adult', position: 0, pin_hash: null });
      const stored = typeof p.preferences === 'string' ? JSON.parse(p.preferences) : p.preferences;
      expect(stored).toEqual(a.preferences);
      expect(['red', 'orange', 'amber', 'green', 'teal', 'blue', 'violet', 'pink']).toContain(p.avatar);
    }
    // Preferences live on the profile now, nowhere else.
    expect(
      await old.query(
        `select 1 from information_schema.columns where table_name = 'users' and column_name = 'preferences'`,
      ),
    ).toEqual([]);

    // Every personal row belongs to its account's first profile, none lost.
    const after = await countsBy(old, 'profile_id');
    expect(after).toEqual(before);
    for (const a of accounts)
      for (const table of PERSONAL)
        expect(after[table]![a.id] ?? 0, `${table} of ${a.username}`).toBe(a.rows[table]);
    const orphans = await old.query<{ n: number | string }>(
      PERSONAL.map(
        (tb) => `select count(*) as n from ${tb} where profile_id not in (select id from profiles)`,
      ).join(' union all '),
    );
    expect(orphans.map((r) => Number(r.n))).toEqual(PERSONAL.map(() => 0));
    const sessionsAfter = await old.query<{ id: string; user_id: string; profile_id: string | null }>(
      `select id, user_id, profile_id from sessions order by id`,
    );
    expect(sessionsAfter).toEqual(sessionsBefore.map((s) => ({ ...s, profile_id: null })));

    // The server on the migrated copy: the old sessions still sign in, on their first profile.
    t = await createTestApp(kind, {}, { database });
    for (const a of accounts) {
      const auth = { Authorization: `Bearer ${a.token}` };
      const verify = await t.http().get('/api/auth/verify').set(auth);
      expect(verify.status).toBe(200);
      expect(verify.body.data.user.id).toBe(a.id);
      const list = await t.http().get('/api/profiles').set(auth);
      expect(list.body.data).toMatchObject({
        current: a.id,
        profiles: [{ id: a.id, name: a.username, maturity: 'adult', hasPin: false, main: true }],
      });
      const ctx = createContextFor(t.deps, { headers: { authorization: `Bearer ${a.token}` } });
      expect((await ctx.auth())?.session).toMatchObject({ profileId: a.id, maturity: 'adult' });
      expect(await ctx.maturity()).toBe('adult');
      // The moved rows answer through the app as the profile's.
      const later = await createCaller(ctx).watchLater.list({ sort: 'added' });
      expect(later).toHaveLength(a.rows.watch_later!);
    }
    const [owner] = accounts;
    const admin = await t
      .http()
      .get('/api/admin/users')
      .set({ Authorization: `Bearer ${owner!.token}` });
    expect(admin.status).toBe(200);
    expect((admin.body.data as Array<{ profileCount: number }>).map((u) => u.profileCount)).toEqual(
      accounts.map(() => 1),
    );
  }, 60_000);
});
