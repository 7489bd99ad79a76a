import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Genre } from '../../../shared/catalogue';
import { RatingBadge } from '../../components/media/RatingBadge';

/** Previous / Next Episode: a link, or a dimmed label at either end of the show. */
export function EpisodeLink({ to, label, dir }: { to: string | null; label: string; dir: 'prev' | 'next' }) {
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

export function Details({
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
