import type { Locale } from './i18n/locales';

/**
 * Profiles: up to PROFILES_MAX per account, each with its own personal data (history, My List,
 * marks, follows, preferences) and a maturity level the server keeps every catalogue answer to.
 * The account's first profile has the account's id (the "main" profile): requests whose session
 * names no profile are its, it cannot be deleted and it is never Kids, so an account can always
 * reach its own settings. See docs/decisions/018-profiles.md.
 */
export const PROFILES_MAX = 5;
export const PROFILE_NAME_MAX = 30;

/** Weakest first: each level allows what the ones before it allow. */
export const MATURITY_LEVELS = ['kids', 'family', 'teen', 'adult'] as const;
export type MaturityLevel = (typeof MATURITY_LEVELS)[number];

/**
 * The US ratings each level adds (MPAA for films, TV Parental Guidelines for shows). Adult allows
 * everything, a title with no rating included; every other level allows only the ratings listed
 * up to it, so an unrated title is never shown below Adult.
 */
export const LEVEL_ADDS: Record<Exclude<MaturityLevel, 'adult'>, readonly string[]> = {
  kids: ['G', 'TV-Y', 'TV-Y7', 'TV-G'],
  family: ['PG', 'TV-PG'],
  teen: ['PG-13', 'TV-14'],
};

/** Every US rating a level allows (empty for Adult, which allows all). */
export function allowedRatings(level: MaturityLevel): readonly string[] {
  if (level === 'adult') return [];
  const upTo = MATURITY_LEVELS.indexOf(level);
  return MATURITY_LEVELS.slice(0, upTo + 1).flatMap((l) => (l === 'adult' ? [] : LEVEL_ADDS[l]));
}

/** Whether a profile of `level` may see a title rated `rating` (a US rating; null: unrated). */
export function ratingAllowed(level: MaturityLevel, rating: string | null | undefined): boolean {
  if (level === 'adult') return true;
  if (!rating) return false;
  return allowedRatings(level).includes(rating.trim().toUpperCase());
}

export const levelRank = (level: MaturityLevel): number => MATURITY_LEVELS.indexOf(level);

/** A 4-digit PIN, digits only. */
export const PIN_PATTERN = /^\d{4}$/;

/** The avatars: a colour with the name's initial, or one of the designed pictures. */
export const AVATAR_COLOURS = ['red', 'orange', 'amber', 'green', 'teal', 'blue', 'violet', 'pink'] as const;
export const AVATAR_PICTURES = ['popcorn', 'rocket', 'star', 'ghost', 'cat', 'robot'] as const;
export const AVATARS = [...AVATAR_COLOURS, ...AVATAR_PICTURES] as const;
export type Avatar = (typeof AVATARS)[number];

/** A profile as clients see it: never the PIN's hash. */
export interface PublicProfile {
  id: string;
  name: string;
  avatar: Avatar;
  /** The interface language the profile opens in; null: the browser's. */
  language: Locale | null;
  maturity: MaturityLevel;
  /** Whether opening it asks for a PIN. */
  hasPin: boolean;
  /** The account's first profile (id = the account's): never deleted, never Kids. */
  main: boolean;
}

/** The answer's status for a title this profile's level does not allow (not a 404: it exists). */
export const RESTRICTED_STATUS = 403;
