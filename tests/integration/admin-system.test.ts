import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, watchHistory } from '../../src/server/db/schema';
import { adminAnalytics, adminStats } from '../../src/server/features/admin/system';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { dbKinds } from '../helpers/db';

const NOW = new Date('2025-06-15T12:00:00Z');

describe.each(dbKinds)('admin statistics, health and tools (%s)', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof insertUser>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await insertUser(t.deps, { role: 'admin' });
    const at = async (iso: string, opts: Parameters<typeof insertUser>[1] = {}) => {
      const { user } = await insertUser(t.deps, opts);
      await t.deps.database.db
        .update(users)
        .set({ createdAt: new Date(iso) })
        .where(eq(users.id, user.id));
      return user;
    };
    await t.deps.database.db
      .update(users)
      .set({ createdAt: new Date('2024-01-01T00:00:00Z') })
      .where(eq(users.id, admin.user.id));
    const today = await at('2025-06-15T00:30:00Z', { isPremium: true });
    await at('2025-06-14T23:59:00Z'); // yesterday: this week, not today
    await at('2025-06-10T08:00:00Z', { role: 'owner' });
    await at('2025-05-20T08:00:00Z', { isPremium: true });
    await at('2025-04-01T08:00:00Z'); // older than a month
    const rows = [
      ['1', '2025-06-15T09:00:00Z'],
      ['2', '2025-06-15T10:00:00Z'],
      ['3', '2025-06-01T10:00:00Z'],
      ['4', '2025-03-01T10:00:00Z'],
    ] as const;
    for (const [mediaId, when] of rows) {
      await t.deps.database.db.insert(watchHistory).values({
        profileId: today.id,
        mediaId,
        mediaType: 'movie',
        watchedAt: new Date(when),
        lastWatched: new Date(when),
      });
    }
  });
  afterAll(() => t.close());

  it('counts registrations today (UTC), in 7 days and in 30 days, premium users and staff', async () => {
    expect(await adminStats(t.deps.database.db, NOW)).toEqual({
      totalUsers: 6,
      newUsersToday: 1,
      newUsersThisWeek: 3,
      newUsersThisMonth: 4,
      premiumUsers: 2,
      adminUsers: 2,
      totalRatings: 0,
      totalReviews: 0,
      totalLists: 0,
    });
  });

  it('draws 30 UTC days of registrations and watch activity, zeros included', async () => {
    const a = await adminAnalytics(t.deps.database.db, NOW);
    expect(a).toMatchObject({ newUsersToday: 1, newUsersThisWeek: 3, newUsersThisMonth: 4 });
    expect(a.days).toHaveLength(30);
    expect(a.days[0]!.date).toBe('2025-05-17');
    expect(a.days.at(-1)).toEqual({ date: '2025-06-15', registrations: 1, watchRecords: 2 });
    const on = (date: string) => a.days.find((d) => d.date === date);
    expect(on('2025-06-14')).toMatchObject({ registrations: 1, watchRecords: 0 });
    expect(on('2025-05-20')).toMatchObject({ registrations: 1 });
    expect(on('2025-06-01')).toMatchObject({ registrations: 0, watchRecords: 1 });
    expect(a.days.reduce((s, d) => s + d.registrations, 0)).toBe(4);
    expect(a.days.reduce((s, d) => s + d.watchRecords, 0)).toBe(3);
  });

  it('answers the same blocks over REST', async () => {
    const stats = await t.http().get('/api/admin/stats').set(admin.auth);
    expect(stats.body.data).toMatchObject({ totalUsers: 6, premiumUsers: 2, adminUsers: 2 });
    const analytics = await t.http().get('/api/admin/analytics').set(admin.auth);
    expect(analytics.body.data.days).toHaveLength(30);
    const watch = await t.http().get('/api/admin/watch-history-stats').set(admin.auth);
    expect(watch.body.data.total).toBe(4);
  });

  it('measures health: a timed database round trip, connections, the live cache', async () => {
    await t.http().get('/api/tmdb/genre/movie/list').expect(200);
    const res = await t.http().get('/api/admin/system-health').set(admin.auth);
    expect(res.status).toBe(200);
    const h = res.body.data;
    expect(h.database).toMatchObject({ status: 'healthy', kind });
    expect(h.database.responseTime).toBeGreaterThan(0);
    expect(h.database.connections).toBeGreaterThanOrEqual(1);
    expect(h.api).toMatchObject({ status: 'healthy', uptime: expect.any(Number) });
    const cache = t.deps.services.catalogue.stats();
    expect(cache.totalKeys).toBeGreaterThan(0);
    expect(h.cache).toEqual({
      status: 'healthy',
      hitRate: cache.hitRate,
      size: cache.sizeBytes,
      totalKeys: cache.totalKeys,
    });
    expect(Date.parse(h.checkedAt)).not.toBeNaN();
  });

  it('exports a system report without secrets', async () => {
    const report = (await t.http().get('/api/admin/system-report').set(admin.auth)).body.data;
    expect(Object.keys(report).sort()).toEqual([
      'cache',
      'environment',
      'generatedAt',
      'health',
      'servers',
      'stats',
      'versions',
      'watchHistory',
    ]);
    expect(report.stats.totalUsers).toBe(6);
    expect(report.watchHistory).toEqual({
      total: 4,
      today: expect.any(Number),
      watchedMarks: 0,
      watchedMarksToday: 0,
      diaryEntries: 0,
      diaryEntriesToday: 0,
    });
    expect(report.versions).toMatchObject({
      app: t.deps.version,
      node: process.version,
      database: expect.stringMatching(/^PostgreSQL \d+/),
    });
    expect(report.servers).toMatchObject({
      source: 'local',
      totalServers: 2,
      enabledServers: 2,
      disabledServers: 0,
      lastError: null,
    });
    expect(report.cache).toMatchObject({ maxBytes: 64 * 1024 * 1024 });
    expect(JSON.stringify(report)).not.toMatch(/password|argon2|TMDB_API_KEY|DATABASE_URL/i);
  });

  it('refreshes the server configuration', async () => {
    const res = await t.http().post('/api/admin/refresh-servers').set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Server configuration refreshed successfully!',
      data: { source: 'local' },
    });
  });
});

describe('refresh-servers when the remote configuration fails', () => {
  it('answers 502 with the reason, and the summary of the fallback in use', async () => {
    // Nothing listens on port 9: the remote fetch fails at once and the local file is used.
    const t = await createTestApp('pglite', { SERVER_CONFIG_URL: 'http://127.0.0.1:9/servers.json' });
    try {
      const admin = await insertUser(t.deps, { role: 'admin' });
      const res = await t.http().post('/api/admin/refresh-servers').set(admin.auth);
      expect(res.status).toBe(502);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(
        /^Failed to refresh servers: Remote configuration could not be fetched/,
      );
      expect(res.body.data).toMatchObject({ source: 'local', totalServers: 2 });
    } finally {
      await t.close();
    }
  });
});
