import type { HistoryEntry } from '@shared/schemas/history';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { watchHistory } from '../../src/server/db/schema';
import { createUser, toolAuthDeps } from '../../src/server/features/auth/service';
import { addToHistory, saveProgress } from '../../src/server/features/history/service';
import { OPEN_GATE } from '../../src/server/features/personal/title-gate';
import { dbKinds, openTestDatabase } from '../helpers/db';

/**
 * Group commit of history writes (features/history/group-commit.ts), on the real database:
 * writes made at the same time reach it as a few statements (counted by a statement trigger),
 * every caller is answered what its own write left, as if the writes had run one after the
 * other in the order they were made, a failed statement fails its callers and only them, and
 * every acknowledged write is stored.
 */

/** A write as the service takes it: a title opened at an episode, or a player's position. */
type Write =
  | { kind: 'opened'; profile: number; title: string; season: number | null; episode: number | null }
  | {
      kind: 'progress';
      profile: number;
      title: string;
      season: number | null;
      episode: number | null;
      position: number;
      duration: number;
    };

/** What a record holds that the writes decide (ids and times come from the database). */
type State = Pick<HistoryEntry, 'season' | 'episode' | 'position_seconds' | 'duration_seconds'>;

const stateOf = (e: HistoryEntry): State => ({
  season: e.season,
  episode: e.episode,
  position_seconds: e.position_seconds,
  duration_seconds: e.duration_seconds,
});

/** The history's rules, one write after the other: what each write leaves. */
function model(
  writes: readonly Write[],
  start = new Map<string, State>(),
): { after: State[]; end: Map<string, State> } {
  const end = new Map(start);
  const after = writes.map((w) => {
    const key = `${w.profile}/${w.title}`;
    const was = end.get(key);
    const next: State =
      w.kind === 'progress'
        ? { season: w.season, episode: w.episode, position_seconds: w.position, duration_seconds: w.duration }
        : was && was.season === w.season && was.episode === w.episode
          ? { ...was }
          : { season: w.season, episode: w.episode, position_seconds: null, duration_seconds: null };
    end.set(key, next);
    return next;
  });
  return { after, end };
}

