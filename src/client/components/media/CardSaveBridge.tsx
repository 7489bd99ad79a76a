import { useEffect, useMemo, useRef } from 'react';
import { publishCardSaveState } from '../../lib/card-save-state';
import { useWatchLater } from '../../lib/use-watch-later';

/** The one copy of My List's state the cards on screen share (lib/card-save-state.ts). */
export default function CardSaveBridge(): null {
  const { isSaved, toggle } = useWatchLater();
  // The latest toggle, behind a stable function: cards re-render only when what is saved changes.
  const latest = useRef(toggle);
  latest.current = toggle;
  const state = useMemo(
    () => ({ isSaved, toggle: (item: Parameters<typeof toggle>[0]) => latest.current(item) }),
    [isSaved],
  );
  useEffect(() => publishCardSaveState(state), [state]);
  useEffect(() => () => publishCardSaveState(null), []);
  return null;
}
