import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import type { Genre } from '../../../shared/catalogue';
import { hasEpisode, nextEpisode, previousEpisode } from '../../../shared/episodes';
import { formatRuntime, yearOf } from '../../../shared/format';
import type { ServerConfigState } from '../../../shared/servers';
import { isStaff } from '../../../shared/user';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { RatingBadge } from '../../components/media/RatingBadge';
import { PlayerFrame } from '../../components/player/PlayerFrame';
import { useAuth } from '../../lib/auth';
import { usePreferences } from '../../lib/preferences';
import { trpc } from '../../lib/trpc';
import { EpisodeList, episodeHref, SeasonList } from './Episodes';
import { NextUp } from './NextUp';
import { ServerPicker } from './ServerPicker';
import { ServerSettingsPanel } from './ServerSettingsPanel';
import { srcFor, useServerChoice, useWatchRecording, type WatchTarget } from './usePlayback';

const ID = /^[1-9]\d{0,9}$/;

/** /watch/{type}/{id}[/{season}/{episode}] → what to play; null for anything invalid. */
export function parseWatchParams(p: {
  type?: string;
  id?: string;
  season?: string;
  episode?: string;
}):
  | { type: 'movie'; id: number }
  | { type: 'tv'; id: number; season: number | null; episode: number | null }
  | null {
  if (!p.id || !ID.test(p.id)) return null;
  const id = Number(p.id);
  if (p.type === 'movie') return p.season === undefined ? { type: 'movie', id } : null;
  if (p.type !== 'tv') return null;
  if (p.season === undefined) return { type: 'tv', id, season: null, episode: null };
  if (!/^\d{1,4}$/.test(p.season) || !ID.test(p.episode ?? '')) return null;
  return { type: 'tv', id, season: Number(p.season), episode: Number(p.episode) };
}

const NotFound = () => <Redirect to="/404" replace />;

export default function WatchScreen() {
  const target = parseWatchParams(useParams());
  if (!target) return <NotFound />;
  return target.type === 'movie' ? (
    <MovieWatch id={target.id} />
  ) : (
    <TvWatch id={target.id} season={target.season} episode={target.episode} />
  );
}

function MovieWatch({ id }: { id: number }) {
  const movie = trpc.catalogue.movie.useQuery({ id });
  const config = trpc.serverConfig.get.useQuery();
  const target = useMemo<WatchTarget>(() => ({ type: 'movie', id }), [id]);
  useDocumentTitle(movie.data ? `Watch ${movie.data.title}` : 'Watch');
  if (movie.isError || config.isError) return <NotFound />;
  const m = movie.data;
  const meta = [yearOf(m?.date), formatRuntime(m?.runtime)].filter(Boolean).join(' · ');
  return (
    <WatchShell
      target={target}
      loading={!m || !config.data}
      config={config.data}
      title={m?.title ?? ''}
      backHref={`/movie/${id}`}
      details={
        m && (
          <Details title={m.title} meta={meta} vote={m.voteAverage} genres={m.genres} overview={m.overview} />
        )
      }
    />
  );
}

