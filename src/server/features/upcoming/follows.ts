import type { FollowStatus } from '@shared/tracking';
import { eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { profiles, showFollows } from '../../db/schema';
import type { PersonalScope } from '../personal/title-gate';

/**
 * Which shows a profile follows: those followed by hand (show_follows.followed = true), and
 * (unless automatic following is off) those in Watch Later or with a watched episode unless
 * unfollowed in place (show_follows.followed = false). Everything keyed by the profile here, as in Watch Later.
 */

/**
 * Whether the profile follows shows it saves or marks (the autoFollow preference, on unless
 * set off), as an SQL condition: with it off, Watch Later and watched marks follow nothing and
 * only a choice made by hand does.
 */
export const autoFollowOn = (profileId: string) =>
  sql`(coalesce((select p.preferences -> 'autoFollow' from profiles p where p.id = ${profileId}), 'true'::jsonb) is distinct from 'false'::jsonb)`;

/**
 * Turning automatic following off keeps the shows it followed: each becomes a choice made by
 * hand (a show_follows row), before the preference changes. Nothing happens when it was off.
 */
export async function keepAutoFollows(db: Db, profileId: string): Promise<void> {
  await db.execute(sql`
    insert into show_follows (profile_id, media_id, followed)
    select ${profileId}, s.media_id, true from (
      select media_id from watch_later where profile_id = ${profileId} and media_type = 'tv'
      union
      select media_id from watched_marks where profile_id = ${profileId} and media_type = 'tv'
    ) s
    where ${autoFollowOn(profileId)}
    on conflict do nothing`);
}

/**
 * One refresh of Upcoming or the calendar feed considers at most this many followed shows,
 * the most recently saved, marked or chosen first: each costs a details read (and at most
 * one season read) from the catalogue, so the bound keeps one refresh's upstream cost and
 * time bounded however long a list grows.
 */
export const FOLLOWED_SHOWS_MAX = 300;

type Reason = NonNullable<FollowStatus['reason']>;

export interface FollowedShow {
  mediaId: string;
  reason: Reason;
}

/**
 * The followed shows, most recent first, in one statement: the three sources side by side
 * (each read through its table's profile-first key), less the shows unfollowed in place.
 * A show followed for several reasons reports the first of saved, watched, chosen.
 */
export async function followedShows(
  db: Db,
  profileId: string,
  limit = FOLLOWED_SHOWS_MAX,
): Promise<FollowedShow[]> {
  const result = await db.execute(sql`
    with candidates as (
      select media_id, 1 as rank, added_at as at from watch_later
        where profile_id = ${profileId} and media_type = 'tv' and ${autoFollowOn(profileId)}
      union all
      select media_id, 2 as rank, max(marked_at) as at from watched_marks
        where profile_id = ${profileId} and media_type = 'tv' and ${autoFollowOn(profileId)}
        group by media_id
      union all
      select media_id, 3 as rank, changed_at as at from show_follows
        where profile_id = ${profileId} and followed
    )
    select c.media_id as "mediaId", min(c.rank) as "rank", max(c.at) as "at"
    from candidates c
    where not exists (
      select 1 from show_follows f
      where f.profile_id = ${profileId} and f.media_id = c.media_id and not f.followed
    )
    group by c.media_id
    order by max(c.at) desc, c.media_id
    limit ${limit}
  `);
  return rowsOf<{ mediaId: string; rank: number | string }>(result).map((r) => ({
    mediaId: r.mediaId,
    reason: REASONS[Number(r.rank)] ?? 'chosen',
  }));
}

const REASONS: Record<number, Reason> = { 1: 'saved', 2: 'watched', 3: 'chosen' };

/** One show's state: an unfollow in place wins; otherwise the first reason that holds. */
export async function followStatus(db: Db, profileId: string, mediaId: string): Promise<FollowStatus> {
  const result = await db.execute(sql`
    select
      (select followed from show_follows where profile_id = ${profileId} and media_id = ${mediaId}) as "choice",
      ${autoFollowOn(profileId)} as "auto",
      exists (select 1 from watch_later
        where profile_id = ${profileId} and media_type = 'tv' and media_id = ${mediaId}) as "saved",
      exists (select 1 from watched_marks
        where profile_id = ${profileId} and media_type = 'tv' and media_id = ${mediaId}) as "watched"
  `);
  const [row] = rowsOf<{ choice: boolean | null; auto: boolean; saved: boolean; watched: boolean }>(result);
  const choice = row?.choice ?? null;
  if (choice === false) return { mediaId, followed: false, reason: null };
  const auto = row?.auto !== false;
  const reason: Reason | null =
    auto && row?.saved ? 'saved' : auto && row?.watched ? 'watched' : choice ? 'chosen' : null;
  return { mediaId, followed: reason !== null, reason };
}

/** Whether the show is followed now (one read): a choice made in place, else saved or watched with automatic following on. */
export async function isFollowed(db: Db, profileId: string, mediaId: string): Promise<boolean> {
  const [row] = await db
    .select({
      followed: sql<boolean>`coalesce(
        (select f.followed from show_follows f where f.profile_id = ${profileId} and f.media_id = ${mediaId}),
        ${autoFollowOn(profileId)} and (
          exists (select 1 from watch_later l
            where l.profile_id = ${profileId} and l.media_type = 'tv' and l.media_id = ${mediaId})
          or exists (select 1 from watched_marks w
            where w.profile_id = ${profileId} and w.media_type = 'tv' and w.media_id = ${mediaId})))`,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row?.followed === true;
}

/**
 * Follows or unfollows a show in place: the choice is kept, whatever the list or marks say later.
 * Following a show the profile's level does not allow is refused, as every other write of a title.
 */
export async function setFollow(
  { db, gate, profileId }: PersonalScope,
  mediaId: string,
  followed: boolean,
): Promise<FollowStatus> {
  if (followed) await gate.assert('tv', mediaId);
  await db
    .insert(showFollows)
    .values({ profileId: profileId, mediaId, followed })
    .onConflictDoUpdate({
      target: [showFollows.profileId, showFollows.mediaId],
      set: { followed, changedAt: sql`now()` },
    });
  return followStatus(db, profileId, mediaId);
}
