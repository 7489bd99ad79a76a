import { useEffect, useSyncExternalStore } from 'react';
import type { Savable } from './use-watch-later';

/**
 * My List's state for the cards on screen, shared. A page shows up to a few hundred cards, each
 * with a save toggle; each running its own copy of `useWatchLater` (a list query and two
 * mutations) cost a phone's main thread hundreds of milliseconds at load. Instead one copy runs
 * (`CardSaveBridge`, mounted by the layout while any card is on screen) and publishes what the
 * cards need here; each card only subscribes.
 */
export interface CardSaveState {
  isSaved: (item: Pick<Savable, 'mediaType' | 'mediaId'>) => boolean;
  toggle: (item: Savable) => void;
}

let current: CardSaveState | null = null;
let cards = 0;

/** Listeners of one value: the shared state (every card) or the card count (the layout alone). */
function channel() {
  const listeners = new Set<() => void>();
  return {
    emit: () => {
      for (const l of listeners) l();
    },
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => {
        listeners.delete(l);
      };
    },
  };
}
const stateChannel = channel();
const countChannel = channel();

/** Toggles pressed before the bridge was up (its code still arriving): done as soon as it is. */
let waiting: Savable[] = [];

/** The bridge's side: the state to share, or null when it goes. */
export function publishCardSaveState(state: CardSaveState | null): void {
  current = state;
  stateChannel.emit();
  if (state && waiting.length > 0) {
    const queued = waiting;
    waiting = [];
    for (const item of queued) state.toggle(item);
  }
}

/** A card's toggle: at once, or as soon as the shared state is up. */
export function toggleCardSave(item: Savable): void {
  if (current) current.toggle(item);
  else waiting.push(item);
}

/** A card's side: the shared state (null for the moment the bridge is still loading). */
export function useCardSaveState(): CardSaveState | null {
  useEffect(() => {
    // Only the layout hears of the count, and only when it crosses zero.
    if (cards++ === 0) countChannel.emit();
    return () => {
      if (--cards === 0) countChannel.emit();
    };
  }, []);
  return useSyncExternalStore(
    stateChannel.subscribe,
    () => current,
    () => null,
  );
}

/** The layout's side: whether any card is on screen, so the bridge should run. */
export function useCardsShown(): boolean {
  return useSyncExternalStore(
    countChannel.subscribe,
    () => cards > 0,
    () => false,
  );
}