function TvWatch({ id, season, episode }: { id: number; season: number | null; episode: number | null }) {
  const show = trpc.catalogue.tvShow.useQuery({ id });
  const first = show.data?.seasons.find((s) => s.episodeCount > 0)?.seasonNumber;
  const s = season ?? first ?? 1;
  const e = episode ?? 1;
  const seasonQ = trpc.catalogue.season.useQuery({ id, season: s }, { enabled: show.isSuccess });
  const config = trpc.serverConfig.get.useQuery();
  const [, navigate] = useLocation();
  const target = useMemo<WatchTarget>(() => ({ type: 'tv', id, season: s, episode: e }), [id, s, e]);
  const ep = seasonQ.data?.episodes.find((x) => x.episodeNumber === e);
  useDocumentTitle(show.data ? `${show.data.title} S${s}E${e}` : 'Watch');

  if (show.isError || config.isError) return <NotFound />;
  const seasons = show.data?.seasons ?? [];
  if (show.data && !hasEpisode(seasons, { season: s, episode: e })) return <NotFound />;
  if (show.data && season === null) return <Redirect to={episodeHref(id, s, e)} replace />;

  const prev = previousEpisode(seasons, { season: s, episode: e });
  const next = nextEpisode(seasons, { season: s, episode: e });
  const t = show.data;
  const meta = [
    yearOf(t?.date),
    t ? `${t.numberOfSeasons} ${t.numberOfSeasons === 1 ? 'season' : 'seasons'}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <WatchShell
      target={target}
      loading={!t || !config.data}
      config={config.data}
      title={t?.title ?? ''}
      backHref={`/tv/${id}/${s}/${e}`}
      next={
        next
          ? {
              label: `S${next.season} · E${next.episode}`,
              go: () => navigate(episodeHref(id, next.season, next.episode)),
            }
          : null
      }
      episodeNav={
        <nav aria-label="Episode navigation" className="flex items-center gap-2">
          <EpisodeLink to={prev && episodeHref(id, prev.season, prev.episode)} label="Previous" dir="prev" />
          <span
            className="min-w-20 text-center text-sm font-semibold tabular-nums text-zinc-200"
            aria-live="polite"
          >
            S{s} · E{e}
          </span>
          <EpisodeLink
            to={next && episodeHref(id, next.season, next.episode)}
            label="Next Episode"
            dir="next"
          />
        </nav>
      }
      details={
        t && (
          <Details title={t.title} meta={meta} vote={t.voteAverage} genres={t.genres} overview={t.overview}>
            <div className="mt-4 rounded-lg border border-zinc-800 bg-zinc-900/60 p-4">
              <p className="text-sm font-semibold text-zinc-100">
                Season {s}, Episode {e}
                {ep?.name && !/^episode \d+$/i.test(ep.name) ? `: ${ep.name}` : ''}
              </p>
              {ep?.airDate && <p className="mt-0.5 text-xs text-zinc-500">Aired {ep.airDate}</p>}
              {ep?.overview && <p className="mt-2 text-sm text-zinc-300">{ep.overview}</p>}
            </div>
          </Details>
        )
      }
      aside={
        t && (
          <>
            <SeasonList showId={id} seasons={seasons} current={s} />
            <EpisodeList
              showId={id}
              season={s}
              episodes={seasonQ.data?.episodes}
              current={e}
              loading={seasonQ.isLoading}
            />
          </>
        )
      }
    />
  );
}

function EpisodeLink({ to, label, dir }: { to: string | null; label: string; dir: 'prev' | 'next' }) {
  const cls = 'inline-flex h-9 items-center gap-1 rounded-md border px-3 text-sm font-medium';
  const arrow = (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`h-4 w-4 ${dir === 'next' ? '' : 'rotate-180'}`}>
      <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
  if (!to) {
    return (
      <span aria-disabled="true" className={`${cls} cursor-not-allowed border-zinc-800 text-zinc-600`}>
        {dir === 'prev' && arrow}
        {label}
        {dir === 'next' && arrow}
      </span>
    );
  }
  return (
    <Link
      href={to}
      className={`${cls} border-zinc-700 bg-zinc-900 text-zinc-100 hover:border-zinc-500 hover:bg-zinc-800`}
    >
      {dir === 'prev' && arrow}
      {label}
      {dir === 'next' && arrow}
    </Link>
  );
}

function Details({
  title,
  meta,
  vote,
  genres,
  overview,
  children,
}: {
  title: string;
  meta: string;
  vote: number;
  genres: Genre[];
  overview: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="watch-title">
      <h1 id="watch-title" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h1>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-zinc-400">
        {meta && <span>{meta}</span>}
        <RatingBadge vote={vote} className="bg-zinc-800" />
      </div>
      {genres.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Genres">
          {genres.map((g) => (
            <li
              key={g.id}
              className="rounded-full border border-zinc-700 px-2.5 py-0.5 text-xs text-zinc-300"
            >
              {g.name}
            </li>
          ))}
        </ul>
      )}
      {overview && <p className="mt-3 max-w-3xl text-sm leading-relaxed text-zinc-300">{overview}</p>}
      {children}
    </section>
  );
}

function WatchShell({
  target,
  loading,
  config,
  title,
  backHref,
  episodeNav,
  next,
  details,
  aside,
}: {
  target: WatchTarget;
  loading: boolean;
  config: ServerConfigState | undefined;
  title: string;
  backHref: string;
  episodeNav?: ReactNode;
  next?: { label: string; go: () => void } | null;
  details: ReactNode;
  aside?: ReactNode;
}) {
  const { user } = useAuth();
  const [prefs] = usePreferences();
  const [nextUp, setNextUp] = useState(false);
  const choice = useServerChoice(config, srcFor(target));
  const onEnded = useCallback(() => {
    if (next && prefs.autoNext) setNextUp(true);
  }, [next, prefs.autoNext]);
  const onEvent = useWatchRecording(target, !loading && !!choice.server, onEnded);

  if (config && !choice.server) return <NotFound />;

  return (
    <div className="mx-auto max-w-7xl px-0 pb-12 sm:px-6 sm:pt-4 lg:px-8">
      <div className="flex items-center justify-between gap-3 px-4 py-3 sm:px-0">
        <Link
          href={backHref}
          className="inline-flex min-w-0 items-center gap-1.5 text-sm text-zinc-300 hover:text-white"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4 shrink-0">
            <path d="m15 6-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="truncate">{title ? `Back to ${title}` : 'Back to details'}</span>
        </Link>
        {isStaff(user?.role) && config && choice.server && (
          <ServerSettingsPanel state={config} selected={choice.server.id} />
        )}
      </div>

      {loading || !choice.url || !choice.server ? (
        <div className="aspect-video w-full animate-pulse bg-zinc-900 sm:rounded-lg" aria-busy="true">
          <span className="sr-only">Loading player</span>
        </div>
      ) : (
        <PlayerFrame
          src={choice.url}
          title={`${title} player (${choice.server.name})`}
          sandbox={choice.server.sandbox !== false}
          onEvent={onEvent}
          onLoad={choice.onLoad}
        />
      )}

      <div className="space-y-4 px-4 pt-4 sm:px-0">
        {nextUp && next && (
          <NextUp
            label={next.label}
            onCancel={() => setNextUp(false)}
            onPlay={() => {
              setNextUp(false);
              next.go();
            }}
          />
        )}
        {choice.switchedFrom && choice.server && (
          <p role="status" className="text-sm text-amber-200">
            {choice.switchedFrom} did not respond; switched to {choice.server.name}.
          </p>
        )}
        <div className="flex flex-col gap-4 border-b border-zinc-800 pb-4 lg:flex-row lg:items-center lg:justify-between">
          {episodeNav}
          {config && choice.server && (
            <ServerPicker
              servers={choice.servers}
              selected={choice.server.id}
              onSelect={choice.select}
              configError={config.lastError}
            />
          )}
        </div>
        {loading ? (
          <div className="space-y-3" aria-hidden="true">
            <div className="h-8 w-2/3 animate-pulse rounded bg-zinc-900" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-zinc-900" />
            <div className="h-16 w-full animate-pulse rounded bg-zinc-900" />
          </div>
        ) : (
          <div className={aside ? 'grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]' : ''}>
            <div>{details}</div>
            {aside && <div className="space-y-5">{aside}</div>}
          </div>
        )}
      </div>
    </div>
  );
}
