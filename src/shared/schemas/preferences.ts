import { z } from 'zod';

/**
 * Playback and display preferences (spec 3 and 9), written once for the client store, the
 * server's `preferences.save` and the settings import.
 *
 * Two readings of the same fields:
 * - `ZPreferencesSchema` is strict: what a valid, complete set of preferences is. The server
 *   refuses anything else with a 400, and an imported file must match it.
 * - `normalizePreferences` is lenient: any stored value (corrupt, old shape, unknown keys)
 *   becomes valid preferences, each bad field replaced by its default, so reading never crashes.
 */
export const QUALITIES = ['auto', '1080p', '720p', '480p', '360p'] as const;
export const THEMES = ['dark', 'light', 'system'] as const;
export const VOLUME_MIN = 0;
export const VOLUME_MAX = 100;

/** A streaming server id from the server configuration (numbers there; strings allowed). */
const serverIdMessage =
  'Server id must be a whole number, a name of up to 64 characters, or null for Auto Select';
export const ZServerIdSchema = z.union(
  [
    z.number(serverIdMessage).int(serverIdMessage).min(0, serverIdMessage),
    z.string(serverIdMessage).trim().min(1, serverIdMessage).max(64, serverIdMessage),
  ],
  { error: serverIdMessage },
);

const volumeMessage = `Volume must be a whole number from ${VOLUME_MIN} to ${VOLUME_MAX}`;

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
});
export type Preferences = z.infer<typeof ZPreferencesSchema>;
export type PreferenceKey = keyof Preferences;

/** Spec 9 defaults; `defaultServer: null` is Auto Select. */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  defaultServer: null,
  autoPlay: true,
  volume: 80,
  quality: 'auto',
  subtitles: false,
  theme: 'dark',
  notifications: true,
  autoNext: true,
  skipIntro: false,
  rememberPosition: true,
  autoFullscreen: false,
  showRatings: true,
  compactMode: false,
});

export const PREFERENCE_KEYS = Object.keys(DEFAULT_PREFERENCES) as PreferenceKey[];

// Earlier builds stored some values as strings ("true", "80"); read those as what they meant.
const asBoolean = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v);
const asNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);

const lenientBoolean = (fallback: boolean) => z.preprocess(asBoolean, z.boolean()).catch(fallback);

/** Per-field tolerant reading: a bad field falls back to its default, the rest survive. */
export const ZLenientPreferencesSchema = z.object({
  defaultServer: z
    .preprocess((v) => (v === '' || v === 'auto' || v === undefined ? null : v), ZServerIdSchema.nullable())
    .catch(null),
  autoPlay: lenientBoolean(DEFAULT_PREFERENCES.autoPlay),
  volume: z
    .preprocess(asNumber, z.number().finite())
    .transform((v) => Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, Math.round(v))))
    .catch(DEFAULT_PREFERENCES.volume),
  quality: z.enum(QUALITIES).catch(DEFAULT_PREFERENCES.quality),
  subtitles: lenientBoolean(DEFAULT_PREFERENCES.subtitles),
  theme: z.enum(THEMES).catch(DEFAULT_PREFERENCES.theme),
  notifications: lenientBoolean(DEFAULT_PREFERENCES.notifications),
  autoNext: lenientBoolean(DEFAULT_PREFERENCES.autoNext),
  skipIntro: lenientBoolean(DEFAULT_PREFERENCES.skipIntro),
  rememberPosition: lenientBoolean(DEFAULT_PREFERENCES.rememberPosition),
  autoFullscreen: lenientBoolean(DEFAULT_PREFERENCES.autoFullscreen),
  showRatings: lenientBoolean(DEFAULT_PREFERENCES.showRatings),
  compactMode: lenientBoolean(DEFAULT_PREFERENCES.compactMode),
});

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Any value → valid preferences: unknown keys dropped, missing or bad fields defaulted. */
export function normalizePreferences(value: unknown): Preferences {
  const base = isRecord(value) ? value : {};
  const picked: Record<string, unknown> = {};
  for (const k of PREFERENCE_KEYS) picked[k] = k in base ? base[k] : DEFAULT_PREFERENCES[k];
  return ZLenientPreferencesSchema.parse(picked);
}

/**
 * The fields of a stored value that are valid as they are (strict reading, nothing fixed up),
 * or null for a value that is not an object. Used where another copy should fill the rest:
 * the account's copy merged over the local one.
 */
export function validPreferenceFields(value: unknown): Partial<Preferences> | null {
  if (!isRecord(value)) return null;
  const out: Record<string, unknown> = {};
  for (const k of PREFERENCE_KEYS) {
    if (!(k in value)) continue;
    const r = ZPreferencesSchema.shape[k].safeParse(value[k]);
    if (r.success) out[k] = r.data;
  }
  return out as Partial<Preferences>;
}

/** Equal field by field (the object key order of a stored value may differ). */
export function samePreferences(a: Preferences, b: Preferences): boolean {
  return PREFERENCE_KEYS.every((k) => a[k] === b[k]);
}

// ---- Settings file (Advanced → Export / Import) ----

export const SETTINGS_FILE_VERSION = '1.0';

/** The exported file: `{ preferences, exportDate, version: '1.0' }` (spec 2 and 9). */
export const ZSettingsFileSchema = z.strictObject({
  // A 1.0 file written before a preference existed simply lacks it: that key takes its default.
  preferences: ZPreferencesSchema.partial(),
  exportDate: z.iso.datetime({ offset: true, error: 'exportDate must be an ISO date and time' }),
  version: z.literal(SETTINGS_FILE_VERSION),
});
export type SettingsFile = z.infer<typeof ZSettingsFileSchema>;
