import { z } from 'zod';
import { MEDIA_TYPES, type MediaType } from '../catalogue';
import { says, validationMessages, wholeNumberIn, zodMessage } from '../i18n/zod-messages';
import { PLAYBACK_MAX_SECONDS } from '../playback';
import { isTimeZone } from '../time-zone';

/**
 * Watch-history validation: the REST facade, the tRPC router and the client
 * use these, so each message is written once.
 */
export const HISTORY_PAGE_DEFAULT = 50;
export const HISTORY_PAGE_MAX = 100;
export const MIGRATE_MAX = 1000;
/** Records untouched for this long are deleted. */
export const HISTORY_RETENTION_DAYS = 15;

export const HISTORY_MSG = {
  ...validationMessages({
    mediaId: 'mediaId',
    mediaType: 'mediaType',
    season: 'season',
    episode: 'episode',
    limit: 'historyLimit',
    offset: 'historyOffset',
    migrateList: 'migrateList',
    position: 'position',
    duration: 'duration',
    timeZone: 'timeZone',
    timestamp: 'timestamp',
    body: 'historyBody',
    migrateBody: 'migrateBody',
  }),
  migrateMax: zodMessage('messages.validation.migrateMax', { max: MIGRATE_MAX }),
};

/**
 * A whole number from `min` to `max`, also as a numeric string (path segments, query
 * strings and lenient clients send text).
 */
const wholeNumber = (min: number, max: number, message: string) =>
  z.union(
    [
      wholeNumberIn(min, max, message),
      z
        .string(says(message))
        .trim()
        .regex(/^\d+$/, says(message))
        .pipe(z.coerce.number<string>(says(message)).min(min, says(message)).max(max, says(message))),
    ],
    says(message),
  );

/** A title id: a numeric string (a whole number is accepted and turned into one). */
export const ZMediaIdSchema = z
  .union(
    [
      z.string(says(HISTORY_MSG.mediaId)).regex(/^\d{1,12}$/, says(HISTORY_MSG.mediaId)),
      z.number(says(HISTORY_MSG.mediaId)).int(says(HISTORY_MSG.mediaId)).min(0, says(HISTORY_MSG.mediaId)),
    ],
    says(HISTORY_MSG.mediaId),
  )
  .transform((v) => String(v));

export const ZMediaTypeSchema = z.enum(MEDIA_TYPES, says(HISTORY_MSG.mediaType));

/** Positive integer, also from a numeric string; an empty value means none. */
const optionalEpisodePart = (message: string) =>
  z
    .union([wholeNumber(1, 100_000, message), z.literal('').transform(() => undefined)], says(message))
    .nullish();

/** Query-string integer in a range, with a default when absent or empty. */
const queryInt = (min: number, max: number, fallback: number, message: string) =>
  z
    .union([wholeNumber(min, max, message), z.literal('').transform(() => fallback)], says(message))
    .default(fallback);

/** TV needs season and episode; a movie's are ignored (stored as null). */
function tvNeedsEpisode<T extends { media_type: MediaType; season?: number | null; episode?: number | null }>(
  v: T,
  ctx: z.RefinementCtx,
) {
  if (v.media_type !== 'tv') return;
  if (v.season == null) ctx.addIssue({ code: 'custom', path: ['season'], message: HISTORY_MSG.season });
  if (v.episode == null) ctx.addIssue({ code: 'custom', path: ['episode'], message: HISTORY_MSG.episode });
}

const entryFields = {
  media_id: ZMediaIdSchema,
  media_type: ZMediaTypeSchema,
  season: optionalEpisodePart(HISTORY_MSG.season),
  episode: optionalEpisodePart(HISTORY_MSG.episode),
};

/** POST /api/watch-history and `history.add`. */
export const ZHistoryAddSchema = z
  .object(entryFields, { error: HISTORY_MSG.body })
  .superRefine(tvNeedsEpisode)
  .transform((v) => ({
    media_id: v.media_id,
    media_type: v.media_type,
    season: v.media_type === 'tv' ? (v.season ?? null) : null,
    episode: v.media_type === 'tv' ? (v.episode ?? null) : null,
  }));
