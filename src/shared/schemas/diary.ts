import { z } from 'zod';
import type { MediaType } from '../catalogue';
import { says, validationMessages, wholeNumberIn } from '../i18n/zod-messages';
import { ZMediaIdSchema, ZMediaTypeSchema } from './history';
import { ZTimeZoneSchema } from './upcoming';

/**
 * The diary: one entry per viewing, with its day. Validation for the REST facade
 * (`/api/diary`, snake_case fields as the issue names them), the tRPC router and the
 * client's dialog alike.
 */
export const DIARY_PAGE_SIZE = 50;
/** The first day a viewing may be logged on (the cinema is younger than that). */
export const DIARY_FIRST_DAY = '1870-01-01';
/**
 * Without the reader's time zone, "today" is today in the zone furthest ahead (UTC+14): no
 * one's today is refused, and a day after it is in the future for everyone.
 */
const FURTHEST_AHEAD_MS = 14 * 3_600_000;

export const DIARY_MSG = validationMessages({
  date: 'diaryDate',
  range: 'diaryDateRange',
  rating: 'diaryRating',
  rewatch: 'diaryRewatch',
  id: 'diaryId',
  page: 'diaryPage',
  month: 'diaryMonth',
  season: 'season',
  episode: 'episode',
  body: 'diaryBody',
  update: 'diaryUpdate',
});

/** Whether `day` (YYYY-MM-DD) names a day of the calendar (2025-02-30 does not). */
export function isRealDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const [y, mo, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d;
}

