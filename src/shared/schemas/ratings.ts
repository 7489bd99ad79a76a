import { z } from 'zod';
import type { MediaType } from '../catalogue';
import { says, validationMessages, wholeNumberIn, zodMessage } from '../i18n/zod-messages';
import { ZMediaIdSchema, ZMediaTypeSchema } from './history';

/**
 * Ratings and reviews, for the REST facade (/api/ratings, /api/reviews), the tRPC routers
 * and the client's forms alike. A rating is a whole number from 1 to 10, shown as five
 * stars with halves (1 = ½ star … 10 = 5 stars). Its scope is the title (season 0,
 * episode 0), a season (season N, episode 0) or an episode (season N, episode M).
 */

export const RATING_MIN = 1;
export const RATING_MAX = 10;
/** Ratings per page of GET /api/ratings and the Rated tab. */
export const RATINGS_PAGE_SIZE = 50;
/** Titles asked at once by `ratings.ofTitles` (the cards of My List). */
export const RATINGS_KEYS_MAX = 1000;
export const RATING_SORTS = ['rated', 'rating', 'title'] as const;
export type RatingSort = (typeof RATING_SORTS)[number];

/** A review's text: at most this many characters (code points, as the counter counts them). */
export const REVIEW_MAX = 10_000;
/** Shared reviews listed under a title at most (newest first). */
export const REVIEWS_SHARED_MAX = 50;

const SEASON_MAX = 10_000;
const EPISODE_MAX = 100_000;

const MSG = {
  ...validationMessages({
    rating: 'ratingValue',
    season: 'ratingSeason',
    episode: 'ratingEpisode',
    movieScope: 'ratingMovieScope',
    type: 'ratingType',
    page: 'ratingPage',
    sort: 'ratingSort',
    stars: 'ratingStars',
    body: 'ratingBody',
    flag: 'reviewFlag',
    reviewBody: 'reviewBody',
  }),
  keys: zodMessage('messages.validation.ratingKeys', { max: RATINGS_KEYS_MAX }),
  text: zodMessage('messages.validation.reviewText', { max: REVIEW_MAX }),
};

/** A whole number, also from a numeric string (query strings); '' and absent mean 0. */
const scopePart = (max: number, message: string) =>
  z
    .union(
      [
        wholeNumberIn(0, max, message),
        z
          .string(says(message))
          .regex(/^\d{1,6}$/, says(message))
          .transform(Number)
          .pipe(wholeNumberIn(0, max, message)),
        z.literal('').transform(() => 0),
        z.null().transform(() => 0),
      ],
      says(message),
    )
    .optional()
    .transform((v) => v ?? 0);

const scope = {
  season: scopePart(SEASON_MAX, MSG.season),
  episode: scopePart(EPISODE_MAX, MSG.episode),
};

/** A movie is rated as a whole; a show's episode 0 of season 0 is the show itself. */
function checkScope(v: { mediaType: MediaType; season: number; episode: number }, ctx: z.RefinementCtx) {
  if (v.mediaType === 'movie' && (v.season !== 0 || v.episode !== 0))
    ctx.addIssue({ code: 'custom', path: ['season'], message: MSG.movieScope });
}

const key = { mediaType: ZMediaTypeSchema, mediaId: ZMediaIdSchema };

/** One rating's place: the title, a season or an episode. */
export const ZRatingKeySchema = z.object({ ...key, ...scope }, { error: MSG.body }).superRefine(checkScope);
export type TRatingKey = z.output<typeof ZRatingKeySchema>;

/** The rating itself: a whole number from 1 to 10 (not "7", not 7.5). */
export const ZRatingValueSchema = wholeNumberIn(RATING_MIN, RATING_MAX, MSG.rating);

/** PUT /api/ratings/{type}/{id} and `ratings.set`. */
export const ZRatingSetSchema = z
  .object({ ...key, ...scope, rating: ZRatingValueSchema }, { error: MSG.body })
  .superRefine(checkScope);
export type TRatingSet = z.output<typeof ZRatingSetSchema>;

/** The body of PUT /api/ratings/{type}/{id} (the title is in the path). */
export const ZRatingPutBodySchema = z.object({ rating: ZRatingValueSchema, ...scope }, { error: MSG.body });

