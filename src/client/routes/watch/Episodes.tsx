import type { Episode, SeasonSummary } from '@shared/catalogue';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { formatNumber, formatRuntime } from '../../i18n/format';
import { useT } from '../../i18n/react';

/** The watch page lists the first 20 episodes of the season. */
export const EPISODE_LIST_MAX = 20;

/** Season and episode numbers as the language writes them, never grouped ('S2024', not 'S2,024'). */
export const episodeNumber = (n: number) => formatNumber(n, { useGrouping: false });

export const episodeHref = (id: number, season: number, episode: number) =>
  `/watch/tv/${id}/${season}/${episode}`;

/** The show's seasons; choosing one plays its first episode. */
export function SeasonList({
  showId,
  seasons,
  current,
}: {
  showId: number;
  seasons: SeasonSummary[];
  current: number;
}) {
  const t = useT();
  return (
    <nav aria-label={t('watch.seasons.title')}>
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">
        {t('watch.seasons.title')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {seasons.map((s) => {
          const on = s.seasonNumber === current;
          return (
            <li key={s.id}>
              <Link
                href={episodeHref(showId, s.seasonNumber, 1)}
                aria-current={on ? 'true' : undefined}
                className={`inline-flex h-9 items-center rounded-md border px-3 text-sm ${
                  on
                    ? 'border-accent bg-accent/15 font-semibold text-white'
                    : 'border-border-strong bg-surface text-fg-secondary hover:border-border-focus hover:text-white'
                }`}
              >
                {t('watch.seasons.season', { season: episodeNumber(s.seasonNumber) })}
                <span className="ms-1.5 text-xs text-subtle">({formatNumber(s.episodeCount)})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The first 20 episodes, plus the playing one when it comes later, so the list always
 * shows where the visitor is; `before` and `after` count the unlisted ones on either side
 * of it, for the note that says how to reach them.
 */
export function listedEpisodes<E extends { episodeNumber: number }>(
  episodes: readonly E[],
  current: number,
  max = EPISODE_LIST_MAX,
): { first: E[]; playing: E | null; before: number; after: number } {
  const first = episodes.slice(0, max);
  const at = episodes.findIndex((e) => e.episodeNumber === current);
  const playing = at >= max ? (episodes[at] ?? null) : null;
  const before = playing ? at - max : 0;
  return { first, playing, before, after: episodes.length - first.length - (playing ? 1 : 0) - before };
}

/** The collapsible episode list: the first 20 episodes, the playing one marked. */
export function EpisodeList({
  showId,
  season,
  episodes,
  current,
  loading,
}: {
  showId: number;
  season: number;
  episodes: Episode[] | undefined;
  current: number;
  loading: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const listId = useId();
  const { first, playing, before, after } = listedEpisodes(episodes ?? [], current);
  const count = before + after;
  const more =
    before > 0 && after > 0
      ? t('watch.episodes.moreBoth', { count })
      : before > 0
        ? t('watch.episodes.morePrevious', { count })
        : t('watch.episodes.moreNext', { count });

  const row = (e: Episode) => {
    const on = e.episodeNumber === current;
    const runtime = formatRuntime(e.runtime);
    return (
      <li key={e.id}>
        <Link
          href={episodeHref(showId, season, e.episodeNumber)}
          aria-current={on ? 'true' : undefined}
          className={`flex items-baseline gap-3 px-3 py-2.5 text-sm ${
            on ? 'bg-accent/15 text-white' : 'text-fg-secondary hover:bg-surface hover:text-white'
          }`}
        >
          <span className={`w-7 shrink-0 tabular-nums ${on ? 'font-bold text-accent-fg' : 'text-subtle'}`}>
            {episodeNumber(e.episodeNumber)}
          </span>
          {e.name ? (
            <span data-content="" className="min-w-0 flex-1 truncate">
              {e.name}
            </span>
          ) : (
            <span className="min-w-0 flex-1 truncate">
              {t('watch.episodes.fallbackName', { episode: episodeNumber(e.episodeNumber) })}
            </span>
          )}
          {on && (
            <span className="shrink-0 text-xs font-semibold text-accent-fg">
              {t('watch.episodes.playing')}
            </span>
          )}
          {!on && runtime && <span className="shrink-0 text-xs text-subtle">{runtime}</span>}
        </Link>
      </li>
    );
  };

  return (
    <section aria-label={t('watch.episodes.regionLabel', { season: episodeNumber(season) })}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between rounded-md px-1 py-2 text-start text-sm font-semibold uppercase tracking-wide text-muted hover:text-white"
      >
        <span>
          {t('watch.episodes.title')}{' '}
          <span className="normal-case text-subtle">
            · {t('watch.seasons.season', { season: episodeNumber(season) })}
          </span>
        </span>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={`h-5 w-5 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={listId} hidden={!open}>
        {loading ? (
          <ul className="space-y-2" aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
              <li key={i} className="h-14 animate-pulse rounded-md bg-surface" />
            ))}
          </ul>
        ) : first.length === 0 ? (
          <p className="px-1 py-3 text-sm text-subtle">{t('watch.episodes.none')}</p>
        ) : (
          <ol className="divide-y divide-border/80 overflow-hidden rounded-md border border-border">
            {first.map(row)}
            {playing && (
              <>
                {before > 0 && (
                  <li aria-hidden="true" className="px-3 py-1 text-center text-xs text-faint">
                    ⋯
                  </li>
                )}
                {row(playing)}
              </>
            )}
          </ol>
        )}
        {count > 0 && <p className="px-1 pt-2 text-xs text-subtle">{more}</p>}
      </div>
    </section>
  );
}
