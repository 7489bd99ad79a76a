import type { UpcomingEpisode } from '@shared/tracking';
import { z } from 'zod';
import { type CatalogueLanguage, type CatalogueService, detailParams } from '../catalogue/service';

/**
 * The episodes of followed shows around today, read from the catalogue: each show's details
 * (next and last episode to air, the same cached entry the TV page reads) and at most one
 * season, the season of the next episode (else of the last, when it aired in the window),
 * all through the catalogue service's cache and upstream limiter. TMDB payloads are read
 * leniently: a show or an episode that does not read is skipped, never a failure.
 */

const DAY_MS = 86_400_000;
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const textOrNull = z
  .string()
  .nullish()
  .catch(null)
  .transform((s) => (s?.trim() ? s.trim() : null));

const episodeOf = z.object({
  season_number: z.number().int().min(0).max(100_000),
  episode_number: z.number().int().min(1).max(100_000),
  name: textOrNull,
  air_date: date,
  // Not TMDB's: the demo's airing instant where it knows the time (TMDB gives dates only).
  airs_at: z.iso.datetime({ offset: true }).nullish().catch(null),
});
type EpisodePayload = z.output<typeof episodeOf>;

const episodeOrNull = episodeOf.nullish().catch(null);

const showOf = z.object({
  id: z.number().int().positive(),
  name: textOrNull,
  original_name: textOrNull,
  poster_path: textOrNull,
  next_episode_to_air: episodeOrNull,
  last_episode_to_air: episodeOrNull,
});

const seasonOf = z.object({
  episodes: z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((raw) => {
        const r = episodeOf.safeParse(raw);
        return r.success ? [r.data] : [];
      }),
    ),
});

/** The dates (YYYY-MM-DD, both ends included) a refresh looks at. */
export interface AiringWindow {
  from: string;
  to: string;
}

/** The UTC day `days` after `now` (before, when negative). */
export const utcDay = (now: Date, days = 0): string =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

const inWindow = (e: EpisodePayload, w: AiringWindow) => e.air_date >= w.from && e.air_date <= w.to;

/** One show's episodes airing in the window, or [] when the show does not read. */
export async function showAirings(
  svc: CatalogueService,
  mediaId: string,
  lang: CatalogueLanguage,
  window: AiringWindow,
): Promise<UpcomingEpisode[]> {
  const show = showOf.safeParse(await svc.get(`tv/${mediaId}`, detailParams(lang), lang));
  if (!show.success || String(show.data.id) !== mediaId) return [];
  const { next_episode_to_air: next, last_episode_to_air: last } = show.data;
  const known: EpisodePayload[] = [next, last].filter((e): e is EpisodePayload => !!e);
  const season = next ? next.season_number : last && inWindow(last, window) ? last.season_number : null;
  if (season !== null) {
    const read = seasonOf.safeParse(await svc.get(`tv/${mediaId}/season/${season}`, {}, lang));
    if (read.success) known.push(...read.data.episodes.filter((e) => e.season_number === season));
  }
  const byKey = new Map<string, EpisodePayload>();
  for (const e of known) if (inWindow(e, window)) byKey.set(`${e.season_number}:${e.episode_number}`, e);
  const showName = show.data.name ?? show.data.original_name ?? mediaId;
  return [...byKey.values()].map((e) => ({
    showId: mediaId,
    showName,
    posterPath: show.data.poster_path,
    season: e.season_number,
    episode: e.episode_number,
    title: e.name,
    airDate: e.air_date,
    airsAt: e.airs_at ? new Date(e.airs_at).toISOString() : null,
  }));
}

/** How many shows are read at once: enough to overlap waits, few enough to share the upstream gate. */
const PARALLEL = 6;

/**
 * Every followed show's airings in the window. A show whose reads fail (not found, an
 * upstream error, a refusal) is left out: one broken show must not empty the whole list.
 */
export async function airingsOf(
  svc: CatalogueService,
  mediaIds: readonly string[],
  lang: CatalogueLanguage,
  window: AiringWindow,
): Promise<UpcomingEpisode[]> {
  const out: UpcomingEpisode[][] = [];
  let next = 0;
  const worker = async () => {
    while (next < mediaIds.length) {
      const id = mediaIds[next++]!;
      try {
        out.push(await showAirings(svc, id, lang, window));
      } catch (e) {
        svc.logger?.debug({ err: e, mediaId: id }, 'upcoming: show skipped');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, mediaIds.length) }, worker));
  return out.flat();
}
