/** Local storage under the product's `marquee_` prefix; never throws. */
export const STORAGE_PREFIX = 'marquee_';

export const KEYS = {
  token: `${STORAGE_PREFIX}token`,
  user: `${STORAGE_PREFIX}user`,
  preferences: `${STORAGE_PREFIX}preferences`,
  watchHistory: `${STORAGE_PREFIX}watch_history`,
  /** A visitor's saved titles (My List), moved to the account on sign-in. */
  watchLater: `${STORAGE_PREFIX}watch_later`,
  searchHistory: `${STORAGE_PREFIX}search_history`,
  welcomeShown: `${STORAGE_PREFIX}welcome_shown`,
  /** This browser's proof of an earlier sign-in: it spares it the lock others' guesses cause. */
  deviceToken: `${STORAGE_PREFIX}device_token`,
  /** The session's profile as last known (header, Kids screens) until the server's list answers. */
  profile: `${STORAGE_PREFIX}profile`,
} as const;

export function readJson<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the app keeps working without persistence.
  }
}

export function removeKey(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // ignore
  }
}

export function readString(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Removes every product key (logout, error recovery). */
export function clearProductData(keep: string[] = []): void {
  try {
    for (const k of Object.keys(localStorage)) {
      if (k.startsWith(STORAGE_PREFIX) && !keep.includes(k)) localStorage.removeItem(k);
    }
  } catch {
    // ignore
  }
}
