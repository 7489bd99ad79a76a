import type { MovieDetail } from '../../../shared/catalogue';
import { formatDate, formatMillions, formatRuntime, plural, yearOf } from '../../../shared/format';
import { DetailPage, WatchNowLink } from '../../components/media/detail/DetailPage';
import { Facts } from '../../components/media/detail/Facts';
import { watchHref } from '../../components/media/Hero';
import { RatingBadge } from '../../components/media/RatingBadge';

/** Spec 9: production companies shown: 2. */
const COMPANIES = 2;

export function MovieView({ movie }: { movie: MovieDetail }) {
  const year = yearOf(movie.date);
  const runtime = formatRuntime(movie.runtime);
  return (
    <DetailPage
      media={movie}
      meta={
        <>
          {year && <span>{year}</span>}
          {runtime && <span>{runtime}</span>}
          <RatingBadge vote={movie.voteAverage} />
          {movie.voteCount > 0 && <span className="text-zinc-400">{plural(movie.voteCount, 'vote')}</span>}
        </>
      }
      watch={<WatchNowLink href={watchHref(movie)} />}
      facts={
        <>
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
        </>
      }
    />
  );
}
