/**
 * The history entries' scroll state, kept small because the layout reads it on every new
 * address: each entry's id (in `history.state`, not the URL: two visits to the same address
 * are two places), the positions remembered per id (./scroll-memory.ts saves and restores
 * them), and the flag of an entry whose navigation keeps the scroll.
 */
const ENTRY = 'marqueeEntry';
const STORE = 'marquee_scroll';
const KEEP = 50;

let positions: Map<string, number> | null = null;

export function store(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORE) ?? '[]') as unknown;
    if (Array.isArray(saved))
      for (const pair of saved)
        if (Array.isArray(pair) && typeof pair[0] === 'string' && Number.isFinite(pair[1]))
          positions.set(pair[0], pair[1]);
  } catch {
    // Unreadable or unavailable: start empty.
  }
  return positions;
}

export function persist(): void {
  try {
    sessionStorage.setItem(STORE, JSON.stringify([...store()].slice(-KEEP)));
  } catch {
    // Storage full or disabled: positions still last for this tab's session in memory.
  }
}

export function entryId(): string | null {
  const state = window.history.state as Record<string, unknown> | null;
  const id = state && typeof state === 'object' ? state[ENTRY] : undefined;
  return typeof id === 'string' ? id : null;
}

/** This history entry's id, given one if it has none yet. */
export function stampEntry(): string {
  const existing = entryId();
  if (existing) return existing;
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const state = window.history.state as Record<string, unknown> | null;
  // Only the entry's state changes, not the address: no navigation for the router to see.
  window.history.replaceState({ ...(state ?? {}), [ENTRY]: id }, '');
  return id;
}

const KEEP_SCROLL = 'marqueeKeepScroll';

/**
 * History state (`state`'s, plus the flag) of an entry the layout must not scroll: one whose
 * navigation stays on the same screen (a season or an episode of the show shown). Pass it as
 * wouter's `navigate(to, { state })` or `<Link state>`, or write it with replaceState.
 */
export function keepScrollState(state: unknown = window.history.state): Record<string, unknown> {
  return { ...(state && typeof state === 'object' ? state : {}), [KEEP_SCROLL]: true };
}

/**
 * The layout's one decision when the address changes: a new screen starts at the top, as a
 * full page load would, unless the entry says to keep the scroll. (An entry with a remembered
 * position starts at the top too: its list renders in slices, and `useScrollMemory` scrolls
 * back down as it grows, holding back its load-more trigger until then.)
 */
export function keepsScroll(): boolean {
  const state = window.history.state as Record<string, unknown> | null;
  return state !== null && typeof state === 'object' && state[KEEP_SCROLL] === true;
}

/** Navigation options that rewrite the current entry without losing its scroll memory. */
export function keepEntryState(): { replace: true; state: unknown } {
  return { replace: true, state: window.history.state };
}
