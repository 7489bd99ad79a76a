import {
  airedSeasons,
  type EpisodeRef,
  episodeKey,
  type SeasonEpisodes,
  seasonProgress,
} from '@shared/episodes';
import { CheckIcon } from '../../components/layout/icons';
import { Button } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { UndoToaster } from '../../components/ui/UndoToast';
import { formatCount } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { type MarkScope, useMarkUndos } from '../../lib/use-marks';

/** What the TV page's marks need: the watched set and a change with its Undo words. */
export interface MarksControl {
  watched: ReadonlySet<string>;
  set: (change: MarkScope, watched: boolean, undoMessage?: string) => Promise<unknown>;
}

/** "7 of 22 episodes watched" with a bar: a season's share of watched episodes. */
export function SeasonProgress({
  season,
  watched,
}: {
  season: SeasonEpisodes;
  watched: ReadonlySet<string>;
}) {
  const t = useT();
  const p = seasonProgress(season, watched);
  if (p.total === 0) return null;
  const text = t('browse.marks.progress', { watched: formatCount(p.watched), total: p.total });
  return (
    <div className="flex min-w-0 flex-1 items-center gap-3">
      <div
        role="progressbar"
        aria-label={t('browse.marks.progressLabel', { season: formatCount(season.seasonNumber) })}
        aria-valuemin={0}
        aria-valuemax={p.total}
        aria-valuenow={p.watched}
        aria-valuetext={text}
        className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-surface-raised"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width]"
          style={{ width: `${Math.round((p.watched / p.total) * 100)}%` }}
        />
      </div>
      <span className="shrink-0 text-sm tabular-nums text-fg-secondary" aria-hidden="true">
        {text}
      </span>
    </div>
  );
}

/** Whether every aired episode of these seasons is watched (and there is one). */
const allWatched = (seasons: readonly SeasonEpisodes[], watched: ReadonlySet<string>) => {
  const counts = seasons.map((s) => seasonProgress(s, watched));
  return counts.some((p) => p.total > 0) && counts.every((p) => p.watched === p.total);
};

/**
 * Mark the season watched (or unwatched, once every aired episode of it is) and the whole
 * show (unwatched, once every aired episode of its seasons is); each offers Undo.
 */
export function SeasonActions({
  season,
  seasons,
  lastAired,
  marks,
}: {
  season: SeasonEpisodes;
  seasons: readonly SeasonEpisodes[];
  lastAired: EpisodeRef | null;
  marks: MarksControl;
}) {
  const t = useT();
  const aired = airedSeasons([season], lastAired);
  const total = seasonProgress(season, marks.watched).total;
  const complete = allWatched(aired, marks.watched);
  const showComplete = allWatched(
    airedSeasons(seasons, lastAired).filter((s) => s.seasonNumber > 0),
    marks.watched,
  );
  const n = formatCount(season.seasonNumber);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={total === 0}
        onClick={() =>
          void marks.set(
            { scope: 'season', season: season.seasonNumber },
            !complete,
            t(complete ? 'browse.marks.seasonUnmarked' : 'browse.marks.seasonMarked', { season: n }),
          )
        }
      >
        {complete ? t('browse.marks.unmarkSeason') : t('browse.marks.markSeason')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() =>
          void marks.set(
            { scope: 'title' },
            !showComplete,
            t(showComplete ? 'browse.marks.showUnmarked' : 'browse.marks.showMarked'),
          )
        }
      >
        {showComplete ? t('browse.marks.unmarkShow') : t('browse.marks.markShow')}
      </Button>
    </div>
  );
}

/** One episode's watched check, beside its link in the list. */
export function EpisodeCheck({
  season,
  episode,
  marks,
}: {
  season: number;
  episode: number;
  marks: MarksControl;
}) {
  const t = useT();
  const watched = marks.watched.has(episodeKey({ season, episode }));
  const label = t('browse.marks.markEpisode', { season: formatCount(season), episode: formatCount(episode) });
  return (
    // The check's name, shown on hover and keyboard focus as the words a screen reader says.
    <span className="group relative flex shrink-0 self-center">
      <button
        type="button"
        aria-pressed={watched}
        aria-label={label}
        onClick={() => void marks.set({ scope: 'episode', season, episode }, !watched)}
        className={cn(
          'flex h-10 w-10 items-center justify-center rounded-full border transition-colors',
          watched
            ? 'border-accent bg-accent text-white hover:bg-accent-hover'
            : 'border-border-strong text-muted hover:border-fg-secondary hover:text-fg',
        )}
      >
        <CheckIcon size={18} />
      </button>
      <span
        aria-hidden="true"
        data-tooltip=""
        className="pointer-events-none absolute end-0 bottom-full z-10 mb-2 hidden whitespace-nowrap rounded-md border border-border-strong bg-surface-raised px-2 py-1 text-xs text-fg shadow-lg group-hover:block group-has-[:focus-visible]:block"
      >
        {label}
      </span>
    </span>
  );
}

/** The page's Undo toasts for marks. */
export function MarkUndoToasts() {
  const undos = useMarkUndos();
  return <UndoToaster items={undos.items} onClose={undos.close} />;
}
