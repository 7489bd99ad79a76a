/**
 * Playback and display preferences: the fields, their defaults and the two
 * readings of a stored value, without zod. The client reads preferences on its first screen
 * and this keeps a schema library out of that download; `schemas/preferences.ts` holds the
 * zod schema the server and the settings import validate with, and a unit test checks that
 * both agree value for value (tests/unit/preferences.test.ts).
 *
 * - `validPreferenceFields` is strict: the fields of a value that are valid as they are.
 * - `normalizePreferences` is lenient: any stored value (corrupt, old shape, unknown keys)
 *   becomes valid preferences, each bad field replaced by its default, so reading never crashes.
 */
import { isLocale, type Locale } from './i18n/locales';
import { countryCode } from './region';

export const QUALITIES = ['auto', '1080p', '720p', '480p', '360p'] as const;
export const THEMES = ['dark', 'light', 'system'] as const;
export const VOLUME_MIN = 0;
export const VOLUME_MAX = 100;
/** A streaming server id given as a name: 1 to this many characters once trimmed. */
export const SERVER_NAME_MAX = 64;

export type Quality = (typeof QUALITIES)[number];
export type Theme = (typeof THEMES)[number];
/** A streaming server id from the server configuration (numbers there; names allowed). */
export type ServerId = number | string;

export interface Preferences {
  /** null is Auto Select. */
  defaultServer: ServerId | null;
  autoPlay: boolean;
  volume: number;
  quality: Quality;
  subtitles: boolean;
  theme: Theme;
  notifications: boolean;
  autoNext: boolean;
  skipIntro: boolean;
  rememberPosition: boolean;
  autoFullscreen: boolean;
  showRatings: boolean;
  compactMode: boolean;
  /** The interface language; null follows the browser's languages. */
  language: Locale | null;
  /** Where-to-watch country (ISO 3166-1 alpha-2, uppercase); null follows the browser's locale. */
  region: string | null;
  /** Whether next-up counts specials (season 0, after the last season). */
  includeSpecials: boolean;
  /** Whether saving a show to Watch Later or marking one of its episodes follows it (Upcoming). */
  autoFollow: boolean;
  /** Whether a title leaves Watch Later once it is watched (a movie, or every aired episode of a show). */
  removeWatchedFromWatchLater: boolean;
}
export type PreferenceKey = keyof Preferences;

/** The defaults; `defaultServer: null` is Auto Select. */
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
  language: null,
  region: null,
  includeSpecials: false,
  autoFollow: true,
  removeWatchedFromWatchLater: true,
});

export const PREFERENCE_KEYS = Object.keys(DEFAULT_PREFERENCES) as PreferenceKey[];

/** A value rejected by a strict reading. */
const INVALID = Symbol('invalid');
type Read = (v: unknown) => unknown;

/** A server id as the strict schema reads it: a whole number ≥ 0, or a name (trimmed). */
function serverId(v: unknown): unknown {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v >= 0 ? v : INVALID;
  if (typeof v === 'string') {
    const name = v.trim();
    return name.length >= 1 && name.length <= SERVER_NAME_MAX ? name : INVALID;
  }
  return INVALID;
}
const boolean: Read = (v) => (typeof v === 'boolean' ? v : INVALID);
const oneOf =
  (values: readonly string[]): Read =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? v : INVALID;

/** Each field's strict reading: the value as it is valid, or INVALID. */
const STRICT: Record<PreferenceKey, Read> = {
  defaultServer: (v) => (v === null ? null : serverId(v)),
  autoPlay: boolean,
  volume: (v) =>
    typeof v === 'number' && Number.isSafeInteger(v) && v >= VOLUME_MIN && v <= VOLUME_MAX ? v : INVALID,
  quality: oneOf(QUALITIES),
  subtitles: boolean,
  theme: oneOf(THEMES),
  notifications: boolean,
  autoNext: boolean,
  skipIntro: boolean,
  rememberPosition: boolean,
  autoFullscreen: boolean,
  showRatings: boolean,
  compactMode: boolean,
  language: (v) => (v === null || isLocale(v) ? v : INVALID),
  // Any case and spacing in, the uppercase code out (as the schema's transform).
  region: (v) => (v === null ? null : (countryCode(v) ?? INVALID)),
  includeSpecials: boolean,
  autoFollow: boolean,
  removeWatchedFromWatchLater: boolean,
};

// Earlier builds stored some values as strings ("true", "80"); read those as what they meant.
const asBoolean = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v);
const asNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);

/** Each field's lenient reading, before falling back to the default. */
function lenient(k: PreferenceKey, v: unknown): unknown {
  switch (k) {
    case 'defaultServer':
      return v === '' || v === 'auto' || v === undefined ? null : STRICT.defaultServer(v);
    case 'volume': {
      const n = asNumber(v);
      return typeof n === 'number' && Number.isFinite(n)
        ? Math.min(VOLUME_MAX, Math.max(VOLUME_MIN, Math.round(n)))
        : INVALID;
    }
    case 'quality':
    case 'theme':
    case 'language':
    case 'region':
      return STRICT[k](v);
    default:
      return STRICT[k](asBoolean(v));
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Any value → valid preferences: unknown keys dropped, missing or bad fields defaulted. */
export function normalizePreferences(value: unknown): Preferences {
  const base = isRecord(value) ? value : {};
  const out: Record<string, unknown> = {};
  for (const k of PREFERENCE_KEYS) {
    const read = k in base ? lenient(k, base[k]) : INVALID;
    out[k] = read === INVALID ? DEFAULT_PREFERENCES[k] : read;
  }
  return out as unknown as Preferences;
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
    const read = STRICT[k](value[k]);
    if (read !== INVALID) out[k] = read;
  }
  return out as Partial<Preferences>;
}

/** Equal field by field (the object key order of a stored value may differ). */
export function samePreferences(a: Preferences, b: Preferences): boolean {
  return PREFERENCE_KEYS.every((k) => a[k] === b[k]);
}

/** A complete, strictly valid set of preferences (every field, nothing else): what the server stores. */
export function isCompletePreferences(value: unknown): value is Preferences {
  if (!isRecord(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === PREFERENCE_KEYS.length &&
    PREFERENCE_KEYS.every((k) => k in value && STRICT[k](value[k]) !== INVALID)
  );
}
