import { randomBytes } from 'node:crypto';
import type { MaturityLevel } from '@shared/profiles';
import { dayIn, zonedInstant } from '@shared/time-zone';
import {
  type CalendarFeed,
  UPCOMING_DAYS,
  type UpcomingAnswer,
  type UpcomingDay,
  type UpcomingEpisode,
} from '@shared/tracking';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, profiles, upcomingVisits, watchedMarks } from '../../db/schema';
import type { CatalogueLanguage, CatalogueService } from '../catalogue/service';
import type { TitleGate } from '../personal/title-gate';
import { airingsOf, utcDay } from './airings';
import { followedShows } from './follows';

export { followStatus, setFollow } from './follows';

/** "New since your last visit" and the calendar feed reach this many days back. */
export const RECENT_DAYS = 30;
const DAY_MS = 86_400_000;

const airedAt = (e: UpcomingEpisode, timeZone: string): number =>
  e.airsAt ? Date.parse(e.airsAt) : zonedInstant(e.airDate, '00:00', timeZone);

/** Earliest first; all-day episodes before the timed ones of their day; then show, season, episode. */
const byAiring = (timeZone: string) => (a: UpcomingEpisode, b: UpcomingEpisode) =>
  airedAt(a, timeZone) - airedAt(b, timeZone) ||
  Number(a.airsAt !== null) - Number(b.airsAt !== null) ||
  a.showName.localeCompare(b.showName) ||
  a.season - b.season ||
  a.episode - b.episode;

/**
 * The episodes around `now` of every followed show the profile's level allows (the window has
 * a day's slack for any zone). The shows are kept to the level before their airings are read.
 */
async function followedAirings(
  db: Db,
  svc: CatalogueService,
  gate: TitleGate,
  profileId: string,
  lang: CatalogueLanguage,
  now: Date,
): Promise<{ episodes: UpcomingEpisode[]; followedCount: number }> {
  const shows = await gate.keep(await followedShows(db, profileId), (s) => ({ type: 'tv', id: s.mediaId }));
  const window = { from: utcDay(now, -RECENT_DAYS - 1), to: utcDay(now, UPCOMING_DAYS + 1) };
  const episodes = await airingsOf(
    svc,
    shows.map((s) => s.mediaId),
    lang,
    window,
  );
  return { episodes, followedCount: shows.length };
}

/**
 * Upcoming: the next UPCOMING_DAYS days from today in the viewer's zone, grouped by the day
 * each episode airs there (a timed episode by its instant, an all-day one on its date), and
 * what aired since the last visit (at most RECENT_DAYS back; all of them on a first visit).
 */
export async function upcomingList(
  db: Db,
  svc: CatalogueService,
  gate: TitleGate,
  profileId: string,
  timeZone: string,
  lang: CatalogueLanguage,
  now = new Date(),
): Promise<UpcomingAnswer> {
  const [visit] = await db
    .select({ seenAt: upcomingVisits.seenAt })
    .from(upcomingVisits)
    .where(eq(upcomingVisits.profileId, profileId));
  const lastVisit = visit ? new Date(visit.seenAt) : null;
  const { episodes, followedCount } = await followedAirings(db, svc, gate, profileId, lang, now);
  const sorted = [...episodes].sort(byAiring(timeZone));

  const today = dayIn(now, timeZone);
  const last = utcDay(new Date(Date.parse(`${today}T00:00:00Z`)), UPCOMING_DAYS - 1);
  const days: UpcomingDay[] = [];
  for (const e of sorted) {
    const day = e.airsAt ? dayIn(new Date(e.airsAt), timeZone) : e.airDate;
    if (day < today || day > last) continue;
    const group = days[days.length - 1];
    if (group?.date === day) group.episodes.push(e);
    else days.push({ date: day, episodes: [e] });
  }

  const floor = now.getTime() - RECENT_DAYS * DAY_MS;
  const since = Math.max(lastVisit?.getTime() ?? floor, floor);
  const aired = sorted.filter((e) => {
    const at = airedAt(e, timeZone);
    return at > since && at <= now.getTime();
  });
  // An episode already marked watched is not news.
  const seen = await watchedAmong(db, profileId, aired);
  const newSinceLastVisit = aired.filter((e) => !seen.has(`${e.showId}:${e.season}:${e.episode}`)).reverse();

  return {
    timeZone,
    newSinceLastVisit,
    days,
    followedCount,
    lastVisit: lastVisit ? lastVisit.toISOString() : null,
  };
}

