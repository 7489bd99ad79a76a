import { useDeferredValue } from 'react';
import { Link } from 'wouter';
import type { TvDetail } from '../../../shared/catalogue';
import { formatDate, formatRuntime, plural, yearOf } from '../../../shared/format';
import { CastList } from '../../components/media/detail/CastList';
import { DetailHero } from '../../components/media/detail/DetailHero';
import { Facts, Overview } from '../../components/media/detail/Facts';
import { ShareMenu } from '../../components/media/detail/ShareMenu';
import { Trailer } from '../../components/media/detail/Trailer';
import { watchHref } from '../../components/media/Hero';
import { MediaRow } from '../../components/media/MediaRow';
import { RatingBadge } from '../../components/media/RatingBadge';
import { buttonClass } from '../../components/ui/Button';
import { Episodes } from './Episodes';

const NONE: never[] = [];

/** Spec 9: creators shown: 2; similar titles: 12. */
const CREATORS = 2;
const SIMILAR = 12;

export function TvView({
  show,
  season,
  episode,
  chosen,
}: {
  show: TvDetail;
  season: number;
  episode: number;
  /** The URL names a season and episode (highlight it in the list). */
  chosen: boolean;
}) {
  const year = yearOf(show.date);
  // Below the fold: rendered after the hero, as a transition React can slice.
  const similar = useDeferredValue(show.similar, NONE);
  const cast = useDeferredValue(show.cast, NONE);
  return (
    <article className="pb-10">
      <DetailHero
        title={show.title}
        posterPath={show.posterPath}
        backdropPath={show.backdropPath}
        genres={show.genres}
        meta={
          <>
            {year && <span>{year}</span>}
            {show.numberOfSeasons > 0 && <span>{plural(show.numberOfSeasons, 'season')}</span>}
            {show.numberOfEpisodes > 0 && <span>{plural(show.numberOfEpisodes, 'episode')}</span>}
            <RatingBadge vote={show.voteAverage} />
          </>
        }
      >
        <Link
          href={watchHref(show, season, episode)}
          className={buttonClass('primary', 'lg')}
          aria-label={chosen ? `Watch Now: season ${season}, episode ${episode}` : undefined}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 fill-current">
            <path d="M8 5v14l11-7z" />
          </svg>
          Watch Now
          {chosen && (
            <span aria-hidden="true" className="hidden font-normal opacity-85 sm:inline">
              · S{season} E{episode}
            </span>
          )}
        </Link>
        <ShareMenu title={show.title} />
      </DetailHero>

      <div className="mx-auto mt-10 grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-10">
          <Overview text={show.overview} />
          {show.seasons.length > 0 && (
            <Episodes
              showId={show.id}
              seasons={show.seasons}
              season={season}
              episode={chosen ? episode : null}
            />
          )}
          <Trailer video={show.trailer} />
          <CastList cast={cast} />
        </div>
        <aside className="space-y-4" aria-label="Facts">
          <Facts
            title="Show details"
            facts={[
              ['Status', show.status],
              ['First aired', formatDate(show.date)],
              ['Seasons', show.numberOfSeasons > 0 ? String(show.numberOfSeasons) : null],
              ['Episodes', show.numberOfEpisodes > 0 ? String(show.numberOfEpisodes) : null],
              ['Episode runtime', formatRuntime(show.episodeRunTime)],
              ['Languages', show.languages.join(', ')],
              ['Genres', show.genres.map((g) => g.name).join(', ')],
            ]}
          />
          <Facts
            title="Production"
            facts={[
              ['Created by', show.createdBy.slice(0, CREATORS).join(', ')],
              ['Networks', show.networks.join(', ')],
            ]}
          />
        </aside>
      </div>

      <div className="mx-auto mt-8 max-w-7xl">
        <MediaRow title="You Might Also Like" items={similar.slice(0, SIMILAR)} />
      </div>
    </article>
  );
}
