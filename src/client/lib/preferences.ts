import { useSyncExternalStore } from 'react';
import {
  DEFAULT_PREFERENCES,
  isCompletePreferences,
  normalizePreferences,
  type Preferences,
  samePreferences,
  validPreferenceFields,
} from '../../shared/preferences';
import { KEYS, readString, removeKey, STORAGE_PREFIX } from './storage';

/**
 * Playback and display preferences. This module alone reads, validates, writes
 * and broadcasts them. Local storage is always written first and stays the source when signed
 * out or when the server cannot be reached; for a signed-in account the same values are also
 * kept on the server (`preferences.get` / `preferences.save`) so they follow the user.
 */
export { DEFAULT_PREFERENCES, normalizePreferences, type Preferences } from '../../shared/preferences';

const listeners = new Set<() => void>();
let cached: Preferences | null = null;

function read(): Preferences {
  try {
    const raw = localStorage.getItem(KEYS.preferences);
    return normalizePreferences(raw ? JSON.parse(raw) : {});
  } catch {
    // Unparseable JSON or storage disabled.
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
  const next = store(normalizePreferences({ ...getPreferences(), ...patch }));
  changedLocally();
  return next;
}

export function resetPreferences(): Preferences {
  const next = store({ ...DEFAULT_PREFERENCES });
  changedLocally();
  return next;
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

// ---- Account sync ----

/** What the server offers; `get` answers null for an account that never saved any. */
export interface PreferencesRemote {
  get(): Promise<Partial<Preferences> | null>;
  save(preferences: Preferences): Promise<unknown>;
  /** Fire-and-forget save that survives the page closing (a keepalive request). */
  saveOnExit?(preferences: Preferences): void;
}

/** local: signed out; loading/saving: a call is out; synced: server has them; error: only local has them. */
export type PreferencesSyncStatus = 'local' | 'loading' | 'saving' | 'synced' | 'error';

/** Changes are gathered this long before one save, so a burst of clicks is one call. */
export const SAVE_DEBOUNCE_MS = 600;

let remote: PreferencesRemote | null = null;
let account: string | null = null;
// Bumped on every connect/disconnect so answers for a previous account are ignored.
let generation = 0;
let loading = false;
let changedWhileLoading = false;
let saveTimer: ReturnType<typeof setTimeout> | null = null;
// Counts local changes, so a save only marks them synced if none came after it was sent.
let changeSeq = 0;
let syncStatus: PreferencesSyncStatus = 'local';
const statusListeners = new Set<() => void>();

function setSyncStatus(s: PreferencesSyncStatus) {
  if (s === syncStatus) return;
  syncStatus = s;
  for (const l of statusListeners) l();
}

export const getPreferencesSyncStatus = (): PreferencesSyncStatus => syncStatus;

export function usePreferencesSyncStatus(): PreferencesSyncStatus {
  return useSyncExternalStore(
    (fn) => {
      statusListeners.add(fn);
      return () => statusListeners.delete(fn);
    },
    getPreferencesSyncStatus,
    getPreferencesSyncStatus,
  );
}

/**
 * Server wins, local stays the fallback: each field the server holds a valid value for is
 * taken from it; a field it lacks (saved before that preference existed) or holds a bad value
 * for keeps the local one.
 */
export function mergePreferences(local: Preferences, server: unknown): Preferences {
  return normalizePreferences({ ...local, ...validPreferenceFields(server) });
}

/**
 * Which account has local changes the server has not confirmed. Kept in storage so that a
 * change made just before a reload, or while the server was down, is not overwritten by the
 * account's older copy at the next load: for that account, local wins and is sent.
 */
export const UNSYNCED_KEY = `${STORAGE_PREFIX}preferences_unsynced`;

function markUnsynced(accountId: string) {
  try {
    localStorage.setItem(UNSYNCED_KEY, accountId);
  } catch {
    // Storage unavailable: the in-memory pending save still runs.
  }
}

function changedLocally() {
  if (!remote || !account) return;
  changeSeq++;
  markUnsynced(account);
  if (loading) changedWhileLoading = true;
  else scheduleSave();
}

function scheduleSave() {
  if (saveTimer) clearTimeout(saveTimer);
  setSyncStatus('saving');
  saveTimer = setTimeout(() => {
    saveTimer = null;
    void saveNow();
  }, SAVE_DEBOUNCE_MS);
}

async function saveNow(): Promise<void> {
  const r = remote;
  const gen = generation;
  const seq = changeSeq;
  if (!r) return;
  setSyncStatus('saving');
  try {
    await r.save(getPreferences());
    if (gen !== generation) return;
    if (seq === changeSeq && readString(UNSYNCED_KEY) === account) removeKey(UNSYNCED_KEY);
    if (!saveTimer) setSyncStatus('synced');
  } catch {
    // The local copy is already written; the next change (or sign-in) tries again.
    if (gen === generation) setSyncStatus('error');
  }
}

/** Sends a pending save at once (before a sign-out, in tests). */
export async function flushPreferences(): Promise<void> {
  if (!saveTimer) return;
  clearTimeout(saveTimer);
  saveTimer = null;
  await saveNow();
}

/**
 * Signed in as `accountId`: loads the account's preferences and merges them into the local
 * ones; an account that never saved any receives this device's. Later changes are saved.
 */
export async function connectPreferences(accountId: string, r: PreferencesRemote): Promise<void> {
  if (account === accountId && remote === r) return;
  disconnectPreferences();
  account = accountId;
  remote = r;
  const gen = ++generation;
  loading = true;
  changedWhileLoading = false;
  setSyncStatus('loading');
  try {
    const server = await r.get();
    if (gen !== generation) return;
    loading = false;
    if (changedWhileLoading || server === null || readString(UNSYNCED_KEY) === accountId) {
      // Newer local changes, or nothing on the server yet: this device's values become the account's.
      await saveNow();
      return;
    }
    const merged = mergePreferences(getPreferences(), server);
    if (!samePreferences(merged, getPreferences())) store(merged);
    // The account's copy lacked fields (older build) or held bad ones: complete it.
    if (!isCompletePreferences(server)) await saveNow();
    else setSyncStatus('synced');
  } catch {
    if (gen !== generation) return;
    loading = false;
    setSyncStatus('error');
    if (changedWhileLoading) scheduleSave();
  }
}

// Closing or reloading the page during the debounce: send the pending save on its way.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    if (!saveTimer || !remote?.saveOnExit) return;
    clearTimeout(saveTimer);
    saveTimer = null;
    remote.saveOnExit(getPreferences());
  });
}

/** Signed out: preferences stay on this device and stop being sent anywhere. */
export function disconnectPreferences(): void {
  generation++;
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  remote = null;
  account = null;
  loading = false;
  changedWhileLoading = false;
  setSyncStatus('local');
}
