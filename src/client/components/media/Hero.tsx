import { Link } from 'wouter';
import type { Genre, MediaCard } from '../../../shared/catalogue';
import { yearOf } from '../../../shared/format';
import { buttonClass } from '../ui/Button';
import { detailHref } from './MediaCard';
import { MediaImage } from './MediaImage';
import { RatingBadge } from './RatingBadge';

export const HERO_GENRES = 4;

export function watchHref(item: Pick<MediaCard, 'id' | 'mediaType'>, season = 1, episode = 1): string {
  return item.mediaType === 'movie' ? `/watch/movie/${item.id}` : `/watch/tv/${item.id}/${season}/${episode}`;
}

/**
 * The home hero: backdrop, title, year and rating, up to 4 genres, the overview clamped to
 * 3 lines, Watch Now and More Info. More Info uses the title's real id for TV too (the
 * spec's known defect is not reproduced).
 */
export function Hero({ item }: { item: MediaCard & { genres: Genre[] } }) {
  const year = yearOf(item.date);
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex h-[68vh] max-h-[720px] min-h-[440px] w-full items-end overflow-hidden"
    >
      <div className="absolute inset-0 -z-10">
        <MediaImage path={item.backdropPath ?? item.posterPath} kind="backdrop" sizes="100vw" eager="high" />
        <div className="absolute inset-0 bg-gradient-to-t from-zinc-950 via-zinc-950/50 to-zinc-950/10" />
        <div className="absolute inset-0 bg-gradient-to-r from-zinc-950/90 via-zinc-950/50 to-transparent" />
      </div>
      <div className="mx-auto w-full max-w-7xl px-4 pb-10 sm:px-6 sm:pb-14">
        <p className="mb-2 text-xs font-semibold uppercase tracking-widest text-brand-hover">
          Trending {item.mediaType === 'movie' ? 'movie' : 'show'}
        </p>
        <h1
          id="hero-title"
          className="max-w-3xl text-3xl font-extrabold tracking-tight text-white sm:text-5xl"
        >
          {item.title}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-zinc-300">
          {year && <span>{year}</span>}
          <RatingBadge vote={item.voteAverage} />
          {item.genres.slice(0, HERO_GENRES).map((g) => (
            <span
              key={g.id}
              className="rounded-full border border-zinc-600/80 bg-zinc-900/60 px-2.5 py-0.5 text-xs"
            >
              {g.name}
            </span>
          ))}
        </div>
        <p className="mt-4 line-clamp-3 max-w-2xl text-sm leading-relaxed text-zinc-200 sm:text-base">
          {item.overview}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href={watchHref(item)} className={buttonClass('primary', 'lg')}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 fill-current">
              <path d="M8 5v14l11-7z" />
            </svg>
            Watch Now
          </Link>
          <Link href={detailHref(item)} className={buttonClass('secondary', 'lg', 'bg-zinc-800/80')}>
            More Info
          </Link>
        </div>
      </div>
    </section>
  );
}
