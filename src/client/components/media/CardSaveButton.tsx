import type { MediaCard } from '@shared/catalogue';
import { useT } from '../../i18n/react';
import { toggleCardSave, useCardSaveState } from '../../lib/card-save-state';
import { ListIcon } from '../layout/icons';
import { savableOf } from './SaveButton';

/**
 * Hidden until the card is hovered or focused, where hovering exists; a saved title keeps
 * its mark. (Plain strings: the class merger stays out of the first bundle.)
 */
const CARD_HIDDEN =
  '[@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover/card:opacity-100 [@media(hover:hover)]:group-focus-within/card:opacity-100';

/**
 * Tab from a card (`data-nav-card`) goes to its save toggle, which is out of the Tab order
 * itself; from there the next Tab goes on past the row, Shift+Tab back to the card, and the
 * arrow keys move along the row as from the card (row-nav.ts). One listener for every card,
 * from the moment the toggles' code is in.
 */
document.addEventListener('keydown', (e) => {
  if (e.key !== 'Tab' || e.shiftKey || e.altKey || e.ctrlKey || e.metaKey) return;
  const card = (e.target as Element).closest?.('[data-nav-card]');
  const save = card?.parentElement?.querySelector<HTMLElement>('[data-nav-save]');
  if (!save) return;
  e.preventDefault();
  save.focus();
});

/**
 * A card's save toggle, over the poster's top corner. Shown on hover or keyboard focus where
 * there is a pointer that hovers; always shown on touch screens (no hover, no long-press
 * guesswork). Out of the Tab order, so a row stays one stop: Tab from its card moves here
 * (above), and the next Tab leaves the row.
 */
export default function CardSaveButton({ card }: { card: MediaCard }) {
  const t = useT();
  const list = useCardSaveState();
  const item = savableOf(card);
  const saved = list?.isSaved(item) ?? false;
  return (
    <button
      type="button"
      tabIndex={-1}
      data-nav-save=""
      aria-pressed={saved}
      aria-label={t('media.save.saveTitle', { title: item.title ?? '' })}
      title={saved ? t('media.save.saved') : t('media.save.save')}
      onClick={() => toggleCardSave(item)}
      className={`absolute start-1.5 top-1.5 z-10 flex h-9 w-9 items-center justify-center rounded-full bg-canvas/85 text-fg shadow-md ring-1 ring-white/15 transition-opacity hover:bg-surface-hover hover:text-white ${saved ? '' : CARD_HIDDEN}`}
    >
      <ListIcon
        size={18}
        fill={saved ? 'currentColor' : 'none'}
        className={saved ? 'text-accent-fg' : undefined}
      />
    </button>
  );
}
