import type { Episode, SeasonSummary } from '@shared/catalogue';
import { type EpisodeRef, episodeKey } from '@shared/episodes';
import { Select as S } from 'radix-ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { CheckIcon } from '../../components/layout/icons';
import { formatNumber, formatRuntime } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { trpc } from '../../lib/trpc';
import { useAirings } from './airing';

/**
 * A long season (daily shows run to hundreds of episodes) is shown as a window around the
 * playing episode: a few before it, a page after it, and buttons that widen it either way.
 */
export const EPISODES_BEFORE = 10;
export const EPISODES_PAGE = 50;

/** Season and episode numbers as the language writes them, never grouped ('S2024', not 'S2,024'). */
export const episodeNumber = (n: number) => formatNumber(n, { useGrouping: false });

export const episodeHref = (id: number, season: number, episode: number) =>
  `/watch/tv/${id}/${season}/${episode}`;

/** An episode's own name; null for none or a placeholder ("Episode 3"), which is said in the reader's language. */
export const ownEpisodeName = (name: string | null | undefined): string | null =>
  name && !/^episode \d+$/i.test(name.trim()) ? name : null;

/**
 * Which episodes the list shows: `start`..`end` (end exclusive) around the playing one; the
 * reader may open all the earlier ones and, page by page, the later ones. An episode the
 * season lacks counts as the first.
 */
export function episodeWindow(
  count: number,
  playingIndex: number,
  allBefore = false,
  extraAfter = 0,
): { start: number; end: number } {
  const at = Math.max(0, playingIndex);
  const start = allBefore ? 0 : Math.max(0, at - EPISODES_BEFORE);
  const end = Math.min(count, at + 1 + EPISODES_PAGE * (1 + extraAfter));
  return { start, end };
}

/**
 * The season picker: one compact control, each season with its episode count. Choosing one
 * only lists its episodes beside the player; playing stays with the episode that plays.
 */
function SeasonPicker({
  seasons,
  current,
  onPick,
}: {
  seasons: SeasonSummary[];
  current: number;
  onPick: (season: number) => void;
}) {
  const t = useT();
  const label = (s: SeasonSummary) =>
    s.seasonNumber === 0
      ? t('watch.seasons.specials')
      : t('watch.seasons.season', { season: episodeNumber(s.seasonNumber) });
  const count = (s: SeasonSummary) => t('watch.seasons.episodeCount', { count: s.episodeCount });
  return (
    <S.Root value={String(current)} onValueChange={(v) => onPick(Number(v))}>
      <S.Trigger
        aria-label={t('watch.seasons.pick')}
        className="flex h-10 w-full items-center justify-between gap-2 rounded-md border border-border-strong bg-surface px-3 text-sm text-fg hover:border-border-focus"
      >
        <S.Value />
        <S.Icon aria-hidden="true">
          <svg viewBox="0 0 24 24" className="h-4 w-4 text-muted">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </S.Icon>
      </S.Trigger>
      <S.Portal>
        <S.Content
          position="popper"
          sideOffset={6}
          className="z-50 max-h-[min(22rem,var(--radix-select-content-available-height))] w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-border bg-surface shadow-2xl shadow-black/50"
        >
          <S.Viewport className="p-1">
            {seasons.map((s) => (
              <S.Item
                key={s.id}
                value={String(s.seasonNumber)}
                className="flex cursor-pointer select-none items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-fg-soft outline-none data-[highlighted]:bg-surface-raised data-[state=checked]:font-semibold data-[highlighted]:text-white"
              >
                <S.ItemText>
                  {label(s)} <span className="text-muted">{count(s)}</span>
                </S.ItemText>
              </S.Item>
            ))}
          </S.Viewport>
        </S.Content>
      </S.Portal>
    </S.Root>
  );
}

/**
 * Beside the player (wide screens) or right under it (phones): the season picker and a
 * season's episodes, scrolled so the playing one is at the top of the list with the ones
 * after it below. Only the list scrolls, never the page. Choosing another season lists its
 * episodes (from the top) and plays nothing; the next episode played changes it back.
 */
