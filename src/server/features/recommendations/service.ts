import type { MediaCard, MediaType } from '@shared/catalogue';
import { passesQuality } from '@shared/catalogue-quality';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { toMediaCard } from '../catalogue/map';
import type { CatalogueService } from '../catalogue/service';
import type { TmdbListItem } from '../catalogue/types';
import { listHistory } from '../history/service';
import type { TitleGate } from '../personal/title-gate';
import { titleScopeRatings } from '../ratings/service';
import {
  buildRecommendations,
  type GenrePicks,
  mediaKey,
  REC,
  type RecHistoryItem,
  ratingWeight,
  similarSources,
  topGenres,
} from './algorithm';

export interface RecommendationDeps {
  db: Db;
  catalogue: Pick<CatalogueService, 'get'>;
  logger?: Logger;
}

interface DetailPayload {
  genres?: { id: number }[];
  similar?: { results?: TmdbListItem[] };
}

/** TMDB list items → quality-checked cards of one media type. */
export function cardsOf(items: readonly TmdbListItem[] | undefined, type: MediaType): MediaCard[] {
  const out: MediaCard[] = [];
  for (const item of items ?? []) {
    if (item.media_type && item.media_type !== type) continue;
    if (!passesQuality(item, type)) continue;
    const card = toMediaCard(item, type);
    if (card) out.push(card);
  }
  return out;
}

async function loadHistoryItem(
  catalogue: RecommendationDeps['catalogue'],
  entry: { id: number; mediaType: MediaType; weight: number },
  withSimilar: boolean,
): Promise<RecHistoryItem> {
  const d = (await catalogue.get(
    `${entry.mediaType}/${entry.id}`,
    withSimilar ? { append_to_response: 'similar' } : {},
  )) as DetailPayload;
  return {
    ...entry,
    genreIds: (d.genres ?? []).map((g) => g.id).filter((g) => Number.isInteger(g) && g > 0),
    similar: withSimilar ? cardsOf(d.similar?.results, entry.mediaType) : [],
  };
}

async function discover(catalogue: RecommendationDeps['catalogue'], type: MediaType, genre: number) {
  const page = (await catalogue.get(`discover/${type}`, {
    with_genres: String(genre),
    sort_by: 'popularity.desc',
    include_adult: 'false',
    'vote_count.gte': '10',
    page: '1',
  })) as { results?: TmdbListItem[] };
  return cardsOf(page.results, type);
}

const cardTitle = (c: { mediaType: MediaType; id: number }) => ({ type: c.mediaType, id: c.id });

/** The title-scope ratings read for weighting (the newest). */
const RATINGS_READ = 500;

/** When recommendations fail (or there is no history) the row shows what is trending. */
export async function trendingCards(
  catalogue: RecommendationDeps['catalogue'],
  gate: TitleGate,
  exclude = new Set<string>(),
) {
  const page = (await catalogue.get('trending/all/day')) as { results?: TmdbListItem[] };
  const items = page.results ?? [];
  const cards = [
    ...cardsOf(
      items.filter((i) => i.media_type === 'movie'),
      'movie',
    ),
    ...cardsOf(
      items.filter((i) => i.media_type === 'tv'),
      'tv',
    ),
  ];
  const order = new Map(items.map((i, n) => [`${i.media_type}:${i.id}`, n]));
  const allowed = await gate.keep(
    cards.filter((c) => !exclude.has(mediaKey(c))),
    cardTitle,
  );
  return allowed
    .sort((a, b) => (order.get(mediaKey(a)) ?? 0) - (order.get(mediaKey(b)) ?? 0))
    .slice(0, REC.max);
}

/**
 * The profile's Recommended for You row, trending as the fallback: from its history, and only
 * titles its level allows (a restricted profile's candidates are kept to its level before the
 * algorithm picks, so the row fills with allowed titles; an Adult profile looks nothing up).
 */
export async function recommendationsFor(
  deps: RecommendationDeps,
  gate: TitleGate,
  profileId: string,
): Promise<MediaCard[]> {
  const [history, rated] = await Promise.all([
    listHistory(deps.db, gate, profileId, { limit: REC.historyWindow, offset: 0 }),
    titleScopeRatings(deps.db, profileId, RATINGS_READ),
  ]);
  // What the profile rated weighs its titles: 8–10 more than watched, 1–4 against.
  const ratingOf = new Map(rated.map((r) => [`${r.mediaType}:${r.mediaId}`, r.rating]));
  const withWeight = (h: { id: number; mediaType: MediaType }) => ({
    ...h,
    weight: ratingWeight(ratingOf.get(mediaKey(h))),
  });
  const fromHistory = history
    .map((h) => ({ id: Number(h.media_id), mediaType: h.media_type }))
    .filter((h) => Number.isSafeInteger(h.id) && h.id > 0)
    .map(withWeight);
  const inHistory = new Set(fromHistory.map(mediaKey));
  // Titles rated 8–10 that the recent history does not hold count too, the best rated first.
  const loved = await gate.keep(
    rated
      .filter((r) => r.rating >= 8 && !inHistory.has(`${r.mediaType}:${r.mediaId}`))
      .sort((a, b) => b.rating - a.rating)
      .slice(0, REC.lovedExtra)
      .map((r) => withWeight({ id: Number(r.mediaId), mediaType: r.mediaType })),
    cardTitle,
  );
  const recent = [...fromHistory, ...loved];
  const watched = new Set(recent.map(mediaKey));
  if (recent.length === 0) return trendingCards(deps.catalogue, gate);
  try {
    // Similar titles of the sources (to offer) and of disliked titles (to keep away).
    const sources = new Set(similarSources(recent));
    const loaded = await Promise.allSettled(
      recent.map((entry) => loadHistoryItem(deps.catalogue, entry, sources.has(entry) || entry.weight < 0)),
    );
    // A title that vanished from the catalogue still counts as watched, without genres.
    const items = await Promise.all(
      loaded.map(async (r, i) =>
        r.status === 'fulfilled'
          ? { ...r.value, similar: await gate.keep(r.value.similar, cardTitle) }
          : { ...recent[i]!, genreIds: [], similar: [] },
      ),
    );
    const genres = topGenres(items);
    const byGenre = new Map<number, GenrePicks>();
    await Promise.all(
      genres.map(async (g) => {
        const [movies, shows] = await Promise.all([
          discover(deps.catalogue, 'movie', g)
            .then((cards) => gate.keep(cards, cardTitle))
            .catch(() => []),
          discover(deps.catalogue, 'tv', g)
            .then((cards) => gate.keep(cards, cardTitle))
            .catch(() => []),
        ]);
        byGenre.set(g, { movies, shows });
      }),
    );
    const result = buildRecommendations(items, byGenre);
    if (result.length > 0) return result;
  } catch (err) {
    deps.logger?.warn({ err }, 'recommendations failed; showing trending');
  }
  return trendingCards(deps.catalogue, gate, watched);
}
