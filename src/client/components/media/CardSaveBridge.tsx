import { useEffect, useMemo, useRef } from 'react';
import { useT } from '../../i18n/react';
import { publishCardSaveState } from '../../lib/card-save-state';
import { useWatchLater } from '../../lib/use-watch-later';
import { CARD_KEYS_HINT } from './MediaCard';

/**
 * The one copy of My List's state the cards on screen share (lib/card-save-state.ts), and the
 * words every card's link is described by: Tab reaches its save toggle (CardSaveButton.tsx).
 */
export default function CardSaveBridge() {
  const t = useT();
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
  return (
    <span id={CARD_KEYS_HINT} hidden>
      {t('media.card.keysHint')}
    </span>
  );
}
