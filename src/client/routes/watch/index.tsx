import {
  airedSeasons,
  type EpisodeRef,
  episodeKey,
  hasEpisode,
  nextEpisode,
  nextUp,
  previousEpisode,
} from '@shared/episodes';
import { useMemo } from 'react';
import { Redirect, useLocation, useParams } from 'wouter';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { EpisodeCredits } from '../../components/people/EpisodeCredits';
import { isRestrictedTitle, NotOnProfile } from '../../components/profiles/restricted';
import { WatchRating } from '../../components/rating/TitleOpinions';
import { formatRuntime, yearOf } from '../../i18n/format';
import { T, useT } from '../../i18n/react';
import { trpc } from '../../lib/trpc';
import { useMovieMark, useShowMarks } from '../../lib/use-marks';
import { useAirings } from './airing';
import { EpisodePanel, episodeHref, episodeNumber, ownEpisodeName } from './Episodes';
import { Details, EpisodeLink, NotYetAired } from './parts';
import { usePlayerStart } from './resume';
import { entryOf, targetKey, type WatchTarget } from './usePlayback';
import { type PlayerSetup, WatchShell } from './WatchShell';

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

/**
 * What both players wait on besides the title: the server list and where playback starts
 * (the saved position, null until known), joined into the target the shell plays. Without
 * a season and episode: the movie `id`.
 */
