import type { ReactNode } from 'react';
import type { Genre } from '../../../../shared/catalogue';
import { MediaImage } from '../MediaImage';

/**
 * A detail page's top: backdrop, poster, title, a meta line, genres and the actions. On a
 * phone the poster sits beside the title and the genres and actions run full width below;
 * from 640 px they sit beside the poster.
 */
export function DetailHero({
  title,
  posterPath,
  backdropPath,
  meta,
  genres,
  children,
}: {
  title: string;
  posterPath: string | null;
  backdropPath: string | null;
  meta: ReactNode;
  genres: readonly Genre[];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="detail-title" className="relative isolate">
      <div className="absolute inset-x-0 top-0 -z-10 h-[46vh] min-h-[300px] overflow-hidden md:h-[62vh] md:max-h-[640px]">
        <MediaImage path={backdropPath ?? posterPath} kind="backdrop" sizes="100vw" eager="high" />
        <div className="absolute inset-0 bg-gradient-to-t from-zinc-950 via-zinc-950/60 to-zinc-950/10" />
        <div className="absolute inset-0 bg-gradient-to-r from-zinc-950/90 via-zinc-950/40 to-transparent" />
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-[7rem_minmax(0,1fr)] items-end gap-x-4 gap-y-4 px-4 pt-[24vh] sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-8 sm:px-6 md:grid-cols-[14rem_minmax(0,1fr)] md:pt-[28vh]">
        <div className="relative aspect-[2/3] overflow-hidden rounded-lg shadow-2xl ring-1 ring-white/10 sm:row-span-2">
          <MediaImage
            path={posterPath}
            kind="poster"
            sizes="(min-width: 768px) 224px, (min-width: 640px) 160px, 112px"
            eager
          />
        </div>
        <div className="min-w-0">
          <h1
            id="detail-title"
            className="text-2xl font-extrabold tracking-tight text-white sm:text-4xl md:text-5xl"
          >
            {title}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-300">{meta}</div>
        </div>
        <div className="col-span-2 min-w-0 self-start sm:col-span-1 sm:col-start-2">
          {genres.length > 0 && (
            <ul aria-label="Genres" className="flex flex-wrap gap-2">
              {genres.map((g) => (
                <li
                  key={g.id}
                  className="rounded-full border border-zinc-600/80 bg-zinc-900/60 px-2.5 py-0.5 text-xs"
                >
                  {g.name}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-5 flex flex-wrap gap-3 max-sm:[&>*]:flex-1">{children}</div>
        </div>
      </div>
    </section>
  );
}
