import type { SeasonSummary } from '@shared/catalogue';
import type { EpisodeRef } from '@shared/episodes';
import { useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { LogViewingButton } from '../../components/diary/LogViewingButton';
import { episodeName, seasonName } from '../../components/media/detail/season-names';
import { watchHref } from '../../components/media/Hero';
import { MediaImage } from '../../components/media/MediaImage';
import { RatingBadge } from '../../components/media/RatingBadge';
import { StarsDisplay } from '../../components/rating/StarRating';
import { useTitleRatings } from '../../components/rating/use-ratings';
import { Button, buttonClass } from '../../components/ui/Button';
import { InlineSelect } from '../../components/ui/forms';
import { formatCount, formatRuntime } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { trpc } from '../../lib/trpc';
import { useAirings } from '../watch/airing';
import { KEEP_SCROLL, useKeepInView } from './keep-in-view';
import { EpisodeCheck, type MarksControl, SeasonActions, SeasonProgress } from './Tracking';

/**
 * Season select and the season's episodes. Choosing a season only lists its episodes
 * (/tv/{id}?season={n}: no episode is chosen, Watch Now keeps to what is next up); an episode
 * links to /tv/{id}/{season}/{episode}, and the chosen one is highlighted with its own Play
 * button where the viewer is looking. Either choice leaves the list where it was on screen.
 */
export function Episodes({
  showId,
  seasons,
  season,
  episode,
  marks,
  lastAired,
}: {
  showId: number;
  seasons: readonly SeasonSummary[];
  season: number;
  episode: number | null;
  marks: MarksControl;
  /** The show's last aired episode: undated episodes after it are still to come. */
  lastAired: EpisodeRef | null;
}) {
  const t = useT();
  const [location, navigate] = useLocation();
  const q = trpc.catalogue.season.useQuery({ id: showId, season }, { staleTime: 10 * 60_000 });
  const section = useRef<HTMLElement>(null);
  const hold = useKeepInView(location);
  const current = seasons.find((s) => s.seasonNumber === season);
  const airings = useAirings(lastAired);
  // The viewer's own stars on each episode they rated (rated in Your rating below the list).
  const ratings = useTitleRatings('tv', showId);
  const ratingOf = (episode: number) => ratings.ratingOf({ season, episode });

  return (
    <section ref={section} aria-labelledby="episodes-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="episodes-heading" className="text-xl font-semibold">
          {t('browse.episodes.title')}
        </h2>
        <InlineSelect
          label={t('browse.episodes.season')}
          value={season}
          options={seasons.map((s) => ({
            value: s.seasonNumber,
            label: t('browse.episodes.seasonOption', {
              name: seasonName(t, s.name, formatCount(s.seasonNumber), s.seasonNumber),
              count: s.episodeCount,
            }),
          }))}
          onValueChange={(picked) => {
            hold(section.current);
            navigate(`/tv/${showId}?season=${picked}`, { state: KEEP_SCROLL });
          }}
        />
      </div>

      {current && (
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
          <SeasonProgress season={current} watched={marks.watched} />
          <SeasonActions season={current} seasons={seasons} lastAired={lastAired} marks={marks} />
        </div>
      )}

      {q.isPending ? (
        <div aria-busy="true" aria-label={t('browse.episodes.loading')} role="status" className="space-y-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-24 animate-pulse rounded-lg bg-surface" />
          ))}
        </div>
      ) : q.isError ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-3 rounded-md border border-danger-line bg-danger-surface/70 px-4 py-3 text-sm text-danger-soft"
        >
          {t('browse.episodes.failed')}
          <Button size="sm" variant="secondary" onClick={() => q.refetch()}>
            {t('media.action.retry')}
          </Button>
        </div>
      ) : q.data.episodes.length === 0 ? (
        <p className="text-sm text-muted">{t('browse.episodes.none')}</p>
      ) : (
        <ol
          className="space-y-3"
          aria-label={t('browse.episodes.listLabel', { season: formatCount(season) })}
        >
          {q.data.episodes.map((ep) => {
            const isCurrent = ep.episodeNumber === episode;
            const name = episodeName(ep.name);
            const runtime = formatRuntime(ep.runtime);
            const airing = airings(ep);
            return (
              <li key={ep.id} className="flex flex-wrap gap-2">
                <Link
                  href={`/tv/${showId}/${season}/${ep.episodeNumber}`}
                  state={KEEP_SCROLL}
                  onClick={(e) => hold(e.currentTarget)}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={`flex min-w-0 flex-1 gap-3 rounded-lg border p-2.5 sm:gap-4 sm:p-3 ${
                    isCurrent
                      ? 'border-accent bg-accent/10'
                      : 'border-border bg-surface/50 hover:border-border-strong hover:bg-surface'
                  }`}
                >
                  <div className="relative aspect-video w-28 shrink-0 overflow-hidden rounded sm:w-40">
                    <MediaImage path={ep.stillPath} kind="still" sizes="(min-width: 640px) 160px, 112px" />
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="line-clamp-1 font-medium text-fg">
                      {name ? (
                        <>
                          <span className="text-muted">{formatCount(ep.episodeNumber)}.</span>{' '}
                          <span data-content="">{name}</span>
                        </>
                      ) : (
                        t('browse.episodes.episodeNumber', { number: formatCount(ep.episodeNumber) })
                      )}
                    </p>
                    <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-muted">
                      {airing.date && (
                        <span>
                          {airing.unaired
                            ? t('browse.episodes.airs', { date: airing.date })
                            : t('browse.episodes.aired', { date: airing.date })}
                        </span>
                      )}
                      {runtime && <span>{runtime}</span>}
                      <RatingBadge vote={ep.voteAverage} />
                      {ratingOf(ep.episodeNumber) !== null && (
                        <StarsDisplay rating={ratingOf(ep.episodeNumber)!} size={12} />
                      )}
                    </p>
                    {ep.overview && (
                      <div className="mt-1 hidden sm:block">
                        <p className="line-clamp-2 text-sm text-fg-secondary" data-content="">
                          {ep.overview}
                        </p>
                      </div>
                    )}
                  </div>
                </Link>
                {airing.unaired ? (
                  // Not aired yet: nothing to mark (the server refuses it too); the space keeps the column.
                  <span aria-hidden="true" className="h-10 w-10 shrink-0" />
                ) : (
                  <EpisodeCheck season={season} episode={ep.episodeNumber} marks={marks} />
                )}
                {isCurrent && !airing.unaired && (
                  // The chosen episode says so where it is: Watch Now at the top plays it too.
                  // Under the card, lined up with its end (the check's column beside it).
                  <div className="flex basis-full flex-wrap justify-end gap-2 sm:pe-12">
                    <LogViewingButton
                      size="md"
                      label={t('diary.logEpisode', {
                        episode: t('diary.episode', {
                          season: formatCount(season),
                          episode: formatCount(ep.episodeNumber),
                        }),
                      })}
                      target={{
                        mediaType: 'tv',
                        mediaId: String(showId),
                        title: [
                          t('diary.episode', {
                            season: formatCount(season),
                            episode: formatCount(ep.episodeNumber),
                          }),
                          name,
                        ]
                          .filter(Boolean)
                          .join(' · '),
                        season,
                        episode: ep.episodeNumber,
                      }}
                    />
                    <Link
                      href={watchHref({ id: showId, mediaType: 'tv' }, season, ep.episodeNumber)}
                      className={buttonClass('primary', 'md', 'w-full sm:w-auto')}
                    >
                      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-4 w-4 fill-current">
                        <path d="M8 5v14l11-7z" />
                      </svg>
                      {t('browse.episodes.play', {
                        season: formatCount(season),
                        episode: formatCount(ep.episodeNumber),
                      })}
                    </Link>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
