import type { MediaType } from '@shared/catalogue';
import type { SeasonEpisodes } from '@shared/episodes';
import { m } from '@shared/i18n/message';
import {
  RATINGS_PAGE_SIZE,
  type RatingItem,
  type RatingPage,
  type TRatingKey,
  type TRatingKeys,
  type TRatingList,
  type TRatingSet,
  type TRatingTitle,
} from '@shared/schemas/ratings';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type RatingRow, ratings } from '../../db/schema';
import { AppError } from '../../errors';
import { titleCard, tvSeasons } from '../catalogue/details';
import type { CatalogueLanguage } from '../catalogue/language';
import type { CatalogueService } from '../catalogue/service';
import type { TitleGate } from '../personal/title-gate';

/**
 * A profile's ratings (1 … 10, five stars with halves) of titles, seasons and episodes.
 * Every function takes the database and the profile's id; writes also take the profile's
 * title gate and the catalogue's word on the title (which must exist, and whose season or
 * episode must exist), and keep what a card shows (title, poster, date) as it said.
 */

/** What the catalogue says of a title: what a card shows, and a show's seasons. */
export interface TitleFacts {
  title: string | null;
  posterPath: string | null;
  date: string | null;
  seasons: SeasonEpisodes[];
}
/** Throws NOT_FOUND (404) for a title the catalogue does not know. */
export type TitleLookup = (type: MediaType, id: string) => Promise<TitleFacts>;

/** The title's card and a show's seasons, from the detail page's own cached request. */
export const catalogueTitles =
  (svc: CatalogueService, lang: CatalogueLanguage): TitleLookup =>
  async (type, id) => {
    const { title, posterPath, date } = await titleCard(svc, type, Number(id), lang);
    return { title, posterPath, date, seasons: type === 'tv' ? await tvSeasons(svc, Number(id), lang) : [] };
  };

const columns = {
  mediaType: ratings.mediaType,
  mediaId: ratings.mediaId,
  season: ratings.season,
  episode: ratings.episode,
  rating: ratings.rating,
  title: ratings.title,
  posterPath: ratings.posterPath,
  releaseDate: ratings.releaseDate,
  ratedAt: ratings.ratedAt,
} as const;
type ItemRow = Pick<RatingRow, keyof typeof columns>;

const toItem = (r: ItemRow): RatingItem => ({
  mediaType: r.mediaType,
  mediaId: r.mediaId,
  season: Number(r.season),
  episode: Number(r.episode),
  rating: Number(r.rating),
  title: r.title,
  posterPath: r.posterPath,
  date: r.releaseDate,
  ratedAt: (r.ratedAt instanceof Date ? r.ratedAt : new Date(r.ratedAt)).toISOString(),
});

const profileWhere = (profileId: string) => eq(ratings.profileId, profileId);
const titleWhere = (profileId: string, key: { mediaType: MediaType; mediaId: string }) =>
  and(profileWhere(profileId), eq(ratings.mediaType, key.mediaType), eq(ratings.mediaId, key.mediaId));
const keyWhere = (profileId: string, key: TRatingKey) =>
  and(titleWhere(profileId, key), eq(ratings.season, key.season), eq(ratings.episode, key.episode));

/** The season or episode a rating names must be one the catalogue lists. */
function checkScope(facts: TitleFacts, key: TRatingKey): void {
  if (key.mediaType !== 'tv' || (key.season === 0 && key.episode === 0)) return;
  const season = facts.seasons.find((s) => s.seasonNumber === key.season);
  if (!season) throw new AppError('NOT_FOUND', m('messages.marks.noSuchSeason', { season: key.season }));
  if (key.episode > season.episodeCount)
    throw new AppError(
      'NOT_FOUND',
      m('messages.marks.noSuchEpisode', { season: key.season, episode: key.episode }),
    );
}

/**
 * Rates (or re-rates) a title, a season or an episode. An unknown title is a 404, a title the
 * profile's level does not allow a 403; nothing is written then.
 */
export async function setRating(
  db: Db,
  gate: TitleGate,
  lookup: TitleLookup,
  profileId: string,
  input: TRatingSet,
): Promise<RatingItem> {
  const facts = await lookup(input.mediaType, input.mediaId);
  await gate.assert(input.mediaType, input.mediaId);
  checkScope(facts, input);
  const snapshot = { title: facts.title, posterPath: facts.posterPath, releaseDate: facts.date };
  const [row] = await db
    .insert(ratings)
    .values({
      profileId,
      mediaType: input.mediaType,
      mediaId: input.mediaId,
      season: input.season,
      episode: input.episode,
      rating: input.rating,
      ...snapshot,
      ratedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: [ratings.profileId, ratings.mediaType, ratings.mediaId, ratings.season, ratings.episode],
      set: { rating: input.rating, ...snapshot, ratedAt: new Date() },
    })
    .returning(columns);
  if (!row) throw new AppError('INTERNAL', m('messages.ratings.notRated'));
  return toItem(row);
}

