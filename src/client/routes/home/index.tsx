import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { ErrorBanner } from '../../components/media/ErrorBanner';
import { Hero } from '../../components/media/Hero';
import { MediaRow } from '../../components/media/MediaRow';
import { HeroSkeleton, RowSkeleton } from '../../components/media/Skeletons';
import { trpc } from '../../lib/trpc';
import { useImageBase } from '../../lib/use-image-base';
import { Recommended } from './Recommended';
import { Welcome } from './Welcome';

const ROW_COUNT = 8;

/**
 * Home: hero, Recommended for You (signed in), the eight rows. `catalogue.home` is one query
 * and `catalogue.config` is asked in the same render, so the page's data is one request.
 */
export default function Home() {
  useDocumentTitle(null);
  useImageBase();
  const home = trpc.catalogue.home.useQuery(undefined, { staleTime: 5 * 60_000 });

  return (
    <div className="pb-8">
      {home.isPending ? (
        <div aria-busy="true" aria-label="Loading titles" role="status">
          <HeroSkeleton />
          <div className="mx-auto max-w-7xl">
            {Array.from({ length: ROW_COUNT }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <RowSkeleton key={i} />
            ))}
          </div>
        </div>
      ) : home.isError ? (
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h1 className="sr-only">Home</h1>
          <ErrorBanner message="Failed to load titles. Please try again." onRetry={() => home.refetch()} />
        </div>
      ) : (
        <>
          {home.data.hero ? <Hero item={home.data.hero} /> : <h1 className="sr-only">Home</h1>}
          <div className="mx-auto max-w-7xl pt-2">
            <Recommended />
            {home.data.rows.map((row) => (
              <MediaRow key={row.key} title={row.title} items={row.items} viewAll={row.viewAll} />
            ))}
          </div>
        </>
      )}
      <Welcome />
    </div>
  );
}
