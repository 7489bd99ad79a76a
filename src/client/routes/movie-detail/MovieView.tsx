import { useDeferredValue } from 'react';
import { Link } from 'wouter';
import type { MovieDetail } from '../../../shared/catalogue';
import { formatDate, formatMillions, formatRuntime, plural, yearOf } from '../../../shared/format';
import { CastList } from '../../components/media/detail/CastList';
import { DetailHero } from '../../components/media/detail/DetailHero';
import { Facts, Overview } from '../../components/media/detail/Facts';
import { ShareMenu } from '../../components/media/detail/ShareMenu';
import { Trailer } from '../../components/media/detail/Trailer';
import { watchHref } from '../../components/media/Hero';
import { MediaRow } from '../../components/media/MediaRow';
import { RatingBadge } from '../../components/media/RatingBadge';
import { buttonClass } from '../../components/ui/Button';

const NONE: never[] = [];

/** Spec 9: production companies shown: 2; similar titles: 12. */
const COMPANIES = 2;
const SIMILAR = 12;

export function MovieView({ movie }: { movie: MovieDetail }) {
  const year = yearOf(movie.date);
  const runtime = formatRuntime(movie.runtime);
  // Below the fold: rendered after the hero, as a transition React can slice.
  const similar = useDeferredValue(movie.similar, NONE);
  const cast = useDeferredValue(movie.cast, NONE);
  return (
    <article className="pb-10">
      <DetailHero
        title={movie.title}
        posterPath={movie.posterPath}
        backdropPath={movie.backdropPath}
        genres={movie.genres}
        meta={
          <>
            {year && <span>{year}</span>}
            {runtime && <span>{runtime}</span>}
            <RatingBadge vote={movie.voteAverage} />
            {movie.voteCount > 0 && <span className="text-zinc-400">{plural(movie.voteCount, 'vote')}</span>}
          </>
        }
      >
        <Link href={watchHref(movie)} className={buttonClass('primary', 'lg')}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 fill-current">
            <path d="M8 5v14l11-7z" />
          </svg>
          Watch Now
        </Link>
        <ShareMenu title={movie.title} />
      </DetailHero>

      <div className="mx-auto mt-10 grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-10">
          <Overview text={movie.overview} />
          <Trailer video={movie.trailer} />
          <CastList cast={cast} />
        </div>
        <aside className="space-y-4" aria-label="Facts">
          <Facts
            title="Movie details"
            facts={[
              ['Runtime', runtime],
              ['Status', movie.status],
              ['Release date', formatDate(movie.date)],
              ['Languages', movie.languages.join(', ')],
              ['Genres', movie.genres.map((g) => g.name).join(', ')],
            ]}
          />
          <Facts
            title="Production"
            facts={[['Companies', movie.productionCompanies.slice(0, COMPANIES).join(', ')]]}
          />
          <Facts
            title="Box office"
            facts={[
              ['Budget', formatMillions(movie.budget)],
              ['Revenue', formatMillions(movie.revenue)],
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
