import { performance } from 'node:perf_hooks';
import { type Message, m } from '@shared/i18n/message';
import type {
  AdminAnalytics,
  AdminStats,
  CacheStatsView,
  DailyCount,
  HealthStatus,
  RefreshServersResult,
  ServerConfigSummary,
  SystemHealth,
  SystemReport,
  WatchHistoryAdminStats,
} from '@shared/schemas/admin';
import type { ServerConfigState } from '@shared/servers';
import { STAFF_ROLES } from '@shared/user';
import { count, gte, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../../db/client';
import { diaryEntries, lists, ratings, reviews, users, watchedMarks, watchHistory } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { uptimeSeconds } from '../health/service';

/**
 * Statistics, health, cache and server-configuration tools of the admin panel. Health
 * figures are measured, never assumed: a timed database round trip, the
 * database's own connection count, and the catalogue cache's live figures.
 */
const DAY = 86_400_000;
export const ANALYTICS_DAYS = 30;

/** Thresholds of the green / yellow / red statuses. */
export const DB_WARN_MS = 100;
export const API_WARN_MS = 500;
export const CACHE_WARN_FILL = 0.9;

const utcMidnight = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const round1 = (ms: number) => Math.round(ms * 10) / 10;

/**
 * Registrations since midnight UTC, in the last 7 days and in the last 30 days; one pass
 * over users (the created_at counts use users_created_at_id_idx when selective).
 */
export async function adminStats(db: Db, now: Date = new Date()): Promise<AdminStats> {
  const today = utcMidnight(now).toISOString();
  const week = new Date(now.getTime() - 7 * DAY).toISOString();
  const month = new Date(now.getTime() - 30 * DAY).toISOString();
  const n = (expr: ReturnType<typeof sql>) => sql<number>`${expr}`.mapWith(Number);
  const [row] = await db
    .select({
      totalUsers: count(),
      newUsersToday: n(sql`count(*) filter (where ${users.createdAt} >= ${today}::timestamptz)`),
      newUsersThisWeek: n(sql`count(*) filter (where ${users.createdAt} >= ${week}::timestamptz)`),
      newUsersThisMonth: n(sql`count(*) filter (where ${users.createdAt} >= ${month}::timestamptz)`),
      premiumUsers: n(sql`count(*) filter (where ${users.isPremium})`),
      adminUsers: n(sql`count(*) filter (where ${inArray(users.role, STAFF_ROLES)})`),
      totalRatings: n(sql`(select count(*) from ${ratings})`),
      totalReviews: n(sql`(select count(*) from ${reviews})`),
      totalLists: n(sql`(select count(*) from ${lists})`),
    })
    .from(users);
  return {
    totalUsers: Number(row?.totalUsers ?? 0),
    newUsersToday: row?.newUsersToday ?? 0,
    newUsersThisWeek: row?.newUsersThisWeek ?? 0,
    newUsersThisMonth: row?.newUsersThisMonth ?? 0,
    premiumUsers: row?.premiumUsers ?? 0,
    adminUsers: row?.adminUsers ?? 0,
    totalRatings: row?.totalRatings ?? 0,
    totalReviews: row?.totalReviews ?? 0,
    totalLists: row?.totalLists ?? 0,
  };
}

/** Per-UTC-day counts since `since`, as { 'YYYY-MM-DD': n }. */
async function perDay(
  db: Db,
  table: PgTable,
  column: AnyPgColumn,
  since: Date,
): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db.select({ day, n: count() }).from(table).where(gte(column, since)).groupBy(day);
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/**
 * The Analytics tab: the three registration counts and, for the chart, registrations and
 * watch activity (records by their last-watched day, the history's own clock) per UTC day
 * over the last 30 days, oldest first, days without any as zeros.
 */
export async function adminAnalytics(db: Db, now: Date = new Date()): Promise<AdminAnalytics> {
  const first = new Date(utcMidnight(now).getTime() - (ANALYTICS_DAYS - 1) * DAY);
  const [stats, regs, watches] = await Promise.all([
    adminStats(db, now),
    perDay(db, users, users.createdAt, first),
    perDay(db, watchHistory, watchHistory.lastWatched, first),
  ]);
  const days: DailyCount[] = [];
  for (let i = 0; i < ANALYTICS_DAYS; i++) {
    const date = new Date(first.getTime() + i * DAY).toISOString().slice(0, 10);
    days.push({ date, registrations: regs.get(date) ?? 0, watchRecords: watches.get(date) ?? 0 });
  }
  return {
    newUsersToday: stats.newUsersToday,
    newUsersThisWeek: stats.newUsersThisWeek,
    newUsersThisMonth: stats.newUsersThisMonth,
    days,
  };
}

export function cacheStats(deps: AppDeps): CacheStatsView {
  const s = deps.services.catalogue.stats();
  return {
    totalKeys: s.totalKeys,
    hits: s.hits,
    misses: s.misses,
    hitRate: s.hitRate,
    memoryUsage: s.memoryUsage,
    sizeBytes: s.sizeBytes,
    maxBytes: Math.round(deps.env.CATALOGUE_CACHE_MB * 1024 * 1024),
  };
}

async function databaseHealth(deps: AppDeps): Promise<SystemHealth['database']> {
  const t0 = performance.now();
  try {
    await deps.database.db.execute(sql`select 1`);
    const responseTime = round1(performance.now() - t0);
    const connections = await deps.database.connections();
    const status: HealthStatus = responseTime < DB_WARN_MS ? 'healthy' : 'warning';
    return { status, responseTime, connections, kind: deps.database.kind };
  } catch (err) {
    deps.logger.error({ err }, 'admin health: database check failed');
    return {
      status: 'error',
      responseTime: round1(performance.now() - t0),
      connections: 0,
      kind: deps.database.kind,
    };
  }
}

function cacheHealth(deps: AppDeps): SystemHealth['cache'] {
  try {
    const s = cacheStats(deps);
    const status: HealthStatus = s.sizeBytes >= s.maxBytes * CACHE_WARN_FILL ? 'warning' : 'healthy';
    return { status, hitRate: s.hitRate, size: s.sizeBytes, totalKeys: s.totalKeys };
  } catch (err) {
    deps.logger.error({ err }, 'admin health: cache stats failed');
    return { status: 'error', hitRate: '0.0%', size: 0, totalKeys: 0 };
  }
}

/**
 * GET /admin/system-health. The API's responseTime is the time this check itself took
 * to gather the figures: slow when the process or its dependencies are struggling.
 */
export async function systemHealth(deps: AppDeps): Promise<SystemHealth> {
  const t0 = performance.now();
  const database = await databaseHealth(deps);
  const cache = cacheHealth(deps);
  const responseTime = round1(performance.now() - t0);
  return {
    database,
    api: {
      status: responseTime < API_WARN_MS ? 'healthy' : 'warning',
      responseTime,
      uptime: uptimeSeconds(deps),
    },
    cache,
    checkedAt: new Date().toISOString(),
  };
}

export function serverSummary(state: ServerConfigState): ServerConfigSummary {
  const enabled = state.config.servers.filter((s) => s.enabled).length;
  return {
    source: state.source,
    totalServers: state.config.servers.length,
    enabledServers: enabled,
    disabledServers: state.config.servers.length - enabled,
    defaultServer: state.config.settings.defaultServer,
    version: state.config.version,
    lastUpdated: state.config.lastUpdated,
    loadedAt: state.loadedAt,
    lastError: state.lastError,
  };
}

export const serverConfigSummary = (deps: AppDeps) => serverSummary(deps.services.serverConfig.current());

/**
 * POST /admin/refresh-servers: runs the configuration's fallback chain again. When the
 * preferred source failed and a fallback was used, the refresh did not succeed.
 */
/** The refresh's outcome, its message by key (the answer says it in the reader's language). */
export type RefreshOutcome = Omit<RefreshServersResult, 'message'> & { message: Message };

export async function refreshServers(deps: AppDeps): Promise<RefreshOutcome> {
  const state = await deps.services.serverConfig.refresh();
  const summary = serverSummary(state);
  return state.lastError
    ? { ok: false, message: m('messages.admin.serversRefreshFailed', { error: state.lastError }), summary }
    : { ok: true, message: m('messages.admin.serversRefreshed'), summary };
}

export async function clearCatalogueCache(deps: AppDeps): Promise<{ message: Message }> {
  await deps.services.catalogue.clear();
  return { message: m('messages.admin.cacheCleared') };
}

/** A table's rows, all and those whose `column` is at or after midnight UTC, in one pass. */
async function totalAndToday(
  db: Db,
  table: PgTable,
  column: AnyPgColumn,
  now: Date = new Date(),
): Promise<{ total: number; today: number }> {
  const midnight = utcMidnight(now).toISOString();
  const [row] = await db
    .select({
      total: count(),
      today: sql<number>`count(*) filter (where ${column} >= ${midnight}::timestamptz)`.mapWith(Number),
    })
    .from(table);
  return { total: Number(row?.total ?? 0), today: row?.today ?? 0 };
}

/**
 * The watch records (by last watched) and the watched marks (by when they were made), all and
 * today's (GET /admin/watch-history-stats).
 */
export async function watchHistoryStats(deps: AppDeps): Promise<WatchHistoryAdminStats> {
  const db = deps.database.db;
  const [records, marks, diary] = await Promise.all([
    totalAndToday(db, watchHistory, watchHistory.lastWatched),
    totalAndToday(db, watchedMarks, watchedMarks.markedAt),
    totalAndToday(db, diaryEntries, diaryEntries.createdAt),
  ]);
  return {
    ...records,
    watchedMarks: marks.total,
    watchedMarksToday: marks.today,
    diaryEntries: diary.total,
    diaryEntriesToday: diary.today,
  };
}

async function databaseVersion(db: Db): Promise<string> {
  try {
    const res = await db.execute<{ server_version: string }>(sql`show server_version`);
    return String(rowsOf<{ server_version?: string }>(res)[0]?.server_version ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/** GET /admin/system-report: everything above in one document, for download. */
export async function systemReport(deps: AppDeps): Promise<SystemReport> {
  const db = deps.database.db;
  const [stats, health, watchHistory, dbVersion] = await Promise.all([
    adminStats(db),
    systemHealth(deps),
    watchHistoryStats(deps),
    databaseVersion(db),
  ]);
  return {
    generatedAt: new Date().toISOString(),
    stats,
    health,
    cache: cacheStats(deps),
    watchHistory,
    servers: serverConfigSummary(deps),
    versions: { app: deps.version, node: process.version, database: `PostgreSQL ${dbVersion}` },
    environment: { catalogueSource: deps.services.catalogue.source, databaseKind: deps.database.kind },
  };
}
