import type { Genre } from '@shared/catalogue';
import type { ReactNode } from 'react';
import { GenreList } from '../GenreList';
import { MediaImage, ShadedBackdrop } from '../MediaImage';

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
        <ShadedBackdrop path={backdropPath ?? posterPath} shade="detail" />
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
            data-content=""
            className="text-2xl font-extrabold tracking-tight text-white sm:text-4xl md:text-5xl"
          >
            {title}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-secondary">
            {meta}
          </div>
        </div>
        <div className="col-span-2 min-w-0 self-start sm:col-span-1 sm:col-start-2">
          <GenreList genres={genres} tone="overlay" />
          <div className="mt-5 flex flex-wrap gap-3 max-sm:[&>*]:flex-1 max-sm:[&>*]:whitespace-nowrap">
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
