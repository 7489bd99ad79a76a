import { z } from 'zod';
import { says, validationMessages } from '../i18n/zod-messages';
import { ZDiaryAddSchema } from './diary';
import { ZListCreateSchema, ZListItemAddSchema } from './lists';
import { ZRatingSetSchema, ZReviewSetSchema } from './ratings';

/**
 * Ratings, reviews, the diary and lists in the settings file (Advanced → Export / Import), in
 * the shapes their own calls take, plus what a card shows. A file is merged in parts (each
 * call's body stays well under the 1 MB a request may carry), so every array here is bounded
 * by what one call takes; the file itself holds at most `OPINIONS_FILE_MAX` of each.
 */

const MSG = validationMessages({ body: 'opinionsFileBody' });

/** What one merge call takes of each kind (a review may be 10,000 characters). */
export const OPINIONS_MERGE_MAX = { ratings: 1000, reviews: 10, diary: 1000, listItems: 500 } as const;
/** What the settings file carries of each kind; the full archive is another export's job. */
export const OPINIONS_FILE_MAX = {
  ratings: 20_000,
  reviews: 2_000,
  diary: 20_000,
  listItems: 50_000,
} as const;

/** What a card shows, as it was when exported. */
const card = z.object({
  title: z.string().trim().min(1).max(300).nullish(),
  posterPath: z
    .string()
    .regex(/^\/[A-Za-z0-9._-]{1,200}$/)
    .nullish(),
  date: z
    .string()
    .regex(/^\d{4}(-\d{2}-\d{2})?$/)
    .nullish(),
});

export const ZRatingFileItemSchema = z.intersection(ZRatingSetSchema, card);
export type TRatingFileItem = z.output<typeof ZRatingFileItemSchema>;

export const ZReviewFileItemSchema = ZReviewSetSchema;
export type TReviewFileItem = z.output<typeof ZReviewFileItemSchema>;

export const ZDiaryFileItemSchema = z.intersection(ZDiaryAddSchema, card);
export type TDiaryFileItem = z.output<typeof ZDiaryFileItemSchema>;

/** A list merges into the profile's list of the same name, or becomes a new private one. */
export const ZListFileSchema = z.intersection(
  ZListCreateSchema,
  z.object({ items: z.array(ZListItemAddSchema).max(OPINIONS_MERGE_MAX.listItems) }),
);
export type TListFile = z.output<typeof ZListFileSchema>;

/** One merge call: any of the four, each bounded. */
export const ZOpinionsMergeSchema = z.object(
  {
    ratings: z.array(ZRatingFileItemSchema).max(OPINIONS_MERGE_MAX.ratings).optional(),
    reviews: z.array(ZReviewFileItemSchema).max(OPINIONS_MERGE_MAX.reviews).optional(),
    diary: z.array(ZDiaryFileItemSchema).max(OPINIONS_MERGE_MAX.diary).optional(),
    list: ZListFileSchema.optional(),
  },
  says(MSG.body),
);
export type TOpinionsMerge = z.output<typeof ZOpinionsMergeSchema>;

/** The settings file's section (and `opinions.export`'s answer). */
export const ZOpinionsFileSchema = z.object(
  {
    ratings: z.array(ZRatingFileItemSchema).max(OPINIONS_FILE_MAX.ratings),
    reviews: z.array(ZReviewFileItemSchema).max(OPINIONS_FILE_MAX.reviews),
    diary: z.array(ZDiaryFileItemSchema).max(OPINIONS_FILE_MAX.diary),
    lists: z.array(
      z.intersection(
        ZListCreateSchema,
        z.object({ items: z.array(ZListItemAddSchema).max(OPINIONS_FILE_MAX.listItems) }),
      ),
    ),
  },
  says(MSG.body),
);
/** A list's title in the file, as `lists.addItem` takes it. */
export interface ListFileItem {
  mediaType: 'movie' | 'tv';
  mediaId: string;
  note?: string;
  title?: string | null;
  posterPath?: string | null;
  date?: string | null;
  voteAverage?: number | null;
}

/** The section as written: each part in the shape its own call takes. */
export interface TOpinionsFile {
  ratings: z.input<typeof ZRatingFileItemSchema>[];
  reviews: z.input<typeof ZReviewFileItemSchema>[];
  diary: z.input<typeof ZDiaryFileItemSchema>[];
  lists: (z.input<typeof ZListCreateSchema> & { items: ListFileItem[] })[];
}

export interface OpinionsMergeResult {
  ratings: number;
  reviews: number;
  diary: number;
  listItems: number;
}
