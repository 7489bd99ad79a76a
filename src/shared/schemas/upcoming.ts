import { z } from 'zod';
import { says, validationMessages } from '../i18n/zod-messages';
import { ZMediaIdSchema } from './history';

export * from '../tracking';

/**
 * Following, Upcoming and the calendar feed: validation for the tRPC router, the REST facade
 * and the client alike (the shapes without zod: src/shared/tracking.ts).
 */

const MSG = validationMessages(['timeZone', 'followed', 'followBody']);
/** The show: follows are about TV shows only. */
export const ZFollowKeySchema = z.object({ mediaId: ZMediaIdSchema }, { error: MSG.followBody });
export type TFollowKey = z.output<typeof ZFollowKeySchema>;

export const ZFollowSetSchema = z.object(
  { mediaId: ZMediaIdSchema, followed: z.boolean(says(MSG.followed)) },
  { error: MSG.followBody },
);
export type TFollowSet = z.output<typeof ZFollowSetSchema>;

/** An IANA zone as Intl knows it (its canonical spelling kept as given: `Europe/Paris`, `UTC`). */
function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const ZTimeZoneSchema = z.string(says(MSG.timeZone)).refine(isTimeZone, says(MSG.timeZone));

export const ZUpcomingListSchema = z.object({ timeZone: ZTimeZoneSchema }, { error: MSG.timeZone });
export type TUpcomingList = z.output<typeof ZUpcomingListSchema>;
