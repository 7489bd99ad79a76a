import { createTRPCQueryUtils } from '@trpc/react-query';
import { useDeferredValue } from 'react';
import { useDocumentTitle } from '../../components/layout/useDocumentTitle';
import { ErrorBanner } from '../../components/media/ErrorBanner';
import { Hero } from '../../components/media/Hero';
import { MediaRow } from '../../components/media/MediaRow';
import { HeroSkeleton, RowSkeleton } from '../../components/media/Skeletons';
import { ImageBaseProvider } from '../../lib/image-base';
import { queryClient, trpc, trpcClient } from '../../lib/trpc';
import { Recommended } from './Recommended';
import { Welcome } from './Welcome';

const ROW_COUNT = 8;
const HOME_STALE_MS = 5 * 60_000;

// Opening on /, the home data is asked for as soon as this module runs, before React's
// first render; both queries leave in the same tick, so httpBatchLink makes one request.
if (typeof window !== 'undefined' && window.location.pathname === '/') {
  const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
  void utils.catalogue.home.prefetch(undefined, { staleTime: HOME_STALE_MS });
  void utils.catalogue.config.prefetch(undefined, { staleTime: Number.POSITIVE_INFINITY });
}

/**
 * Home: hero, Recommended for You (signed in), the eight rows. `catalogue.home` is one query
 * and `catalogue.config` is asked in the same render, so the page's data is one request.
 */
export default function Home() {
  useDocumentTitle(null);
  const home = trpc.catalogue.home.useQuery(undefined, { staleTime: HOME_STALE_MS });
  // 160 cards render as a transition: React slices the work, so the main thread stays
  // responsive (no long task) while the rows appear.
  const data = useDeferredValue(home.data);

  return (
    <ImageBaseProvider>
      <div className="pb-8">
        {data ? (
          <>
            {data.hero ? <Hero item={data.hero} /> : <h1 className="sr-only">Home</h1>}
            <div className="mx-auto max-w-7xl pt-2">
              <Recommended />
              {data.rows.map((row) => (
                <MediaRow key={row.key} title={row.title} items={row.items} viewAll={row.viewAll} />
              ))}
            </div>
          </>
        ) : home.isError ? (
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
            <h1 className="sr-only">Home</h1>
            <ErrorBanner message="Failed to load titles. Please try again." onRetry={() => home.refetch()} />
          </div>
        ) : (
          <div aria-busy="true" aria-label="Loading titles" role="status">
            <HeroSkeleton />
            <div className="mx-auto max-w-7xl">
              {Array.from({ length: ROW_COUNT }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                <RowSkeleton key={i} />
              ))}
            </div>
          </div>
        )}
        <Welcome />
      </div>
    </ImageBaseProvider>
  );
}