function usePlayerSetup(id: number, season?: number, episode?: number) {
  const config = trpc.serverConfig.get.useQuery();
  const title = useMemo<WatchTarget>(
    () =>
      season === undefined || episode === undefined
        ? { type: 'movie', id }
        : { type: 'tv', id, season, episode },
    [id, season, episode],
  );
  const start = usePlayerStart(targetKey(title), entryOf(title));
  const target = useMemo<WatchTarget>(() => ({ ...title, start: start ?? undefined }), [title, start]);
  const player: PlayerSetup = { target, config: config.data, waiting: !config.data || !start };
  return { player, failed: config.isError };
}

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
  const { player, failed } = usePlayerSetup(id);
  const t = useT();
  const mark = useMovieMark(id, t('watch.marks.failed'));
  useDocumentTitle(
    movie.data ? t('watch.title.movie', { title: movie.data.title }) : t('watch.title.default'),
  );
  if (isRestrictedTitle(movie.error)) return <NotOnProfile reason="title" />;
  if (movie.isError || failed) return <NotFound />;
  const m = movie.data;
  const meta = [yearOf(m?.date), formatRuntime(m?.runtime)].filter(Boolean).join(' · ');
  return (
    <WatchShell
      player={player}
      ready={!!m}
      title={m?.title ?? ''}
      backHref={`/movie/${id}`}
      details={
        m && (
          <Details item={m} meta={meta} watched={mark.watched} onToggleWatched={() => void mark.toggle()}>
            <WatchRating mediaType="movie" id={id} title={m.title} />
          </Details>
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
  const [, navigate] = useLocation();
  const { player: setup, failed } = usePlayerSetup(id, s, e);
  const episodes = seasonQ.data?.episodes;
  const ep = episodes?.find((x) => x.episodeNumber === e);
  const tr = useT();
  const lastAired = show.data?.lastAired ?? null;
  const airings = useAirings(lastAired);
  /** Whether an episode is still to come: by its own airing when its season is here, else by the show's last aired one. */
  const unaired = (at: EpisodeRef) => {
    const known = at.season === s ? episodes?.find((x) => x.episodeNumber === at.episode) : undefined;
    return known
      ? airings(known).unaired
      : airings({ airDate: null, airsAt: null, seasonNumber: at.season, episodeNumber: at.episode }).unaired;
  };
  // Whether this episode plays is known once its season has been read (or failed to be).
  const player = { ...setup, waiting: setup.waiting || seasonQ.isPending };
  const airing = ep ? airings(ep) : null;
  const notYet = !seasonQ.isPending && unaired({ season: s, episode: e });
  const sn = episodeNumber(s);
  const en = episodeNumber(e);
  const marks = useShowMarks(id, show.data?.seasons ?? [], tr('watch.marks.failed'));
  const here = episodeKey({ season: s, episode: e });
  useDocumentTitle(
    show.data
      ? tr('watch.title.episode', { title: show.data.title, season: sn, episode: en })
      : tr('watch.title.default'),
  );

  if (isRestrictedTitle(show.error) || isRestrictedTitle(seasonQ.error))
    return <NotOnProfile reason="title" />;
  if (show.isError || failed) return <NotFound />;
  const seasons = show.data?.seasons ?? [];
  if (show.data && !hasEpisode(seasons, { season: s, episode: e })) return <NotFound />;
  if (show.data && season === null) return <Redirect to={episodeHref(id, s, e)} replace />;

  const prev = previousEpisode(seasons, { season: s, episode: e });
  const following = nextEpisode(seasons, { season: s, episode: e });
  // Next never goes to an episode still to come.
  const next = following && !unaired(following) ? following : null;
  // After this episode ends it counts as watched: autoplay goes to what is next by the shared
  // rule (never to an episode still to come), and to the show's page once everything is watched.
  const upNext = nextUp(
    airedSeasons(seasons, show.data?.lastAired ?? null),
    new Set(marks.watched).add(here),
    {
      specials: marks.specials,
    },
  );
  const after = upNext && !unaired(upNext) ? upNext : null;
  const t = show.data;
  const meta = [yearOf(t?.date), t ? tr('watch.details.seasons', { count: t.numberOfSeasons }) : null]
    .filter(Boolean)
    .join(' · ');

  return (
    <WatchShell
      player={player}
      ready={!!t}
      title={t?.title ?? ''}
      backHref={`/tv/${id}/${s}/${e}`}
      notYet={notYet ? <NotYetAired date={airing?.date ?? null} showHref={`/tv/${id}`} /> : undefined}
      next={
        after
          ? {
              label: tr('watch.episode.short', {
                season: episodeNumber(after.season),
                episode: episodeNumber(after.episode),
              }),
              go: () => navigate(episodeHref(id, after.season, after.episode)),
            }
          : { label: tr('watch.nextUp.showPage'), go: () => navigate(`/tv/${id}`), finished: true }
      }
      episodeNav={
        <nav aria-label={tr('watch.nav.label')} className="flex items-center gap-2">
          <EpisodeLink
            to={prev && episodeHref(id, prev.season, prev.episode)}
            label={tr('watch.nav.previous')}
            dir="prev"
          />
          <span
            className="min-w-0 flex-1 text-center text-sm font-semibold tabular-nums text-fg-soft sm:min-w-20 sm:flex-none"
            aria-live="polite"
          >
            {tr('watch.episode.short', { season: sn, episode: en })}
          </span>
          <EpisodeLink
            to={next && episodeHref(id, next.season, next.episode)}
            label={tr('watch.nav.next')}
            dir="next"
          />
        </nav>
      }
      details={
        t && (
          <Details
            item={t}
            meta={meta}
            watched={marks.watched.has(here)}
            onToggleWatched={
              notYet
                ? undefined
                : () => void marks.set({ scope: 'episode', season: s, episode: e }, !marks.watched.has(here))
            }
          >
            <div className="mt-4 rounded-lg border border-border bg-surface/60 p-4">
              <p className="text-sm font-semibold text-fg">
                {ownEpisodeName(ep?.name) ? (
                  <T
                    id="watch.details.episodeHeadingNamed"
                    values={{ season: sn, episode: en, name: ownEpisodeName(ep?.name) ?? '' }}
                    components={{ 0: <span data-content="" /> }}
                  />
                ) : (
                  tr('watch.details.episodeHeading', { season: sn, episode: en })
                )}
              </p>
              {airing?.date && (
                <p className="mt-0.5 text-xs text-subtle">
                  {airing.unaired
                    ? tr('watch.airing.airs', { date: airing.date })
                    : tr('watch.details.aired', { date: airing.date })}
                </p>
              )}
              {ep?.overview && (
                <p data-content="" className="mt-2 text-sm text-fg-secondary">
                  {ep.overview}
                </p>
              )}
              {ep && <EpisodeCredits episode={ep} />}
            </div>
            <WatchRating
              mediaType="tv"
              id={id}
              title={t.title}
              episode={{
                scope: { season: s, episode: e },
                short: tr('ratings.episodeShort', { season: sn, episode: en }),
                label: tr('ratings.rateEpisode', { season: sn, episode: en }),
              }}
            />
          </Details>
        )
      }
      side={
        t && (
          <EpisodePanel
            showId={id}
            seasons={seasons}
            season={s}
            current={e}
            lastAired={lastAired}
            watched={marks.watched}
          />
        )
      }
    />
  );
}
