import { z } from 'zod';
import type { EpisodeRef } from '../episodes';
import { says, validationMessages, wholeNumberIn, zodMessage } from '../i18n/zod-messages';
import { MARKS_CHANGE_MAX } from '../tracking';
import { ZMediaIdSchema, ZMediaTypeSchema } from './history';

/**
 * Watched marks' validation (the shapes without zod: `../tracking.ts`), for the tRPC router,
 * the REST facade under /api/marks, the client's local marks and the settings file alike.
 */

/** Ids asked at once by `marks.movies` and `marks.nextUp` (a page of cards). */
export const MARKS_IDS_MAX = 100;
/** The highest season and episode numbers a mark may name. */
const SEASON_MAX = 10_000;
const EPISODE_MAX = 100_000;

export const MARK_SCOPES = ['title', 'season', 'episode', 'episodes'] as const;
export type MarkScope = (typeof MARK_SCOPES)[number];

const MSG = {
  ...validationMessages({
    scope: 'marksScope',
    movieScope: 'marksMovieScope',
    watched: 'marksWatched',
    specials: 'marksSpecials',
    season: 'marksSeason',
    episode: 'marksEpisode',
    episodes: 'marksEpisodes',
    ids: 'marksIds',
    items: 'marksItems',
    item: 'marksItem',
    markedAt: 'marksMarkedAt',
    body: 'marksBody',
  }),
  episodesMax: zodMessage('messages.validation.marksEpisodesMax', { max: MARKS_CHANGE_MAX }),
  idsMax: zodMessage('messages.validation.marksIdsMax', { max: MARKS_IDS_MAX }),
  itemsMax: zodMessage('messages.validation.marksItemsMax', { max: MARKS_CHANGE_MAX }),
};

/** Specials are season 0; regular seasons count from 1. */
const season = wholeNumberIn(0, SEASON_MAX, MSG.season);
const episode = wholeNumberIn(1, EPISODE_MAX, MSG.episode);

export const ZEpisodeRefSchema = z.object({ season, episode }, { error: MSG.episodes });

const key = { mediaType: ZMediaTypeSchema, mediaId: ZMediaIdSchema };

/** `marks.set` (POST /api/marks): one action, whatever its size, in one request. */
export const ZMarkSetSchema = z
  .object(
    {
      ...key,
      watched: z.boolean(says(MSG.watched)),
      scope: z.enum(MARK_SCOPES, says(MSG.scope)),
      specials: z.boolean(says(MSG.specials)).optional(),
      season: season.optional(),
      episode: episode.optional(),
      episodes: z
        .array(ZEpisodeRefSchema, says(MSG.episodes))
        .max(MARKS_CHANGE_MAX, says(MSG.episodesMax))
        .optional(),
    },
    { error: MSG.body },
  )
  .superRefine((v, ctx) => {
    const need = (field: 'season' | 'episode' | 'episodes', message: string) => {
      if (v[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (v.mediaType === 'movie' && v.scope !== 'title')
      ctx.addIssue({ code: 'custom', path: ['scope'], message: MSG.movieScope });
    else if (v.scope === 'season') need('season', MSG.season);
    else if (v.scope === 'episode') {
      need('season', MSG.season);
      need('episode', MSG.episode);
    } else if (v.scope === 'episodes') need('episodes', MSG.episodes);
  })
  .transform((v): TMarkSet => {
    const base = { mediaType: v.mediaType, mediaId: v.mediaId, watched: v.watched };
    switch (v.scope) {
      case 'season':
        return { ...base, mediaType: 'tv', scope: 'season', season: v.season ?? 0 };
      case 'episode':
        return { ...base, mediaType: 'tv', scope: 'episode', season: v.season ?? 0, episode: v.episode ?? 1 };
      case 'episodes':
        return { ...base, mediaType: 'tv', scope: 'episodes', episodes: v.episodes ?? [] };
      default:
        return { ...base, scope: 'title', specials: v.specials === true };
    }
  });

interface MarkSetBase {
  mediaId: string;
  watched: boolean;
}
export type TMarkSet =
  | (MarkSetBase & { mediaType: 'movie' | 'tv'; scope: 'title'; specials: boolean })
  | (MarkSetBase & { mediaType: 'tv'; scope: 'season'; season: number })
  | (MarkSetBase & { mediaType: 'tv'; scope: 'episode'; season: number; episode: number })
  | (MarkSetBase & { mediaType: 'tv'; scope: 'episodes'; episodes: EpisodeRef[] });

/** `marks.forShow` (GET /api/marks/tv/:id). */
export const ZMarksForShowSchema = z.object({ mediaId: ZMediaIdSchema }, { error: MSG.body });
export type TMarksForShow = z.output<typeof ZMarksForShowSchema>;

/** Ids as a list, or comma-separated in a query string; repeats are asked once. */
const ZMarkIdsSchema = z
  .union(
    [z.string(says(MSG.ids)).transform((s) => (s.trim() === '' ? [] : s.split(','))), z.array(z.unknown())],
    says(MSG.ids),
  )
  .pipe(z.array(ZMediaIdSchema, says(MSG.ids)).max(MARKS_IDS_MAX, says(MSG.idsMax)))
  .transform((ids) => [...new Set(ids)]);

/** `marks.movies` and `marks.nextUp` (GET /api/marks/movies?ids=, /api/marks/next-up?ids=). */
export const ZMarksIdsSchema = z.object({ ids: ZMarkIdsSchema }, { error: MSG.body });
export type TMarksIds = z.output<typeof ZMarksIdsSchema>;

/** One mark of a merge or a settings file: a movie has no season and episode. */
export const ZWatchedMarkItemSchema = z
  .object(
    {
      ...key,
      season: season.nullish(),
      episode: episode.nullish(),
      markedAt: z.iso.datetime({ offset: true, error: MSG.markedAt }).nullish(),
    },
    { error: MSG.item },
  )
  .superRefine((v, ctx) => {
    if (v.mediaType !== 'tv') return;
    if (v.season == null) ctx.addIssue({ code: 'custom', path: ['season'], message: MSG.season });
    if (v.episode == null) ctx.addIssue({ code: 'custom', path: ['episode'], message: MSG.episode });
  })
  .transform((v) => ({
    mediaType: v.mediaType,
    mediaId: v.mediaId,
    season: v.mediaType === 'tv' ? (v.season ?? 0) : null,
    episode: v.mediaType === 'tv' ? (v.episode ?? 1) : null,
    markedAt: v.markedAt ?? null,
  }));
export type TWatchedMarkItem = z.output<typeof ZWatchedMarkItemSchema>;

/** `marks.merge` (POST /api/marks/merge): a visitor's local marks on sign-in, a settings import. */
export const ZMarksMergeSchema = z.object(
  {
    items: z.array(ZWatchedMarkItemSchema, says(MSG.items)).max(MARKS_CHANGE_MAX, says(MSG.itemsMax)),
  },
  { error: MSG.body },
);
export type TMarksMerge = z.output<typeof ZMarksMergeSchema>;
