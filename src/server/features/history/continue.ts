import type { THistoryKey } from '@shared/schemas/history';
import { CONTINUE_LIMIT, type ContinueEntry, type NextUpItem } from '@shared/tracking';
import { and, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles, watchedMarks, watchHistory } from '../../db/schema';
import { nextUpFor, type SeasonsOf } from '../marks/service';
import type { TitleGate } from '../personal/title-gate';
import { historyPageQuery } from './service';

/**
 * Shows taken off Continue Watching, with when: kept in the profile's JSON document under a
 * key of the server's own (the preferences' readers ignore it, saving preferences keeps it).
 * A show comes back with its next activity after that time (a mark or a watch).
 */
export const CONTINUE_HIDDEN_KEY = 'continueHidden';
/** At most this many remembered at once (the oldest forgotten first). */
const HIDDEN_MAX = 200;

type Hidden = Record<string, string>;

async function hiddenShows(db: Db, profileId: string): Promise<Hidden> {
  const [row] = await db
    .select({ hidden: sql<unknown>`${profiles.preferences}->${CONTINUE_HIDDEN_KEY}` })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  const raw = typeof row?.hidden === 'string' ? JSON.parse(row.hidden) : row?.hidden;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    ),
  );
}

/**
 * Takes a title off Continue Watching: its history record goes (if any), and a show stays off
 * until its next mark or watch (it may be listed by its marks alone).
 */
export async function removeFromContinue(db: Db, profileId: string, key: THistoryKey): Promise<void> {
  await db
    .delete(watchHistory)
    .where(
      and(
        eq(watchHistory.profileId, profileId),
        eq(watchHistory.mediaId, key.mediaId),
        eq(watchHistory.mediaType, key.mediaType),
      ),
    );
  if (key.mediaType !== 'tv') return;
  const hidden = { ...(await hiddenShows(db, profileId)), [key.mediaId]: new Date().toISOString() };
  const kept = Object.entries(hidden)
    .sort((a, b) => b[1].localeCompare(a[1]))
    .slice(0, HIDDEN_MAX);
  await db
    .update(profiles)
    .set({
      preferences: sql`jsonb_set(coalesce(${profiles.preferences}, '{}'::jsonb), ${`{${CONTINUE_HIDDEN_KEY}}`}::text[], ${JSON.stringify(Object.fromEntries(kept))}::jsonb)`,
    })
    .where(eq(profiles.id, profileId));
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const keyOf = (type: string, id: string) => `${type}:${id}`;

/**
 * Continue Watching: the titles opened in the player (the history's most recent records) and
 * the shows progressed by marks alone (their latest marks), one list ordered by the latest
 * activity, mark or watch. A show with marks only is listed while an aired episode is next or
 * the viewer is caught up (a new episode brings it back as next up); everything watched, it
 * leaves. Titles the profile's level does not allow are left out.
 */
export async function continueList(
  db: Db,
  gate: TitleGate,
  seasonsOf: SeasonsOf,
  profileId: string,
): Promise<ContinueEntry[]> {
  const [records, marked, hidden] = await Promise.all([
    historyPageQuery(db, profileId, { limit: CONTINUE_LIMIT, offset: 0 }),
    db
      .select({ mediaId: watchedMarks.mediaId, at: max(watchedMarks.markedAt) })
      .from(watchedMarks)
      .where(and(eq(watchedMarks.profileId, profileId), eq(watchedMarks.mediaType, 'tv')))
      .groupBy(watchedMarks.mediaId)
      .orderBy(desc(max(watchedMarks.markedAt)))
      .limit(CONTINUE_LIMIT),
    hiddenShows(db, profileId),
  ]);
  const markedAt = new Map(marked.map((r) => [r.mediaId, r.at ? iso(r.at) : null]));
  const later = (a: string, b: string | null | undefined) => (b && b > a ? b : a);
  const entries = new Map<string, Omit<ContinueEntry, 'nextUp'>>();
  for (const r of records) {
    const watched = iso(r.lastWatched);
    entries.set(keyOf(r.mediaType, r.mediaId), {
      mediaType: r.mediaType,
      mediaId: r.mediaId,
      season: r.season,
      episode: r.episode,
      position: r.positionSeconds,
      duration: r.durationSeconds,
      lastActivity: r.mediaType === 'tv' ? later(watched, markedAt.get(r.mediaId)) : watched,
      recorded: true,
    });
  }
  for (const [mediaId, at] of markedAt) {
    if (!at || entries.has(keyOf('tv', mediaId))) continue;
    entries.set(keyOf('tv', mediaId), {
      mediaType: 'tv',
      mediaId,
      season: null,
      episode: null,
      position: null,
      duration: null,
      lastActivity: at,
      recorded: false,
    });
  }
  const ordered = [...entries.values()]
    .filter((e) => {
      const off = e.mediaType === 'tv' ? hidden[e.mediaId] : undefined;
      return !off || off < e.lastActivity;
    })
    .sort((a, b) => b.lastActivity.localeCompare(a.lastActivity));
  const allowed = await gate.keep(ordered, (e) => ({ type: e.mediaType, id: e.mediaId }));
  const shows = allowed.filter((e) => e.mediaType === 'tv').map((e) => e.mediaId);
  const next = new Map<string, NextUpItem>(
    (await nextUpFor(db, seasonsOf, profileId, shows)).map((i) => [i.mediaId, i]),
  );
  const list: ContinueEntry[] = [];
  for (const e of allowed) {
    const nextUp = e.mediaType === 'tv' ? (next.get(e.mediaId) ?? null) : null;
    // Marks alone: listed while there is something next or the viewer is caught up.
    if (!e.recorded && !(nextUp && (nextUp.next || nextUp.caughtUp))) continue;
    list.push({ ...e, nextUp });
  }
  return list.slice(0, CONTINUE_LIMIT);
}