export function EpisodePanel({
  showId,
  seasons,
  season,
  current,
  lastAired,
  watched,
}: {
  showId: number;
  seasons: SeasonSummary[];
  /** The playing episode's season and number. */
  season: number;
  current: number;
  /** The show's last aired episode: undated episodes after it are still to come. */
  lastAired: EpisodeRef | null;
  /** The viewer's watched episodes: each shows a check. */
  watched?: ReadonlySet<string>;
}) {
  const t = useT();
  const key = `${season}:${current}`;
  const [picked, setPicked] = useState({ key: '', season });
  const shown = picked.key === key ? picked.season : season;
  const q = trpc.catalogue.season.useQuery({ id: showId, season: shown });
  const airings = useAirings(lastAired);
  const all = q.data?.episodes ?? [];
  const at = shown === season ? all.findIndex((e) => e.episodeNumber === current) : -1;
  const [extra, setExtra] = useState({ key: '', before: false, after: 0 });
  const listKey = `${key}:${shown}`;
  const pages = extra.key === listKey ? extra : { key: listKey, before: false, after: 0 };
  const { start, end } = episodeWindow(all.length, at, pages.before, pages.after);
  const list = useRef<HTMLOListElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: again for each playing episode, each season shown, and once the list has loaded
  useLayoutEffect(() => {
    const box = list.current;
    if (!box) return;
    const playing = box.querySelector<HTMLElement>('[aria-current]');
    box.scrollTop = playing ? playing.offsetTop - 4 : 0;
  }, [listKey, q.isPending]);

  const row = (e: Episode) => {
    const on = shown === season && e.episodeNumber === current;
    const runtime = formatRuntime(e.runtime);
    const name = ownEpisodeName(e.name);
    const airing = airings(e);
    return (
      <li key={e.id}>
        <Link
          href={episodeHref(showId, shown, e.episodeNumber)}
          aria-current={on ? 'true' : undefined}
          className={`flex items-baseline gap-3 px-3 py-2.5 text-sm ${
            on ? 'bg-accent/15 text-white' : 'text-fg-secondary hover:bg-surface hover:text-white'
          }`}
        >
          <span className={`w-8 shrink-0 tabular-nums ${on ? 'font-bold text-accent-fg' : 'text-muted'}`}>
            {episodeNumber(e.episodeNumber)}
          </span>
          {name ? (
            <span data-content="" className="min-w-0 flex-1 truncate">
              {name}
            </span>
          ) : (
            <span className="min-w-0 flex-1 truncate">
              {t('watch.episodes.fallbackName', { episode: episodeNumber(e.episodeNumber) })}
            </span>
          )}
          {watched?.has(episodeKey({ season: shown, episode: e.episodeNumber })) && (
            <span className="shrink-0 self-center text-accent-fg">
              <CheckIcon size={16} />
              <span className="sr-only">{t('watch.marks.watched')}</span>
            </span>
          )}
          {airing.unaired && airing.date ? (
            <span className={`shrink-0 text-xs ${on ? 'font-semibold text-accent-fg' : 'text-muted'}`}>
              {t('watch.airing.airs', { date: airing.date })}
            </span>
          ) : on ? (
            <span className="shrink-0 text-xs font-semibold text-accent-fg">
              {t('watch.episodes.playing')}
            </span>
          ) : (
            runtime && <span className="shrink-0 text-xs text-muted">{runtime}</span>
          )}
        </Link>
      </li>
    );
  };

  const more = (dir: 'before' | 'after', label: string) => (
    <li>
      <button
        type="button"
        onClick={() =>
          setExtra(dir === 'before' ? { ...pages, before: true } : { ...pages, after: pages.after + 1 })
        }
        className="w-full px-3 py-2 text-center text-xs font-medium text-fg-secondary hover:bg-surface hover:text-white"
      >
        {label}
      </button>
    </li>
  );

  return (
    <section
      aria-label={t('watch.episodes.regionLabel', { season: episodeNumber(shown) })}
      className="flex min-h-0 flex-1 flex-col gap-3"
      data-episode-panel=""
    >
      <SeasonPicker seasons={seasons} current={shown} onPick={(n) => setPicked({ key, season: n })} />
      {q.isPending ? (
        <ul className="space-y-2" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
            <li key={i} className="h-10 animate-pulse rounded-md bg-surface" />
          ))}
        </ul>
      ) : all.length === 0 ? (
        <p className="px-1 py-3 text-sm text-muted">{t('watch.episodes.none')}</p>
      ) : (
        <ol
          ref={list}
          aria-label={t('watch.episodes.title')}
          className="relative max-h-72 min-h-0 flex-1 divide-y divide-border/80 overflow-y-auto overscroll-contain rounded-md border border-border lg:max-h-none"
        >
          {start > 0 && more('before', t('watch.episodes.showEarlier', { count: start }))}
          {all.slice(start, end).map(row)}
          {end < all.length && more('after', t('watch.episodes.showMore', { count: all.length - end }))}
        </ol>
      )}
    </section>
  );
}
