import type { MovieDetail } from '@shared/catalogue';
import { LogViewingButton } from '../../components/diary/LogViewingButton';
import { CollectionNote } from '../../components/media/detail/CollectionNote';
import { DetailPage, WatchNowLink } from '../../components/media/detail/DetailPage';
import { Facts, useContentFacts, useStatusFact } from '../../components/media/detail/Facts';
import { WhereToWatch } from '../../components/media/detail/WhereToWatch';
import { watchHref } from '../../components/media/Hero';
import { RatingBadge } from '../../components/media/RatingBadge';
import { MarkWatchedButton } from '../../components/media/SaveButton';
import { PeopleLinks } from '../../components/people/PeopleLinks';
import { TitleOpinions } from '../../components/rating/TitleOpinions';
import { formatDate, formatList, formatMillions, formatRuntime } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { useMovieMark } from '../../lib/use-marks';

/** Production companies shown: 2. */
const COMPANIES = 2;

export function MovieView({ movie }: { movie: MovieDetail }) {
  const t = useT();
  const status = useStatusFact(movie.status);
  const content = useContentFacts(movie);
  const runtime = formatRuntime(movie.runtime);
  const mark = useMovieMark(movie.id, t('browse.marks.failed'));
  return (
    <DetailPage
      media={movie}
      meta={
        <>
          {runtime && <span>{runtime}</span>}
          <RatingBadge vote={movie.voteAverage} />
          {movie.voteCount > 0 && (
            <span className="text-muted">{t('browse.detail.votes', { count: movie.voteCount })}</span>
          )}
          {movie.directors.length > 0 && (
            <span className="basis-full">
              {t('people.credit.directedBy')} <PeopleLinks people={movie.directors} className="text-fg" />
            </span>
          )}
        </>
      }
      watch={<WatchNowLink href={watchHref(movie)} />}
      actions={
        <>
          <MarkWatchedButton
            watched={mark.watched}
            onToggle={() => void mark.toggle()}
            mark={t('browse.marks.markMovie')}
            done={t('browse.marks.movieWatched')}
          />
          <LogViewingButton target={{ mediaType: 'movie', mediaId: String(movie.id), title: movie.title }} />
        </>
      }
      beforeTrailer={
        <>
          <WhereToWatch type="movie" id={movie.id} />
          {movie.collection && <CollectionNote collection={movie.collection} />}
          <TitleOpinions mediaType="movie" id={movie.id} title={movie.title} />
        </>
      }
      facts={
        <>
          <Facts
            title={t('browse.facts.movieDetails')}
            facts={[
              [t('browse.facts.runtime'), runtime],
              status,
              [t('browse.facts.releaseDate'), formatDate(movie.date)],
              ...content,
            ]}
          />
          <Facts
            title={t('browse.facts.production')}
            facts={[
              [
                t('people.credit.writtenBy'),
                movie.writers.length > 0 ? <PeopleLinks key="writers" people={movie.writers} /> : null,
              ],
              [
                t('browse.facts.companies'),
                formatList(movie.productionCompanies.slice(0, COMPANIES)),
                'content',
              ],
            ]}
          />
          <Facts
            title={t('browse.facts.boxOffice')}
            facts={[
              [t('browse.facts.budget'), formatMillions(movie.budget)],
              [t('browse.facts.revenue'), formatMillions(movie.revenue)],
            ]}
          />
        </>
      }
    />
  );
}
