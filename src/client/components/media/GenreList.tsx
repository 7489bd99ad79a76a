import type { Genre } from '@shared/catalogue';
import { clsx } from 'clsx';
import { useT } from '../../i18n/react';
import { useGenreName } from './genre-name';

/** A genre chip's look: over a picture (heroes), on the page, or small (cards). */
const CHIP = {
  overlay: 'border-border-control/80 bg-surface/60 px-2.5 text-xs',
  plain: 'border-border-strong px-2.5 text-xs text-fg-secondary',
  small: 'border-border-strong px-2 text-[11px] text-fg-secondary',
} as const;
export type GenreTone = keyof typeof CHIP;

const genreChipClass = (tone: GenreTone) => clsx('rounded-full border py-0.5', CHIP[tone]);

/** A title's genres as chips in a list named Genres; nothing when it has none. */
export function GenreList({
  genres,
  tone,
  className,
}: {
  genres: readonly Genre[];
  tone: GenreTone;
  className?: string;
}) {
  const t = useT();
  const name = useGenreName();
  if (genres.length === 0) return null;
  return (
    <ul
      aria-label={t('media.genres.label')}
      className={clsx('flex flex-wrap', tone === 'small' ? 'gap-1.5' : 'gap-2', className)}
    >
      {genres.map((g) => (
        <li key={g.id} className={genreChipClass(tone)}>
          {name(g)}
        </li>
      ))}
    </ul>
  );
}
