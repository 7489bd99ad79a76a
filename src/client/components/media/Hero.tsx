import type { Genre, MediaCard } from '@shared/catalogue';
import { Link } from 'wouter';
import { yearOf } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { buttonClass } from '../ui/Button';
import { GenreList } from './GenreList';
import { detailHref } from './MediaCard';
import { ShadedBackdrop } from './MediaImage';
import { RatingBadge } from './RatingBadge';

export function watchHref(item: Pick<MediaCard, 'id' | 'mediaType'>, season = 1, episode = 1): string {
  return item.mediaType === 'movie' ? `/watch/movie/${item.id}` : `/watch/tv/${item.id}/${season}/${episode}`;
}

/**
 * The home hero: backdrop, title, year and rating, its genres (the server sends at most
 * HERO_GENRES_MAX), the overview clamped to
 * 3 lines, Watch Now and More Info. More Info uses the title's real id for TV too (the
 * original's defect, literal text in place of a TV show's id, is not reproduced).
 */
export function Hero({ item }: { item: MediaCard & { genres: Genre[] } }) {
  const t = useT();
  const year = yearOf(item.date);
  return (
    <section
      aria-labelledby="hero-title"
      // On a phone the backdrop (16:9) is a band at the top with the text starting over its
      // lower part: a screen-tall box would crop it to a dark sliver above an empty gradient.
      className="relative isolate flex w-full items-end overflow-hidden pt-[36vw] sm:h-[68vh] sm:max-h-[720px] sm:min-h-[440px] sm:pt-0"
    >
      <div className="absolute inset-x-0 top-0 -z-10 aspect-video sm:inset-0 sm:aspect-auto">
        <ShadedBackdrop path={item.backdropPath ?? item.posterPath} shade="hero" />
      </div>
      <div className="mx-auto w-full max-w-7xl px-4 pb-10 sm:px-6 sm:pb-14">
        <p className="mb-2 text-xs font-semibold uppercase tracking-widest text-accent-fg">
          {t(item.mediaType === 'movie' ? 'media.hero.trendingMovie' : 'media.hero.trendingShow')}
        </p>
        <h1
          id="hero-title"
          data-content=""
          className="max-w-3xl text-3xl font-extrabold tracking-tight text-white sm:text-5xl"
        >
          {item.title}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-fg-secondary">
          {year && <span>{year}</span>}
          <RatingBadge vote={item.voteAverage} />
          <GenreList genres={item.genres} tone="overlay" />
        </div>
        <p
          className="mt-4 line-clamp-3 max-w-2xl text-sm leading-relaxed text-fg-soft sm:text-base"
          data-content=""
        >
          {item.overview}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href={watchHref(item)} className={buttonClass('primary', 'lg')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 fill-current">
              <path d="M8 5v14l11-7z" />
            </svg>
            {t('media.hero.watchNow')}
          </Link>
          <Link href={detailHref(item)} className={buttonClass('overlay', 'lg')}>
            {t('media.hero.moreInfo')}
          </Link>
        </div>
      </div>
    </section>
  );
}
