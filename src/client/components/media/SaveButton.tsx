import type { MediaCard } from '@shared/catalogue';
import { useT } from '../../i18n/react';
import { type Savable, useWatchLater } from '../../lib/use-watch-later';
import { CheckIcon, ListIcon } from '../layout/icons';
import { buttonClass } from '../ui/Button';

/** What a save control stores of a catalogue title (detail, watch page, card). */
export const savableOf = (
  m: Pick<MediaCard, 'id' | 'mediaType' | 'title' | 'posterPath' | 'date' | 'voteAverage'>,
): Savable => ({
  mediaType: m.mediaType,
  mediaId: String(m.id),
  title: m.title || null,
  posterPath: m.posterPath,
  date: m.date || null,
  voteAverage: m.voteAverage,
});

/**
 * "Save to My List" / "Saved": a toggle (aria-pressed) on the detail pages and the watch page.
 * The visible words say the state; the pressed state says it to assistive technology.
 */
export function SaveButton({ item, size = 'lg' }: { item: Savable; size?: 'md' | 'lg' }) {
  const t = useT();
  const list = useWatchLater();
  const saved = list.isSaved(item);
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={() => list.toggle(item)}
      className={buttonClass('overlay', size)}
    >
      <ListIcon fill={saved ? 'currentColor' : 'none'} className={saved ? 'text-accent-fg' : undefined} />
      {saved ? t('media.save.saved') : t('media.save.save')}
    </button>
  );
}

/**
 * "Mark watched" / "Watched": a toggle (aria-pressed) beside Save to My List, for a movie on
 * its pages and for the episode on the watch page. The visible words say the state.
 */
export function MarkWatchedButton({
  watched,
  onToggle,
  mark,
  done,
  size = 'lg',
}: {
  watched: boolean;
  onToggle: () => void;
  /** "Mark watched". */
  mark: string;
  /** "Watched". */
  done: string;
  size?: 'md' | 'lg';
}) {
  return (
    <button type="button" aria-pressed={watched} onClick={onToggle} className={buttonClass('overlay', size)}>
      <CheckIcon className={watched ? 'text-accent-fg' : 'text-muted'} />
      {watched ? done : mark}
    </button>
  );
}
