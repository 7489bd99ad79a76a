import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK } from '../../src/server/db/locks';
import { watchHistory } from '../../src/server/db/schema';
import {
  runScheduledCleanup,
  startHistoryCleanup,
  withAdvisoryLock,
} from '../../src/server/features/history/cleanup';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

const DAY = 86_400_000;

describe.each(dbKinds)('automatic history cleanup (%s)', (kind) => {
  let t: TestApp;
  let userId = '';
  beforeAll(async () => {
    t = await createTestApp(kind);
    userId = (await insertUser(t.deps)).user.id;
  });
  afterAll(() => t.close());

  const insertAgo = (mediaId: string, days: number) => {
    const at = new Date(Date.now() - days * DAY);
    return t.deps.database.db.insert(watchHistory).values({
      profileId: userId,
      mediaId,
      mediaType: 'movie',
      watchedAt: at,
      lastWatched: at,
      updatedAt: at,
    });
  };
  const remaining = async () =>
    (await t.deps.database.db.select({ id: watchHistory.mediaId }).from(watchHistory))
      .map((r) => r.id)
      .sort();

  it('runs at start-up and deletes only records older than 15 days', async () => {
    await insertAgo('1', 16);
    await insertAgo('2', 14);
    const stop = await startHistoryCleanup(t.deps.database.db, pino({ level: 'silent' }));
    stop();
    expect(await remaining()).toEqual(['2']);
  });

  it('runs under the advisory lock when nobody holds it', async () => {
    await insertAgo('3', 20);
    expect(await runScheduledCleanup(t.deps.database.db)).toEqual({ ran: true, deleted: 1 });
  });

  // PGlite is one session whose transactions queue behind each other, so contention
  // between processes can only be shown on PostgreSQL (the lock SQL itself runs on both).
  it.skipIf(kind === 'pglite')('lets only one of two concurrent cleanups run', async () => {
    await insertAgo('4', 20);
    let release!: () => void;
    let locked!: () => void;
    const holding = new Promise<void>((r) => {
      locked = r;
    });
    const first = withAdvisoryLock(t.deps.database.db, LOCK.historyCleanup, async () => {
      locked();
      await new Promise<void>((r) => {
        release = r;
      });
      return 'first ran';
    });
    await holding;
    // Another process (another pooled connection) tries while the first holds the lock.
    expect(await runScheduledCleanup(t.deps.database.db)).toEqual({ ran: false, deleted: 0 });
    expect(await remaining()).toContain('4');
    release();
    expect(await first).toBe('first ran');
    // The lock is released with the transaction: the next run proceeds.
    expect(await runScheduledCleanup(t.deps.database.db)).toEqual({ ran: true, deleted: 1 });
  });

  it('two cleanups started together delete each record once', async () => {
    await insertAgo('5', 20);
    await insertAgo('6', 21);
    const runs = await Promise.all([
      runScheduledCleanup(t.deps.database.db),
      runScheduledCleanup(t.deps.database.db),
    ]);
    expect(runs.reduce((n, r) => n + r.deleted, 0)).toBe(2);
    expect(runs.some((r) => r.ran)).toBe(true);
  });
});