export type THistoryAdd = z.output<typeof ZHistoryAddSchema>;

/** GET ?limit&offset (defaults 50 and 0; limit at most 100). */
export const ZHistoryListSchema = z.object({
  limit: queryInt(1, HISTORY_PAGE_MAX, HISTORY_PAGE_DEFAULT, HISTORY_MSG.limit),
  offset: queryInt(0, 1_000_000, 0, HISTORY_MSG.offset),
});
export type THistoryList = z.output<typeof ZHistoryListSchema>;

/** GET/DELETE /{mediaId}/{mediaType}. */
export const ZHistoryKeySchema = z.object({ mediaId: ZMediaIdSchema, mediaType: ZMediaTypeSchema });
export type THistoryKey = z.output<typeof ZHistoryKeySchema>;

/** One entry of a migration payload; invalid ones are skipped, not fatal. */
export const ZMigrateEntrySchema = z
  .object({
    ...entryFields,
    timestamp: z.number(says(HISTORY_MSG.timestamp)).gt(0, says(HISTORY_MSG.timestamp)),
  })
  .superRefine(tvNeedsEpisode);

/** POST /migrate: the list shape and size are checked here; entries one by one in the service. */
export const ZHistoryMigrateSchema = z.object(
  {
    watchHistoryData: z
      .array(z.unknown(), says(HISTORY_MSG.migrateList))
      .max(MIGRATE_MAX, HISTORY_MSG.migrateMax),
  },
  { error: HISTORY_MSG.migrateBody },
);
export type THistoryMigrate = z.output<typeof ZHistoryMigrateSchema>;

/** `history.progress`: a player reported where playback is. */
export const ZHistoryProgressSchema = z
  .object({
    mediaId: ZMediaIdSchema,
    mediaType: ZMediaTypeSchema,
    season: optionalEpisodePart(HISTORY_MSG.season),
    episode: optionalEpisodePart(HISTORY_MSG.episode),
    position: z
      .number(says(HISTORY_MSG.position))
      .min(0, says(HISTORY_MSG.position))
      .max(PLAYBACK_MAX_SECONDS, says(HISTORY_MSG.position)),
    duration: z
      .number(says(HISTORY_MSG.duration))
      .gt(0, says(HISTORY_MSG.duration))
      .max(PLAYBACK_MAX_SECONDS, says(HISTORY_MSG.duration)),
    /**
     * The viewer's zone (IANA): the day a finish is logged on in the diary. Absent, or one this
     * server's Intl does not know: UTC (a player's report is never refused for its zone).
     */
    timeZone: z
      .string(says(HISTORY_MSG.timeZone))
      .max(64, says(HISTORY_MSG.timeZone))
      .transform((v) => (isTimeZone(v) ? v : undefined))
      .optional(),
  })
  .superRefine((v, ctx) => tvNeedsEpisode({ ...v, media_type: v.mediaType }, ctx));
export type THistoryProgress = z.output<typeof ZHistoryProgressSchema>;

/** A history record as the API answers it (the documented record plus the player's position). */
export interface HistoryEntry {
  id: number;
  media_id: string;
  media_type: MediaType;
  season: number | null;
  episode: number | null;
  watched_at: string;
  last_watched: string;
  updated_at: string;
  /** Seconds, when a player reported them. */
  position_seconds: number | null;
  duration_seconds: number | null;
}

export interface HistoryStats {
  total: number;
  movies: number;
  tvShows: number;
  lastWatched: string | null;
}

export interface MigrateResult {
  migrated: number;
  skipped: number;
  total: number;
}

/** Debug info shown on My List for admin and owner. */
export interface HistoryDebugInfo {
  watchHistoryTableExists: boolean;
  userId: string;
  totalWatchHistoryCount: number;
  userWatchHistoryCount: number;
  userSampleData: HistoryEntry[];
}