/** Which of these episodes the profile marked watched, as `show:season:episode` keys (one query). */
async function watchedAmong(db: Db, profileId: string, episodes: readonly UpcomingEpisode[]) {
  if (episodes.length === 0) return new Set<string>();
  const rows = await db
    .select({ mediaId: watchedMarks.mediaId, season: watchedMarks.season, episode: watchedMarks.episode })
    .from(watchedMarks)
    .where(
      and(
        eq(watchedMarks.profileId, profileId),
        eq(watchedMarks.mediaType, 'tv'),
        inArray(watchedMarks.mediaId, [...new Set(episodes.map((e) => e.showId))]),
      ),
    );
  return new Set(rows.map((r) => `${r.mediaId}:${r.season}:${r.episode}`));
}

/** The profile opened Upcoming: "new since your last visit" starts from now next time. */
export async function markVisited(db: Db, profileId: string): Promise<void> {
  await db
    .insert(upcomingVisits)
    .values({ profileId: profileId })
    .onConflictDoUpdate({ target: upcomingVisits.profileId, set: { seenAt: sql`now()` } });
}

// ---- The calendar feed's secret ----

/** 32 random bytes, base64url: 43 characters. Anything else is no token. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const isFeedToken = (s: string): boolean => TOKEN_SHAPE.test(s);

const feedOf = (row: { token: string; createdAt: Date | string }): CalendarFeed => ({
  path: `/calendar/${row.token}.ics`,
  createdAt: new Date(row.createdAt).toISOString(),
});

export async function calendarFeed(db: Db, profileId: string): Promise<CalendarFeed | null> {
  const [row] = await db
    .select({ token: calendarFeeds.token, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.profileId, profileId));
  return row ? feedOf(row) : null;
}

/** A new secret in one statement: the old one (if any) stops answering the moment it commits. */
export async function rotateCalendarFeed(db: Db, profileId: string): Promise<CalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(calendarFeeds)
    .values({ profileId: profileId, token })
    .onConflictDoUpdate({ target: calendarFeeds.profileId, set: { token, createdAt: sql`now()` } })
    .returning({ token: calendarFeeds.token, createdAt: calendarFeeds.createdAt });
  return feedOf(row!);
}

export async function revokeCalendarFeed(db: Db, profileId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.profileId, profileId));
}

/** The profile of a feed token, its level and stored preferences, read on every request (no cache). */
export async function feedOwner(
  db: Db,
  token: string,
): Promise<{ userId: string; profileId: string; maturity: MaturityLevel; preferences: unknown } | null> {
  if (!isFeedToken(token)) return null;
  const [row] = await db
    .select({
      userId: profiles.userId,
      profileId: profiles.id,
      maturity: profiles.maturity,
      preferences: profiles.preferences,
    })
    .from(calendarFeeds)
    .innerJoin(profiles, eq(profiles.id, calendarFeeds.profileId))
    .where(eq(calendarFeeds.token, token));
  return row ?? null;
}

/** The feed's episodes: the last RECENT_DAYS days and the next UPCOMING_DAYS days, by date. */
export async function feedEpisodes(
  db: Db,
  svc: CatalogueService,
  gate: TitleGate,
  profileId: string,
  lang: CatalogueLanguage,
  now = new Date(),
): Promise<UpcomingEpisode[]> {
  const { episodes } = await followedAirings(db, svc, gate, profileId, lang, now);
  const from = utcDay(now, -RECENT_DAYS);
  const to = utcDay(now, UPCOMING_DAYS);
  return episodes.filter((e) => e.airDate >= from && e.airDate <= to).sort(byAiring('UTC'));
}
