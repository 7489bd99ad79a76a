import { z } from 'zod';
import { CATALOGUE_LOCALES } from '../i18n/locales';
import { zodMessage } from '../i18n/zod-messages';
import { type Preferences, QUALITIES, SERVER_NAME_MAX, THEMES, VOLUME_MAX, VOLUME_MIN } from '../preferences';
import { isCountry } from '../region';
import { MARKS_CHANGE_MAX } from '../tracking';
import { ZWatchedMarkItemSchema } from './marks';
import { WATCH_LATER_MAX, ZWatchLaterMergeItemSchema } from './watch-later';

/**
 * The zod side of the preferences: the strict schema the server's
 * `preferences.save` and the settings import validate with, and the settings file. Fields,
 * defaults and the lenient reading are in `../preferences.ts` (no zod: the client's first
 * screen needs them); a unit test checks that this schema and that reading agree.
 */
export * from '../preferences';

const serverIdMessage = zodMessage('messages.validation.serverId');
export const ZServerIdSchema = z.union(
  [
    z.number(serverIdMessage).int(serverIdMessage).min(0, serverIdMessage),
    z.string(serverIdMessage).trim().min(1, serverIdMessage).max(SERVER_NAME_MAX, serverIdMessage),
  ],
  { error: serverIdMessage },
);

const volumeMessage = zodMessage('messages.validation.volume');

const languageMessage = zodMessage('messages.validation.language');

const regionMessage = zodMessage('messages.validation.region');
/** A country for where-to-watch (ISO 3166-1 alpha-2, any case in, uppercase out). */
export const ZRegionSchema = z.string(regionMessage).trim().toUpperCase().refine(isCountry, regionMessage);

export const ZPreferencesSchema = z.strictObject({
  defaultServer: ZServerIdSchema.nullable(),
  autoPlay: z.boolean(),
  volume: z
    .number(volumeMessage)
    .int(volumeMessage)
    .min(VOLUME_MIN, volumeMessage)
    .max(VOLUME_MAX, volumeMessage),
  quality: z.enum(QUALITIES),
  subtitles: z.boolean(),
  theme: z.enum(THEMES),
  notifications: z.boolean(),
  autoNext: z.boolean(),
  skipIntro: z.boolean(),
  rememberPosition: z.boolean(),
  autoFullscreen: z.boolean(),
  showRatings: z.boolean(),
  compactMode: z.boolean(),
  /** The interface language; null follows the browser's. */
  language: z.enum(CATALOGUE_LOCALES, languageMessage).nullable(),
  /** Where-to-watch country; null follows the browser's locale. */
  region: ZRegionSchema.nullable(),
  /** Whether next-up counts specials. */
  includeSpecials: z.boolean(),
  /** Whether saving or marking a show follows it. */
  autoFollow: z.boolean(),
  /** Whether a watched title leaves Watch Later. */
  removeWatchedFromWatchLater: z.boolean(),
}) satisfies z.ZodType<Preferences>;

// ---- Settings file (Advanced → Export / Import) ----

export const SETTINGS_FILE_VERSION = '1.0';

/** The exported file: `{ preferences, exportDate, version: '1.0' }`. */
export const ZSettingsFileSchema = z.strictObject({
  // A 1.0 file written before a preference existed simply lacks it: that key takes its default.
  preferences: ZPreferencesSchema.partial(),
  exportDate: z.iso.datetime({ offset: true, error: zodMessage('messages.validation.exportDate') }),
  version: z.literal(SETTINGS_FILE_VERSION),
  // My List's saved titles; files exported before the list existed have none.
  watchLater: z.array(ZWatchLaterMergeItemSchema).max(WATCH_LATER_MAX).optional(),
  // Watched marks (episodes and movies); files exported before marks existed have none.
  watched: z.array(ZWatchedMarkItemSchema).max(MARKS_CHANGE_MAX).optional(),
});
export type SettingsFile = z.infer<typeof ZSettingsFileSchema>;
