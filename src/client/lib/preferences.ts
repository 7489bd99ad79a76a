import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { KEYS } from './storage';

/**
 * Local playback and display preferences (spec 3 and 9). This module alone reads, validates,
 * writes and broadcasts them; a corrupt or old stored value falls back to the defaults.
 */
export const ZPreferencesSchema = z.object({
  defaultServer: z.union([z.number().int(), z.string().min(1).max(64)]).nullable().catch(null),
  autoPlay: z.boolean().catch(true),
  volume: z
    .number()
    .catch(80)
    .transform((v) => Math.min(100, Math.max(0, Math.round(v)))),
  quality: z.enum(['auto', '1080p', '720p', '480p', '360p']).catch('auto'),
  subtitles: z.boolean().catch(false),
  theme: z.enum(['dark', 'light', 'system']).catch('dark'),
  notifications: z.boolean().catch(true),
  autoNext: z.boolean().catch(true),
  skipIntro: z.boolean().catch(false),
  rememberPosition: z.boolean().catch(true),
  autoFullscreen: z.boolean().catch(false),
  showRatings: z.boolean().catch(true),
  compactMode: z.boolean().catch(false),
});
export type Preferences = z.infer<typeof ZPreferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
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
};

/** Any stored value → valid preferences (unknown keys dropped, bad fields defaulted). */
export function normalizePreferences(value: unknown): Preferences {
  const base = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  return ZPreferencesSchema.parse({ ...DEFAULT_PREFERENCES, ...base });
}

const listeners = new Set<() => void>();
let cached: Preferences | null = null;

function read(): Preferences {
  try {
    const raw = localStorage.getItem(KEYS.preferences);
    return normalizePreferences(raw ? JSON.parse(raw) : {});
  } catch {
    return { ...DEFAULT_PREFERENCES };
  }
}

export function getPreferences(): Preferences {
  cached ??= read();
  return cached;
}

function store(next: Preferences): Preferences {
  cached = next;
  try {
    localStorage.setItem(KEYS.preferences, JSON.stringify(next));
  } catch {
    // Storage unavailable: keep them for this visit.
  }
  for (const l of listeners) l();
  return next;
}

export function setPreferences(patch: Partial<Preferences>): Preferences {
  return store(normalizePreferences({ ...getPreferences(), ...patch }));
}

export function resetPreferences(): Preferences {
  return store({ ...DEFAULT_PREFERENCES });
}

export function subscribePreferences(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

// Another tab changed them.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== KEYS.preferences) return;
    cached = null;
    for (const l of listeners) l();
  });
}

export function usePreferences(): [Preferences, (patch: Partial<Preferences>) => Preferences] {
  const prefs = useSyncExternalStore(subscribePreferences, getPreferences, getPreferences);
  return [prefs, setPreferences];
}