describe.each(dbKinds)('history group commit (%s)', (kind) => {
  let database: Database;
  let profiles: string[];
  const db = () => database.db;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const auth = toolAuthDeps(database.db);
    profiles = [];
    for (let i = 0; i < 3; i++) {
      const user = await createUser(auth, {
        username: `group_${i}`,
        email: `group_${i}@example.com`,
        password: 'Group-passw0rd',
      });
      profiles.push(user.id); // an account's first profile has the account's id
    }
    // Counts the INSERT statements that reach watch_history (an upsert is one, whatever it updates).
    await database.db.execute(sql`create table history_statements (n integer not null)`);
    await database.db.execute(sql`insert into history_statements values (0)`);
    await database.db.execute(sql`create function count_history_statement() returns trigger language plpgsql as $$
      begin update history_statements set n = n + 1; return null; end $$`);
    await database.db.execute(sql`create trigger count_history_statement after insert on watch_history
      for each statement execute function count_history_statement()`);
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await database.db.delete(watchHistory);
    await database.db.execute(sql`update history_statements set n = 0`);
  });

  const statements = async () => {
    const [row] = await db().select({ n: sql<number>`n` }).from(sql`history_statements`);
    return Number(row?.n);
  };

  const run = (w: Write): Promise<HistoryEntry> =>
    w.kind === 'opened'
      ? addToHistory(db(), OPEN_GATE, profiles[w.profile]!, {
          media_id: w.title,
          media_type: w.season === null ? 'movie' : 'tv',
          season: w.season,
          episode: w.episode,
        })
      : saveProgress(db(), OPEN_GATE, profiles[w.profile]!, {
          mediaId: w.title,
          mediaType: w.season === null ? 'movie' : 'tv',
          season: w.season ?? undefined,
          episode: w.episode ?? undefined,
          position: w.position,
          duration: w.duration,
        });

  const stored = async (profile: number, title: string) => {
    const [row] = await db()
      .select()
      .from(watchHistory)
      .where(and(eq(watchHistory.profileId, profiles[profile]!), eq(watchHistory.mediaId, title)));
    return (
      row && {
        season: row.season,
        episode: row.episode,
        position_seconds: row.positionSeconds,
        duration_seconds: row.durationSeconds,
      }
    );
  };

  it('writes made at the same time go to the database as one statement per kind, each caller answered its own row', async () => {
    const writes: Write[] = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0
        ? {
            kind: 'progress',
            profile: i % 3,
            title: String(100 + i),
            season: 1,
            episode: 1 + (i % 4),
            position: i * 10,
            duration: 3000,
          }
        : { kind: 'opened', profile: i % 3, title: String(100 + i), season: null, episode: null },
    );
    const answers = await Promise.all(writes.map(run));

    expect(await statements()).toBe(2);
    answers.forEach((a, i) => {
      expect(a.media_id).toBe(writes[i]!.title);
      expect(stateOf(a)).toEqual(model([writes[i]!]).after[0]);
    });
    for (const w of writes) expect(await stored(w.profile, w.title)).toEqual(model([w]).after[0]);
  });

  it('one title written by many callers at once: one record, the last write wins, each answered as one after the other', async () => {
    // A record with a position, so an opening of its episode keeps it.
    await run({
      kind: 'progress',
      profile: 0,
      title: '550',
      season: 2,
      episode: 3,
      position: 120,
      duration: 2400,
    });
    const start = new Map([['0/550', (await stored(0, '550'))!]]);
    const ep = (episode: number) => ({ profile: 0, title: '550', season: 2, episode });
    const writes: Write[] = [
      { kind: 'opened', ...ep(3) },
      { kind: 'opened', ...ep(3) },
      { kind: 'progress', ...ep(3), position: 300, duration: 2400 },
      { kind: 'opened', ...ep(3) },
      { kind: 'progress', ...ep(3), position: 330, duration: 2400 },
      { kind: 'opened', ...ep(4) },
      { kind: 'opened', ...ep(4) },
      { kind: 'opened', ...ep(5) },
      { kind: 'progress', ...ep(5), position: 60, duration: 2500 },
      { kind: 'opened', ...ep(5) },
      { kind: 'progress', ...ep(5), position: 90, duration: 2500 },
      ...Array.from({ length: 20 }, () => ({ kind: 'opened' as const, ...ep(5) })),
    ];
    await database.db.execute(sql`update history_statements set n = 0`);
    const answers = await Promise.all(writes.map(run));

    const expected = model(writes, start);
    expect(answers.map(stateOf)).toEqual(expected.after);
    expect(await stored(0, '550')).toEqual(expected.end.get('0/550'));
    const ids = new Set(answers.map((a) => a.id));
    expect(ids.size).toBe(1);
    // The position written right after the first openings waits for the next statement (the
    // openings' answer depends on the record as it was); all later writes fold into that one:
    // 2 statements, not 31.
    expect(await statements()).toBe(2);
    expect(await db().select().from(watchHistory)).toHaveLength(1);
  });

  it('every acknowledged write is stored, in the order the writes were made, over several batches', async () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const writes: Write[] = Array.from({ length: 240 }, () => {
      const profile = rand(3);
      const title = String(1 + rand(12));
      const tv = Number(title) % 2 === 0;
      const season = tv ? 1 : null;
      const episode = tv ? 1 + rand(2) : null;
      return rand(2)
        ? { kind: 'opened', profile, title, season, episode }
        : { kind: 'progress', profile, title, season, episode, position: rand(1000), duration: 1000 };
    });
    // Bursts made while earlier ones are still in the database.
    const pending: Array<Promise<HistoryEntry>> = [];
    for (let b = 0; b < 6; b++) {
      pending.push(...writes.slice(b * 40, b * 40 + 40).map(run));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const answers = await Promise.all(pending);

    const expected = model(writes);
    expect(answers.map(stateOf)).toEqual(expected.after);
    for (const [key, state] of expected.end) {
      const [profile, title] = key.split('/');
      expect(await stored(Number(profile), title!)).toEqual(state);
    }
    expect(await statements()).toBeLessThan(writes.length / 4);
  });

  it('a title written again while its earlier writes are still in the database lands after them', async () => {
    const ep = { profile: 1, title: '42', season: 1, episode: 1 };
    // An opening then a position: two statements one after the other (see above).
    const first: Write[] = [
      { kind: 'opened', ...ep },
      { kind: 'progress', ...ep, position: 100, duration: 1000 },
    ];
    const pending = first.map(run);
    // The first batch has left for the database (the writes are queued after the service's
    // title check, and sent on the turn after); a later position of the same title arrives.
    for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
    const later: Write = { kind: 'progress', ...ep, position: 200, duration: 1000 };
    pending.push(run(later));
    const answers = await Promise.all(pending);

    const expected = model([...first, later]);
    expect(answers.map(stateOf)).toEqual(expected.after);
    expect(await stored(1, '42')).toEqual(expected.end.get('1/42'));
  });

  it('a write that fails (its profile gone) fails alone: the others in its statement are stored', async () => {
    const writes = Array.from({ length: 12 }, (_, i) =>
      addToHistory(db(), OPEN_GATE, i === 5 ? 'no-such-profile' : profiles[i % 3]!, {
        media_id: String(700 + i),
        media_type: 'movie',
        season: null,
        episode: null,
      }),
    );
    const settled = await Promise.allSettled(writes);

    expect(settled.map((s) => s.status)).toEqual(settled.map((_, i) => (i === 5 ? 'rejected' : 'fulfilled')));
    const rows = await db().select({ mediaId: watchHistory.mediaId }).from(watchHistory);
    expect(rows.map((r) => r.mediaId).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => String(700 + i))
        .filter((_, i) => i !== 5)
        .sort(),
    );
  });

  it('a failed statement fails every caller in it and stores none of its writes; later writes go through', async () => {
    await database.db.execute(sql`create function refuse_history() returns trigger language plpgsql as $$
      begin raise exception 'history refused'; end $$`);
    await database.db.execute(sql`create trigger refuse_history before insert on watch_history
      for each statement execute function refuse_history()`);
    let settled: PromiseSettledResult<HistoryEntry>[];
    try {
      settled = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          run(
            i % 2
              ? { kind: 'opened', profile: i % 3, title: String(800 + i), season: null, episode: null }
              : {
                  kind: 'progress',
                  profile: i % 3,
                  title: String(800 + i),
                  season: null,
                  episode: null,
                  position: 5,
                  duration: 50,
                },
          ),
        ),
      );
    } finally {
      await database.db.execute(sql`drop trigger refuse_history on watch_history`);
    }
    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    expect(await db().select().from(watchHistory)).toHaveLength(0);

    const after = await Promise.all([
      run({ kind: 'opened', profile: 0, title: '900', season: null, episode: null }),
      run({ kind: 'opened', profile: 1, title: '901', season: null, episode: null }),
    ]);
    expect(after.map((a) => a.media_id)).toEqual(['900', '901']);
    expect(await db().select().from(watchHistory)).toHaveLength(2);
  });
});