/** Today (YYYY-MM-DD) in `timeZone`, or in the zone furthest ahead without one. */
export function latestDiaryDay(now: Date = new Date(), timeZone?: string | null): string {
  if (timeZone) {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${get('year')}-${get('month')}-${get('day')}`;
  }
  return new Date(now.getTime() + FURTHEST_AHEAD_MS).toISOString().slice(0, 10);
}

/** A calendar day, YYYY-MM-DD; its range (not before 1870, not after today) is checked with the zone. */
export const ZDiaryDaySchema = z
  .string(says(DIARY_MSG.date))
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, says(DIARY_MSG.date))
  .refine(isRealDay, says(DIARY_MSG.date));

const rating = z.union([wholeNumberIn(1, 10, DIARY_MSG.rating), z.null()], says(DIARY_MSG.rating));
const rewatch = z.boolean(says(DIARY_MSG.rewatch));
const episodePart = (message: string) =>
  z.union([wholeNumberIn(0, 100_000, message), z.null()], says(message)).optional();

/** Not before 1870-01-01, not after today (in `time_zone` when given). */
function dayInRange(v: { watched_on?: string; time_zone?: string | null }, ctx: z.RefinementCtx) {
  if (v.watched_on === undefined) return;
  if (v.watched_on < DIARY_FIRST_DAY || v.watched_on > latestDiaryDay(new Date(), v.time_zone)) {
    ctx.addIssue({ code: 'custom', path: ['watched_on'], message: DIARY_MSG.range });
  }
}

/** POST /api/diary and `diary.add`: a viewing logged by hand. */
export const ZDiaryAddSchema = z
  .object(
    {
      media_type: ZMediaTypeSchema,
      media_id: ZMediaIdSchema,
      watched_on: ZDiaryDaySchema,
      season: episodePart(DIARY_MSG.season),
      episode: episodePart(DIARY_MSG.episode),
      rating: rating.optional(),
      /** Absent: a rewatch when the diary already holds an earlier viewing of it. */
      rewatch: rewatch.optional(),
      /** The reader's zone (IANA), for "today"; absent: the zone furthest ahead. */
      time_zone: ZTimeZoneSchema.nullish(),
    },
    { error: DIARY_MSG.body },
  )
  .superRefine((v, ctx) => {
    dayInRange(v, ctx);
    if (v.media_type === 'movie') return;
    // A show's entry is the show (neither), or an episode (both).
    if ((v.season == null) !== (v.episode == null)) {
      const path = v.season == null ? 'season' : 'episode';
      ctx.addIssue({ code: 'custom', path: [path], message: DIARY_MSG[path] });
    }
  })
  .transform((v) => {
    const tv = v.media_type === 'tv' && v.season != null && v.episode != null;
    return {
      mediaType: v.media_type,
      mediaId: v.media_id,
      watchedOn: v.watched_on,
      season: tv ? (v.season ?? null) : null,
      episode: tv ? (v.episode ?? null) : null,
      rating: v.rating ?? null,
      rewatch: v.rewatch,
    };
  });
export type TDiaryAdd = z.output<typeof ZDiaryAddSchema>;

/** PUT /api/diary/{id} and `diary.update`: any of the day, the rating (null clears it), the rewatch mark. */
export const ZDiaryUpdateSchema = z
  .object(
    {
      watched_on: ZDiaryDaySchema.optional(),
      rating: rating.optional(),
      rewatch: rewatch.optional(),
      time_zone: ZTimeZoneSchema.nullish(),
    },
    { error: DIARY_MSG.update },
  )
  .superRefine((v, ctx) => {
    dayInRange(v, ctx);
    if (v.watched_on === undefined && v.rating === undefined && v.rewatch === undefined) {
      ctx.addIssue({ code: 'custom', message: DIARY_MSG.update });
    }
  })
  .transform((v) => ({ watchedOn: v.watched_on, rating: v.rating, rewatch: v.rewatch }));
export type TDiaryUpdate = z.output<typeof ZDiaryUpdateSchema>;

/** An entry's id (a path segment or a number). */
export const ZDiaryIdSchema = z
  .union(
    [
      z.number(says(DIARY_MSG.id)).int(says(DIARY_MSG.id)).min(1, says(DIARY_MSG.id)),
      z
        .string(says(DIARY_MSG.id))
        .regex(/^[1-9]\d{0,15}$/, says(DIARY_MSG.id))
        .transform(Number),
    ],
    says(DIARY_MSG.id),
  )
  .refine((n) => Number.isSafeInteger(n), says(DIARY_MSG.id));

export const ZDiaryKeySchema = z.object({ id: ZDiaryIdSchema }, { error: DIARY_MSG.id });
export const ZDiaryEditSchema = z.object({ id: ZDiaryIdSchema, changes: ZDiaryUpdateSchema });
export type TDiaryEdit = z.output<typeof ZDiaryEditSchema>;

/** GET ?page=1 (pages of 50, newest first) and ?month=YYYY-MM. */
export const ZDiaryListSchema = z.object({
  page: z
    .union(
      [
        wholeNumberIn(1, 100_000, DIARY_MSG.page),
        z
          .string(says(DIARY_MSG.page))
          .regex(/^[1-9]\d{0,4}$/, says(DIARY_MSG.page))
          .transform(Number),
        z.literal('').transform(() => 1),
      ],
      says(DIARY_MSG.page),
    )
    .default(1),
  month: z
    .union(
      [
        z.string(says(DIARY_MSG.month)).regex(/^\d{4}-(0[1-9]|1[0-2])$/, says(DIARY_MSG.month)),
        z.literal('').transform(() => undefined),
      ],
      says(DIARY_MSG.month),
    )
    .optional(),
});
export type TDiaryList = z.output<typeof ZDiaryListSchema>;

/** `diary.forTitle`: a title's viewings (the dialog's rewatch mark). */
export const ZDiaryTitleSchema = z.object({
  mediaType: ZMediaTypeSchema,
  mediaId: ZMediaIdSchema,
  season: episodePart(DIARY_MSG.season),
  episode: episodePart(DIARY_MSG.episode),
});
export type TDiaryTitle = z.output<typeof ZDiaryTitleSchema>;

export type DiarySource = 'auto' | 'manual' | 'import';

/** One entry as the API answers it. */
export interface DiaryEntry {
  id: number;
  media_type: MediaType;
  media_id: string;
  season: number | null;
  episode: number | null;
  watched_on: string;
  rating: number | null;
  rewatch: boolean;
  source: DiarySource;
  title: string | null;
  poster_path: string | null;
  created_at: string;
}

export interface DiaryPage {
  entries: DiaryEntry[];
  page: number;
  /** Whether a next page exists. */
  has_more: boolean;
}