/** Clears one rating; a rating that is not there is a 404. */
export async function clearRating(
  db: Db,
  gate: TitleGate,
  profileId: string,
  key: TRatingKey,
): Promise<void> {
  await gate.assert(key.mediaType, key.mediaId);
  const gone = await db.delete(ratings).where(keyWhere(profileId, key)).returning({ rating: ratings.rating });
  if (gone.length === 0) throw new AppError('NOT_FOUND', m('messages.ratings.notRated'));
}

/** One rating, or a 404 when there is none. */
export async function getRating(db: Db, profileId: string, key: TRatingKey): Promise<RatingItem> {
  const [row] = await db.select(columns).from(ratings).where(keyWhere(profileId, key)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', m('messages.ratings.notRated'));
  return toItem(row);
}

/** Every rating of one title: the title's own, its seasons' and its episodes'. */
export async function titleRatings(db: Db, profileId: string, key: TRatingTitle): Promise<RatingItem[]> {
  const rows = await db
    .select(columns)
    .from(ratings)
    .where(titleWhere(profileId, key))
    .orderBy(asc(ratings.season), asc(ratings.episode));
  return rows.map(toItem);
}

/** The title-scope ratings of these titles, as { "movie:550": 8 }. */
export async function ratingsOfTitles(
  db: Db,
  profileId: string,
  { keys }: TRatingKeys,
): Promise<Record<string, number>> {
  if (keys.length === 0) return {};
  const ids = [...new Set(keys.map((k) => k.slice(k.indexOf(':') + 1)))];
  const rows = await db
    .select({ mediaType: ratings.mediaType, mediaId: ratings.mediaId, rating: ratings.rating })
    .from(ratings)
    .where(
      and(
        profileWhere(profileId),
        inArray(ratings.mediaId, ids),
        eq(ratings.season, 0),
        eq(ratings.episode, 0),
      ),
    );
  const asked = new Set(keys);
  const out: Record<string, number> = {};
  for (const r of rows) {
    const k = `${r.mediaType}:${r.mediaId}`;
    if (asked.has(k)) out[k] = Number(r.rating);
  }
  return out;
}

const ORDER: Record<TRatingList['sort'], SQL[]> = {
  // Newest first: served by ratings_profile_rated_idx.
  rated: [desc(ratings.ratedAt), asc(ratings.mediaId), asc(ratings.season), asc(ratings.episode)],
  rating: [desc(ratings.rating), desc(ratings.ratedAt), asc(ratings.mediaId)],
  title: [
    sql`lower(${ratings.title}) asc nulls last`,
    asc(ratings.season),
    asc(ratings.episode),
    desc(ratings.ratedAt),
  ],
};

/** Ratings of `stars` whole stars: 4 → 8 and 9 (4 and 4½ stars); 5 → 10. */
const starsWhere = (stars: number | undefined): SQL | undefined =>
  stars === undefined
    ? undefined
    : or(eq(ratings.rating, stars * 2), stars < 5 ? eq(ratings.rating, stars * 2 + 1) : undefined);

/**
 * A page (50) of the profile's ratings, newest first (or by rating, or by title), of one
 * type and of some stars when asked, less titles its level does not allow.
 */
export async function listRatings(
  db: Db,
  gate: TitleGate,
  profileId: string,
  q: TRatingList,
): Promise<RatingPage> {
  const where = and(
    profileWhere(profileId),
    q.type ? eq(ratings.mediaType, q.type) : undefined,
    starsWhere(q.stars),
  );
  const [total] = await db.select({ n: count() }).from(ratings).where(where);
  const rows = await db
    .select(columns)
    .from(ratings)
    .where(where)
    .orderBy(...ORDER[q.sort])
    .limit(RATINGS_PAGE_SIZE)
    .offset((q.page - 1) * RATINGS_PAGE_SIZE);
  const kept = await gate.keep(rows, (r) => ({ type: r.mediaType, id: r.mediaId }));
  const n = Number(total?.n ?? 0);
  return {
    items: kept.map(toItem),
    page: q.page,
    pageSize: RATINGS_PAGE_SIZE,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / RATINGS_PAGE_SIZE)),
  };
}

/** The profile's title-scope ratings (for recommendations): newest first. */
export async function titleScopeRatings(
  db: Db,
  profileId: string,
  limit: number,
): Promise<Array<{ mediaType: MediaType; mediaId: string; rating: number }>> {
  const rows = await db
    .select({ mediaType: ratings.mediaType, mediaId: ratings.mediaId, rating: ratings.rating })
    .from(ratings)
    .where(and(profileWhere(profileId), eq(ratings.season, 0), eq(ratings.episode, 0)))
    .orderBy(desc(ratings.ratedAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, rating: Number(r.rating) }));
}