/** A query number from 1 to `max`, also from a string; '' and absent mean none. */
const queryNumber = (min: number, max: number, message: string) =>
  z
    .union(
      [
        wholeNumberIn(min, max, message),
        z
          .string(says(message))
          .regex(/^\d{1,6}$/, says(message))
          .transform(Number)
          .pipe(wholeNumberIn(min, max, message)),
        z.literal('').transform(() => undefined),
      ],
      says(message),
    )
    .optional();

/** GET /api/ratings (`?type=movie|tv&page=`) and `ratings.list` (also a sort and a star filter). */
export const ZRatingListSchema = z.object({
  type: z
    .union(
      [z.enum(['movie', 'tv'], says(MSG.type)), z.literal('').transform(() => undefined)],
      says(MSG.type),
    )
    .optional(),
  page: queryNumber(1, 10_000, MSG.page).transform((p) => p ?? 1),
  sort: z
    .union(
      [z.enum(RATING_SORTS, says(MSG.sort)), z.literal('').transform(() => 'rated' as const)],
      says(MSG.sort),
    )
    .optional()
    .transform((s) => s ?? 'rated'),
  /** Only ratings of this many whole stars (4 = 4 and 4½ stars, ratings 8 and 9; 5 = 10). */
  stars: queryNumber(1, 5, MSG.stars),
});
export type TRatingList = z.output<typeof ZRatingListSchema>;

/** `ratings.forTitle`: every rating of one title (the title, its seasons and episodes). */
export const ZRatingTitleSchema = z.object(key, { error: MSG.body });
export type TRatingTitle = z.output<typeof ZRatingTitleSchema>;

/** `ratings.ofTitles`: the title-scope ratings of these titles ("movie:550", "tv:1399"). */
export const ZRatingKeysSchema = z.object(
  {
    keys: z
      .array(z.string(says(MSG.keys)).regex(/^(movie|tv):\d{1,12}$/, says(MSG.keys)), says(MSG.keys))
      .max(RATINGS_KEYS_MAX, says(MSG.keys)),
  },
  { error: MSG.body },
);
export type TRatingKeys = z.output<typeof ZRatingKeysSchema>;

/** One rating as answered. */
export interface RatingItem {
  mediaType: MediaType;
  mediaId: string;
  season: number;
  episode: number;
  rating: number;
  title: string | null;
  posterPath: string | null;
  /** YYYY-MM-DD (release or first air date), when known. */
  date: string | null;
  ratedAt: string;
}

export interface RatingPage {
  items: RatingItem[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** Where a rating of a title sits: 'title', or `s2`, or `s2e5`. */
export const ratingScopeKey = (r: { season: number; episode: number }): string =>
  r.season === 0 && r.episode === 0
    ? 'title'
    : r.episode === 0
      ? `s${r.season}`
      : `s${r.season}e${r.episode}`;

// --- Reviews ---------------------------------------------------------------------------

/** Characters as a reader counts them (an emoji is one), not UTF-16 units. */
export const reviewLength = (text: string): number => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};

export const ZReviewKeySchema = z.object(key, { error: MSG.reviewBody });
export type TReviewKey = z.output<typeof ZReviewKeySchema>;

const flag = z.boolean(says(MSG.flag)).optional();

const reviewFields = {
  text: z
    .string(says(MSG.text))
    .refine((s) => s.trim().length > 0 && reviewLength(s) <= REVIEW_MAX, says(MSG.text)),
  spoiler: flag.transform((v) => v ?? false),
  /** Visible to the other signed-in accounts of this Marquee (off unless asked). */
  shared: flag.transform((v) => v ?? false),
};

/** The body of PUT /api/reviews/{type}/{id}. */
export const ZReviewPutBodySchema = z.object(reviewFields, { error: MSG.reviewBody });

/** `reviews.set`. */
export const ZReviewSetSchema = z.object({ ...key, ...reviewFields }, { error: MSG.reviewBody });
export type TReviewSet = z.output<typeof ZReviewSetSchema>;

/** The viewer's own review. */
export interface ReviewItem {
  mediaType: MediaType;
  mediaId: string;
  text: string;
  spoiler: boolean;
  shared: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Another account's shared review: its author's profile name only (never an email). */
export interface SharedReview {
  author: string;
  /** The author's rating of the title, when they rated it. */
  rating: number | null;
  text: string;
  spoiler: boolean;
  updatedAt: string;
}

export interface TitleReviews {
  own: ReviewItem | null;
  others: SharedReview[];
}
