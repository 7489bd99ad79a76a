import { yearOf } from '@client/i18n/format';
import { useT } from '@client/i18n/react';
import type { MovieDetail, TvDetail } from '@shared/catalogue';
import { type ReactNode, useDeferredValue } from 'react';
import { Link } from 'wouter';
import { AddToListMenu } from '../../lists/AddToListMenu';
import { buttonClass } from '../../ui/Button';
import { MediaRow } from '../MediaRow';
import { SaveButton, savableOf } from '../SaveButton';
import { CastList } from './CastList';
import { DetailHero } from './DetailHero';
import { Overview } from './Facts';
import { ShareButton } from './ShareButton';
import { Trailer } from './Trailer';

const NONE: never[] = [];
/** Similar titles shown: 12. */
const SIMILAR = 12;

type Shared =
  | 'id'
  | 'mediaType'
  | 'voteAverage'
  | 'title'
  | 'date'
  | 'posterPath'
  | 'backdropPath'
  | 'genres'
  | 'overview'
  | 'trailer'
  | 'cast'
  | 'similar';

/**
 * The frame of the movie and TV detail pages: hero with Watch Now, Save and Share, overview,
 * trailer, cast, the facts aside and You Might Also Like. Each page gives what differs:
 * the hero's meta line after the year, its Watch Now link, what comes before the trailer (TV: episodes)
 * and its facts.
 */
export function DetailPage({
  media,
  meta,
  watch,
  actions,
  beforeTrailer,
  facts,
}: {
  media: Pick<MovieDetail, Shared> | Pick<TvDetail, Shared>;
  meta: ReactNode;
  watch: ReactNode;
  /** Beside Save to My List: a movie's Mark watched, a show's Follow. */
  actions?: ReactNode;
  beforeTrailer?: ReactNode;
  facts: ReactNode;
}) {
  const t = useT();
  // Below the fold: rendered after the hero, as a transition React can slice.
  const similar = useDeferredValue(media.similar, NONE);
  const cast = useDeferredValue(media.cast, NONE);
  const year = yearOf(media.date);
  return (
    <article className="pb-10">
      <DetailHero
        title={media.title}
        posterPath={media.posterPath}
        backdropPath={media.backdropPath}
        genres={media.genres}
        meta={
          <>
            {year && <span>{year}</span>}
            {meta}
          </>
        }
      >
        {watch}
        <SaveButton item={savableOf(media)} />
        <AddToListMenu item={savableOf(media)} />
        {actions}
        <ShareButton title={media.title} />
      </DetailHero>

      <div className="mx-auto mt-10 grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-10">
          <Overview text={media.overview} />
          {beforeTrailer}
          <Trailer video={media.trailer} />
          <CastList cast={cast} />
        </div>
        <aside className="space-y-4" aria-label={t('browse.detail.facts')}>
          {facts}
        </aside>
      </div>

      <div className="mx-auto mt-8 max-w-7xl">
        <MediaRow title={t('browse.detail.similar')} items={similar.slice(0, SIMILAR)} />
      </div>
    </article>
  );
}

/** The hero's primary action. */
export function WatchNowLink({
  href,
  children,
}: {
  href: string;
  /** Shown after "Watch Now" and part of its name (an episode: "· S1 E6"). */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Link href={href} className={buttonClass('primary', 'lg')}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 fill-current">
        <path d="M8 5v14l11-7z" />
      </svg>
      {t('browse.detail.watchNow')}
      {children}
    </Link>
  );
}
