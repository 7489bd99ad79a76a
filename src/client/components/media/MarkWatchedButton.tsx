import { CheckIcon } from '../layout/icons';
import { buttonClass } from '../ui/Button';

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
